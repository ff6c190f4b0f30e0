import type { ReactNode } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Card } from '@/client/components/ui/card';
import type { LevelResult, RequirementResult } from '@/shared/domain/accreditation/types';
import { RequirementRow } from './requirement-row';

/** One level of one body: its summary line, then every requirement as a row. */
export function LevelCard({
  body,
  level,
  onOpenRows,
  actions,
}: {
  body: string;
  level: LevelResult;
  onOpenRows: (row: RequirementResult) => void;
  actions?: ReactNode;
}) {
  const headingId = `level-${body}-${level.name}`.replace(/\s+/g, '-').toLowerCase();
  return (
    <Card className="flex flex-col p-5" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {body} {level.name}
        </h3>
        <Badge tone={level.eligible ? 'green' : 'amber'} className="text-sm">
          {level.summary}
        </Badge>
      </div>
      {level.projection && <p className="mt-1 text-sm text-slate-700">{level.projection}</p>}
      <ul className="mt-2 flex-1 divide-y divide-slate-100">
        {level.requirements.map((row) => (
          <RequirementRow key={row.id} row={row} onOpenRows={onOpenRows} />
        ))}
      </ul>
      {actions && <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions}</div>}
    </Card>
  );
}
