import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { MarketingBlock } from '@/client/components/marketing/marketing-block';
import { VerdictIllustration } from '@/client/components/marketing/verdict-illustration';
import { usePublicConfig } from '@/client/lib/public-config';
import { formatPlanPrice } from '@/shared/billing/plans';
import { startTrialLabel } from '@/shared/billing/trial-text';

const bodies = [
  { short: 'ICF', name: 'International Coaching Federation' },
  { short: 'EMCC', name: 'European Mentoring and Coaching Council' },
  { short: 'AC', name: 'Association for Coaching' },
] as const;

export function Component() {
  const { data: config } = usePublicConfig();
  return (
    <>
      <section className="bg-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div>
            <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              Your coaching logbook, ready for accreditation
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-slate-600">
              Record clients, coaching sessions, supervision and CPD in seconds, and see exactly where you stand for ICF
              ACC, PCC or MCC, your EMCC level or your AC accreditation, as the body itself would judge it.
            </p>
            <ul aria-label="Credentialing bodies" className="mt-5 flex flex-wrap gap-2">
              {bodies.map((body) => (
                <li
                  key={body.short}
                  className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm text-brand-800"
                >
                  <span className="font-semibold">{body.short}</span> {body.name}
                </li>
              ))}
            </ul>
            {/* Stacked on a phone: the label grows once the trial's length is known, and moves nothing. */}
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to={paths.signup} className={buttonVariants()}>
                {startTrialLabel(config?.trialDays)}
              </Link>
              <Link to={paths.login} className={buttonVariants({ variant: 'secondary' })}>
                Sign in
              </Link>
            </div>
            <p className="mt-3 text-sm text-slate-600">
              {formatPlanPrice()} a month after the trial. Cancel at any time.
            </p>
          </div>
          <VerdictIllustration />
        </div>
      </section>
      <MarketingBlock />
    </>
  );
}
