import { Target } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import { formatHoursShort } from '@/shared/domain/hours';
import type { AccreditationOverview } from '@/shared/domain/accreditation/overview';
import { GoalForm } from './goal-form';

/**
 * The page's answer first: for the coach's goal, whether and when they can apply, what is missing
 * (one line each), the pace the target date asks for, and the hours ICF's log leaves out.
 */
export function GoalAnswer({ overview }: { overview: AccreditationOverview }) {
  const [editing, setEditing] = useState(false);
  const answer = overview.goal;
  if (!answer) return null;
  const { goal } = answer;
  const leftOut = overview.icfLeftOut;
  return (
    <Card className="p-5" role="region" aria-labelledby="goal-answer">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <Target className="size-4 text-brand-700" aria-hidden="true" />
            {answer.isDefault ? 'Next level' : 'Your goal'}
            {goal.targetDate ? ` · by ${formatLongDate(goal.targetDate)}` : ''}
          </p>
          <h2 id="goal-answer" className="mt-1 text-2xl font-semibold text-slate-900">
            {answer.title}:{' '}
            <span className={answer.eligible ? 'text-green-800' : 'text-slate-900'}>{answer.verdict}</span>
          </h2>
        </div>
        <Button variant={answer.isDefault ? 'primary' : 'secondary'} size="sm" onClick={() => setEditing(!editing)}>
          {answer.isDefault ? 'Set your goal' : 'Change goal'}
        </Button>
      </div>
      {editing && <GoalForm bodies={overview.bodies} goal={goal} onDone={() => setEditing(false)} />}
      {answer.paceNeeded && <p className="mt-2 text-sm text-slate-800">{answer.paceNeeded}.</p>}
      {answer.gaps.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-slate-900">To do before applying</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
            {answer.gaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
        </div>
      )}
      {answer.noPace && <p className="mt-2 text-sm text-slate-600">{answer.noPace}</p>}
      {goal.body === 'ICF' && leftOut.notConsentedMinutes > 0 && (
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          {formatHoursShort(leftOut.notConsentedMinutes / 60)} with {leftOut.notConsentedClientCount}{' '}
          {leftOut.notConsentedClientCount === 1 ? 'client is' : 'clients are'} left out of your ICF figures: no consent
          to appear in your ICF log.{' '}
          {leftOut.notConsentedClients.map((client, index) => (
            <span key={client.id}>
              {index > 0 ? ', ' : ''}
              <Link to={paths.client(client.id)} className="font-medium text-brand-700 underline underline-offset-4">
                {client.name}
              </Link>
            </span>
          ))}
        </p>
      )}
    </Card>
  );
}
