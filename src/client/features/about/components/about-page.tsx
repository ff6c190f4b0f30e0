import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useMe } from '@/client/features/auth';
import { usePublicConfig } from '@/client/lib/public-config';
import { trialName } from '@/shared/billing/trial-text';
import { formatPlanPrice } from '@/shared/billing/plans';

/** What the product is and costs, which version is running, and the legal documents. */
export function AboutPage() {
  const { data: me } = useMe();
  const { data: config } = usePublicConfig();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">About Coach Logbook</h1>
      <p className="mt-6 text-lg text-slate-700">
        Coach Logbook is a practice logbook for professional coaches. Record your clients, coaching sessions,
        supervision and CPD hours in one private place, see your progress towards ICF and EMCC accreditation levels, and
        use coaching tools with your clients.
      </p>

      <section aria-labelledby="about-price" className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-6">
        <h2 id="about-price" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          One plan
        </h2>
        <p className="mt-2 text-3xl font-bold text-slate-900">{formatPlanPrice()} a month</p>
        {config && config.trialDays > 0 && (
          <p className="mt-1 text-slate-700">Starts with a {trialName(config.trialDays)}. Cancel at any time.</p>
        )}
        {!me?.user && (
          <Link to={paths.signup} className={buttonVariants({ className: 'mt-4' })}>
            Sign up
          </Link>
        )}
      </section>

      <section aria-labelledby="about-data" className="mt-10">
        <h2 id="about-data" className="text-xl font-semibold text-slate-900">
          Your data
        </h2>
        <p className="mt-2 text-slate-700">
          You keep control of what you record about your clients: export it, correct it or delete it whenever you like.
          We use only essential cookies and load nothing from other sites.
        </p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a href={paths.privacyPolicy} className="font-medium text-brand-700 hover:underline">
              Privacy Policy
            </a>
          </li>
          <li>
            <a href={paths.terms} className="font-medium text-brand-700 hover:underline">
              Terms of Service
            </a>
          </li>
        </ul>
      </section>

      <p className="mt-12 text-sm text-slate-600">Version {__APP_VERSION__}</p>
    </div>
  );
}
