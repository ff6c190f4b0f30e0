import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { accreditationProgress, type AccreditationBody } from '@/shared/domain/accreditation';
import { useAccreditationSummary } from '../api/accreditation-summary';

const bodies: { body: AccreditationBody; label: string }[] = [
  { body: 'ICF', label: 'ICF (International Coaching Federation)' },
  { body: 'EMCC', label: 'EMCC (European Mentoring and Coaching Council)' },
];

/**
 * Progress to the next level of each body, from total coaching hours; under each bar, how many of
 * the next level's requirements are met, so that the hours are never the only thing a coach reads.
 */
export function AccreditationCard({ hours }: { hours: number }) {
  const summary = useAccreditationSummary();
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Award className="size-5 text-brand-700" aria-hidden="true" />
        Accreditation Progress
      </h2>
      <div className="mt-4 space-y-5">
        {bodies.map(({ body, label }) => {
          const progress = accreditationProgress(body, hours);
          const barLabel = progress.next ? `${body} progress to ${progress.next.name}` : `${body} progress`;
          return (
            <div key={body}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-sm font-medium text-slate-800">{label}</h3>
                <p className="text-sm text-slate-700">
                  Current level: <span className="font-semibold">{progress.current ?? 'Not yet accredited'}</span>
                </p>
              </div>
              <div
                role="progressbar"
                aria-label={barLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress.percent)}
                className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress.percent}%` }} />
              </div>
              <p className="mt-1 text-sm text-slate-700">{progress.message}</p>
              <EligibilityLine line={summary.data?.bodies.find((row) => row.body === body)} />
            </div>
          );
        })}
      </div>
    </Card>
  );
}

function EligibilityLine({ line }: { line: { level: string; met: number; total: number } | undefined }) {
  if (!line) return null;
  return (
    <p className="mt-1 text-sm">
      <Link to={paths.accreditation} className="font-medium text-brand-700 underline-offset-4 hover:underline">
        Eligibility: {line.met} of {line.total} requirements met for {line.level}
      </Link>
    </p>
  );
}
