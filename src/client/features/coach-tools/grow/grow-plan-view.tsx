import { Pencil, Printer, Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { formatLongDate } from '@/client/lib/dates';
import type { GrowPlan } from '@/shared/schemas/grow-plans';
import { growStageLabels, growStages } from '@/shared/schemas/grow-stages';

interface GrowPlanViewProps {
  plan: GrowPlan;
  onEdit: () => void;
  onDelete: () => void;
}

/** The plan as it is read in a session and printed: the four stages, one after the other. */
export function GrowPlanView({ plan, onEdit, onDelete }: GrowPlanViewProps) {
  return (
    <article
      aria-labelledby="grow-plan-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="grow-plan-title" className="text-xl font-semibold text-slate-900">
            {plan.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {plan.clientName} · {formatLongDate(plan.date)}
          </p>
          {plan.coachingSessionDate && (
            <p className="text-sm text-slate-700">For the session of {formatLongDate(plan.coachingSessionDate)}</p>
          )}
        </div>
        <div className="flex gap-2 print:hidden">
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="secondary" size="sm" className="text-red-700" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <dl className="mt-5 space-y-4">
        {growStages.map((stage) => (
          <div key={stage} className="print:break-inside-avoid">
            <dt className="font-semibold text-brand-800">{growStageLabels[stage]}</dt>
            <dd className="mt-1 whitespace-pre-line text-slate-800">
              {plan[stage] ?? <span className="text-slate-500">Nothing written yet.</span>}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
