import { formatHoursShort } from '@/shared/domain/hours';
import type { DashboardStats } from '@/shared/schemas/dashboard';
import { FiguresCard } from './figures-card';

type Figures = Pick<
  DashboardStats,
  'totalSupervisionSessions' | 'totalSupervisionHours' | 'totalCpdHours' | 'cpdHoursThisYear'
>;

/** The supervision card, the same on the full and the empty dashboard; the spec fixes its texts. */
export function SupervisionFigures({ stats }: { stats: Figures }) {
  return (
    <FiguresCard
      title="Supervision Progress"
      figures={[
        ['Total Sessions', stats.totalSupervisionSessions],
        ['Total Hours', formatHoursShort(stats.totalSupervisionHours)],
      ]}
    />
  );
}

/** The CPD card, the same on the full and the empty dashboard: hours as every total is written. */
export function CpdFigures({ stats }: { stats: Figures }) {
  return (
    <FiguresCard
      title="CPD Hours"
      figures={[
        ['Total CPD Hours', formatHoursShort(stats.totalCpdHours)],
        ['Hours this year', formatHoursShort(stats.cpdHoursThisYear)],
      ]}
    />
  );
}
