import { Link } from 'react-router';
import { Card } from '@/client/components/ui/card';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { coachToolPaths, useGrowPlans, useWheelAssessments } from '@/client/features/coach-tools';
import { formatLongDate } from '@/client/lib/dates';
import { averageScore } from '../client-figures';

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** The card shows the latest few; the tool lists them all, a page at a time. */
const LATEST = 5;

function More({ shown, total, what }: { shown: number; total: number; what: string }) {
  if (total <= shown) return null;
  return <p className="mt-1 text-sm text-slate-600">{`The latest ${shown} of ${total} ${what}.`}</p>;
}

function WheelHistory({ clientId }: { clientId: string }) {
  const wheels = useWheelAssessments(clientId, 1, LATEST);
  const toolLink = `${coachToolPaths.wheel}?client=${clientId}`;
  return (
    <section aria-labelledby="wheel-history" className="min-w-0">
      <h2 id="wheel-history" className="font-semibold text-slate-900">
        Wheel of Life
      </h2>
      {wheels.isPending && <Spinner label="Loading..." />}
      {wheels.isError && <ErrorPanel message="Could not load the wheels" onRetry={() => void wheels.refetch()} />}
      {wheels.isSuccess && wheels.data.total === 0 && <p className="mt-2 text-sm text-slate-600">No wheel yet.</p>}
      {wheels.isSuccess && wheels.data.total > 0 && (
        <ul className="mt-2 divide-y divide-slate-200">
          {wheels.data.items.map((wheel) => (
            <li key={wheel.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <Link to={`${toolLink}&wheel=${wheel.id}`} className={linkClass}>
                {formatLongDate(wheel.date)}
              </Link>
              <span className="text-sm text-slate-700">Average {averageScore(wheel.areas).toFixed(1)} / 10</span>
            </li>
          ))}
        </ul>
      )}
      {wheels.isSuccess && <More shown={wheels.data.items.length} total={wheels.data.total} what="wheels" />}
      <Link to={toolLink} className={`mt-2 inline-block text-sm ${linkClass}`}>
        Open the Wheel of Life
      </Link>
    </section>
  );
}

function GrowPlans({ clientId }: { clientId: string }) {
  const plans = useGrowPlans(clientId, 1, LATEST);
  const toolLink = `${coachToolPaths.grow}?client=${clientId}`;
  return (
    <section aria-labelledby="grow-plans" className="min-w-0">
      <h2 id="grow-plans" className="font-semibold text-slate-900">
        GROW plans
      </h2>
      {plans.isPending && <Spinner label="Loading..." />}
      {plans.isError && <ErrorPanel message="Could not load the plans" onRetry={() => void plans.refetch()} />}
      {plans.isSuccess && plans.data.total === 0 && <p className="mt-2 text-sm text-slate-600">No plan yet.</p>}
      {plans.isSuccess && plans.data.total > 0 && (
        <ul className="mt-2 divide-y divide-slate-200">
          {plans.data.items.map((plan) => (
            <li key={plan.id} className="py-2">
              <Link to={`${toolLink}&plan=${plan.id}`} className={linkClass}>
                {plan.title}
              </Link>
              <p className="text-sm text-slate-600">{formatLongDate(plan.date)}</p>
            </li>
          ))}
        </ul>
      )}
      {plans.isSuccess && <More shown={plans.data.items.length} total={plans.data.total} what="plans" />}
      <Link to={toolLink} className={`mt-2 inline-block text-sm ${linkClass}`}>
        Open the GROW planner
      </Link>
    </section>
  );
}

/** The client's Wheel of Life history and GROW plans, each opening in its tool. */
export function ClientToolsCard({ clientId }: { clientId: string }) {
  return (
    <Card className="grid gap-6 p-5 sm:grid-cols-2">
      <WheelHistory clientId={clientId} />
      <GrowPlans clientId={clientId} />
    </Card>
  );
}
