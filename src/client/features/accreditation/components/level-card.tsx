import type { ReactNode } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Card } from '@/client/components/ui/card';
import { formatLongDate } from '@/client/lib/dates';
import type { BodyId, LevelResult, RequirementResult } from '@/shared/domain/accreditation/types';
import { ApplicationSteps } from './application-steps';
import { PathChoice } from './path-choice';
import { RequirementRow } from './requirement-row';

export const levelHeadingId = (title: string) => `level-${title}`.replace(/\s+/g, '-').toLowerCase();

/** One level of one body: its verdict, the path it is judged on, every requirement, what comes next. */
export function LevelCard({
  body,
  level,
  onOpenRows,
  actions,
}: {
  body: BodyId;
  level: LevelResult;
  onOpenRows: (row: RequirementResult) => void;
  actions?: ReactNode;
}) {
  const headingId = levelHeadingId(level.title);
  return (
    <Card className="flex flex-col p-5" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {level.title}
        </h3>
        {level.heldSince ? (
          <Badge tone="green" className="text-sm">{`Held since ${formatLongDate(level.heldSince)}`}</Badge>
        ) : (
          <Badge tone={level.eligible ? 'green' : 'neutral'} className="text-sm">
            {level.summary}
          </Badge>
        )}
      </div>
      {level.projection && !level.heldSince && <p className="mt-1 text-sm text-slate-700">{level.projection}</p>}
      <PathChoice level={level} />
      <ul className="mt-2 flex-1 divide-y divide-slate-100">
        {level.requirements.map((row) => (
          <RequirementRow key={row.id} row={row} onOpenRows={onOpenRows} tickable={!level.heldSince} />
        ))}
      </ul>
      {level.changes.length > 0 && (
        <section
          aria-label={`Announced changes: ${level.title}`}
          className="mt-3 space-y-2 border-t border-slate-100 pt-3"
        >
          {level.changes.map((change) => (
            <div key={change.effectiveOn} className="text-sm">
              <p className="font-medium text-slate-900">{change.summary}</p>
              <p className="text-slate-700">{change.meaning}</p>
              <a
                href={change.source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-xs text-brand-700 underline underline-offset-4"
              >
                {change.source.title}
              </a>
            </div>
          ))}
        </section>
      )}
      <div className="mt-3">
        <ApplicationSteps body={body} level={level} />
      </div>
      {actions && <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions}</div>}
    </Card>
  );
}
