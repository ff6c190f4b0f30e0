import { Award } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { formatDecimal } from '@/shared/domain/decimal';
import type { BodySummary } from '@/shared/domain/accreditation/overview';
import { useAccreditationSummary } from '../api/accreditation-summary';
import { GoalDialog } from './lazy-dialogs';

const labels: Record<string, string> = {
  ICF: 'ICF (International Coaching Federation)',
  EMCC: 'EMCC (European Mentoring and Coaching Council)',
};

/**
 * Progress to the next level of each body, with the bodies' own figures (the same evaluation as
 * /accreditation): the level's hours as the body counts them, the current level only from a
 * credential held, and under each bar the eligibility line of the goal, or of the next level.
 */
export function AccreditationCard() {
  const summary = useAccreditationSummary();
  const bodies = (summary.data?.bodies ?? []).filter((row) => row.body in labels);
  const [settingGoal, setSettingGoal] = useState(false);
  return (
    <Card className="p-5">
      {/* As tall as its button from the start, so the button's arrival moves nothing. */}
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Award className="size-5 text-brand-700" aria-hidden="true" />
          Accreditation Progress
        </h2>
        {/* The first steps' last one, still open after the first session. */}
        {summary.data?.goal && !summary.data.goal.set && (
          <Button variant="secondary" size="sm" onClick={() => setSettingGoal(true)}>
            Set your goal
          </Button>
        )}
      </div>
      {settingGoal && (
        <Suspense fallback={null}>
          <GoalDialog open onOpenChange={setSettingGoal} />
        </Suspense>
      )}
      <div className="mt-4 space-y-5">
        {summary.isPending
          ? Object.keys(labels).map((body) => <BodyBarPlaceholder key={body} body={body} />)
          : bodies.map((row) => <BodyBar key={row.body} row={row} />)}
      </div>
    </Card>
  );
}

/**
 * A body's bar while the figures load: the same lines, their text hidden, so that the card has
 * its height from the first frame and the recent sessions below it do not move when they come
 * (Lighthouse counted that shift on a phone, where the two cards stack).
 */
function BodyBarPlaceholder({ body }: { body: string }) {
  return (
    <div aria-hidden="true" data-testid="accreditation-placeholder">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="invisible text-sm font-medium">{labels[body]}</h3>
        <p className="invisible text-sm">
          Current level: <span className="font-semibold">Not yet accredited</span>
        </p>
      </div>
      <div className="mt-2 h-3 animate-pulse rounded-full bg-slate-200" />
      <p className="invisible mt-1 text-sm">100.0 hours needed for ACC</p>
      <p className="invisible mt-1 text-sm">Eligibility: 0 of 0 requirements met for ACC</p>
    </div>
  );
}

function BodyBar({ row }: { row: BodySummary }) {
  const hours = row.hours;
  const percent = hours ? Math.min(100, (hours.value / hours.target) * 100) : 100;
  const needed = hours ? Math.max(0, hours.target - hours.value) : 0;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-medium text-slate-800">{labels[row.body]}</h3>
        <p className="text-sm text-slate-700">
          Current level: <span className="font-semibold">{row.held?.level ?? 'Not yet accredited'}</span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={row.next ? `${row.body} progress to ${row.next}` : `${row.body} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {row.next && hours
          ? needed > 0
            ? `${formatDecimal(needed, 1)} hours needed for ${row.next}`
            : `${formatDecimal(hours.target, 0)} hours reached for ${row.next}`
          : `Achieved ${row.held?.level ?? ''} level!`}
      </p>
      {row.next && (
        <p className="mt-1 text-sm">
          <Link to={paths.accreditation} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {row.summary === 'Eligible to apply'
              ? `Eligible to apply for ${row.next}`
              : `Eligibility: ${row.met} of ${row.total} requirements met for ${row.next}`}
          </Link>
        </p>
      )}
    </div>
  );
}
