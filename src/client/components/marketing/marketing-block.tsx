import { BarChart3, FolderLock, GraduationCap, LineChart, Users, Wrench } from 'lucide-react';
import { BelowTheFold } from '@/client/components/layout/after-first-frame';
import { usePublicConfig } from '@/client/lib/public-config';
import { PlanCard } from './plan-card';

const features = [
  {
    icon: FolderLock,
    title: 'Secure storage of session records',
    text: 'Your notes stay yours: private to your account, never shared.',
  },
  {
    icon: LineChart,
    title: 'Client progress tracking',
    text: 'See every client’s sessions, goals and hours at a glance.',
  },
  {
    icon: GraduationCap,
    title: 'CPD and supervision organisation',
    text: 'Keep CPD hours and supervision sessions ready for renewal.',
  },
  { icon: Wrench, title: 'Coaching tools', text: 'Wheel of Life, GROW planner and a question bank for your sessions.' },
  {
    icon: BarChart3,
    title: 'Insights and reports',
    text: 'Hours per month, paid and pro bono, and progress to ICF, EMCC and AC levels.',
  },
];

/** Offered only where a community exists to join: COMMUNITY_URL, served by /api/config. */
function CommunityInvitation() {
  const { data: config } = usePublicConfig();
  if (!config?.communityUrl) return null;
  return (
    <div className="mt-10 flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <Users className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <h3 className="font-semibold text-slate-900">Join a community of coaches</h3>
        <p className="mt-1 text-sm text-slate-700">
          Share practice, find supervision and peer coaching, and prepare for accreditation with coaches on the same
          path.
        </p>
        <a
          href={config.communityUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          Visit the community
        </a>
      </div>
    </div>
  );
}

/** The pitch shown on the landing page and below the sign-in card. */
export function MarketingBlock() {
  return (
    <section aria-labelledby="marketing-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="marketing-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Everything your coaching practice needs to log
      </h2>
      {/* Drawn after the first frame: on a phone the heading is in view, the rest below the fold. */}
      <BelowTheFold>
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            <ul className="grid gap-6 sm:grid-cols-2">
              {features.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3">
                  <Icon className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold text-slate-900">{title}</h3>
                    <p className="mt-1 text-sm text-slate-600">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <CommunityInvitation />
          </div>
          <PlanCard />
        </div>
      </BelowTheFold>
    </section>
  );
}
