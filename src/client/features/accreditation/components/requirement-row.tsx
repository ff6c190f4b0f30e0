import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import type { DrillDown, RequirementResult, RequirementStatus } from '@/shared/domain/accreditation/types';
import { ProgressBar } from './progress-bar';
import { TickControl } from './tick-control';

/** Where the coach keeps the rows behind a figure. */
const recordPages: Record<DrillDown, string> = {
  sessions: paths.sessions,
  clients: paths.clients,
  recordings: paths.accreditationRecordings,
  mentor: paths.accreditationMentorCoaching,
  education: paths.accreditationEducation,
  supervision: paths.supervision,
  cpd: paths.cpd,
  feedback: paths.accreditationFeedback,
  credentials: paths.accreditationCredentials,
  profile: paths.profile,
};

const statusTone: Record<RequirementStatus, BadgeTone> = { Met: 'green', 'Not yet': 'amber', 'Not tracked': 'neutral' };

/** Nothing done yet is said in neutral colours: a wall of orange at zero reads as failure. */
const toneOf = (row: RequirementResult): BadgeTone =>
  row.status === 'Not yet' && row.progress === 0 ? 'neutral' : statusTone[row.status];

/** One requirement: plain words, 'X of Y' (opening the rows behind it), a bar, the status and what is missing. */
export function RequirementRow({
  row,
  onOpenRows,
  tickable = true,
}: {
  row: RequirementResult;
  onOpenRows?: (row: RequirementResult) => void;
  tickable?: boolean;
}) {
  const figure = row.figure && (
    <FigureLink row={row} onOpenRows={onOpenRows}>
      {row.figure}
    </FigureLink>
  );
  return (
    <li className="space-y-2 py-3">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-900">
          {row.label}
          {row.unconfirmed && (
            <Badge tone="amber" className="ml-2 align-middle">
              UNCONFIRMED
            </Badge>
          )}
        </p>
        <Badge tone={toneOf(row)} className="shrink-0">
          {row.status}
        </Badge>
      </div>
      {row.figure && (
        <div className="grid items-center gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]">
          <p className="text-sm text-slate-700">{figure}</p>
          <ProgressBar label={row.label} text={row.figure} value={row.progress} met={row.status === 'Met'} />
        </div>
      )}
      {row.details.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-xs text-slate-600">
          {row.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      {row.missing && row.status === 'Not yet' && (
        <p className={row.progress === 0 ? 'text-sm text-slate-800' : 'text-sm font-medium text-amber-900'}>
          {row.missing}
        </p>
      )}
      {row.projectedOn && row.status === 'Not yet' && (
        <p className="text-xs text-slate-600">At your current pace: met around {formatLongDate(row.projectedOn)}</p>
      )}
      {row.advice && row.advice !== row.missing && <p className="text-xs text-slate-600">{row.advice}</p>}
      {row.unconfirmedNote && <p className="text-xs text-amber-900">{row.unconfirmedNote}</p>}
      {row.figure === null && tickable && <TickControl requirementId={row.id} label={row.label} doneOn={row.doneOn} />}
      <p className="text-xs text-slate-500">
        {row.sources.map((source, index) => (
          <span key={source.url}>
            {index === 0 ? 'Source: ' : ' · '}
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-2 hover:text-brand-700"
            >
              {source.title}
            </a>
            {`, checked ${formatLongDate(source.checkedOn)}`}
          </span>
        ))}
      </p>
    </li>
  );
}

function FigureLink({
  row,
  onOpenRows,
  children,
}: {
  row: RequirementResult;
  onOpenRows: ((row: RequirementResult) => void) | undefined;
  children: string;
}) {
  const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
  if (row.drillDown === null) return <span className="font-semibold">{children}</span>;
  if (row.drillDown === 'profile' || !onOpenRows) {
    return (
      <Link to={recordPages[row.drillDown]} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={`${linkClass} text-left`} onClick={() => onOpenRows(row)} aria-haspopup="dialog">
      {children}
    </button>
  );
}
