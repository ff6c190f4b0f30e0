import { formatHoursShort, minutesToHours } from '@/shared/domain/hours';
import { formatWholeNumber } from '@/shared/domain/decimal';

/** The size of the list on screen, every page of it: '12 sessions match these filters · 14.5 h'. */
export function SessionsTotal({ total, minutes, filtered }: { total: number; minutes: number; filtered: boolean }) {
  const count = `${formatWholeNumber(total)} ${total === 1 ? 'session' : 'sessions'}`;
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold text-slate-900">
        {filtered ? `${count} ${total === 1 ? 'matches' : 'match'} these filters` : count}
      </span>{' '}
      · {formatHoursShort(minutesToHours(minutes))}
    </p>
  );
}
