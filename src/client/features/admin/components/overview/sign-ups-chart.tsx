import type { AdminOverview } from '@/shared/schemas/admin-overview';

/**
 * Daily sign-ups as small bars. Drawn with plain elements (no chart library for 30 numbers);
 * screen readers get the total and the busiest day in the label instead of 30 bars.
 */
export function SignUpsChart({ days }: { days: AdminOverview['signUps'] }) {
  const max = Math.max(1, ...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), days[0] ?? { date: '', count: 0 });
  const label =
    `${total} sign-up${total === 1 ? '' : 's'} in the last 30 days` +
    (busiest.count > 0 ? `, most on ${longDate(busiest.date)} (${busiest.count})` : '');
  return (
    <figure>
      <div role="img" aria-label={label} className="flex h-32 items-end gap-0.5 border-b border-slate-300 sm:gap-1">
        {days.map((day) => (
          <div
            key={day.date}
            title={`${longDate(day.date)}: ${day.count}`}
            className="flex-1 rounded-t-sm bg-brand-600"
            style={{ height: `${(day.count / max) * 100}%`, minHeight: day.count > 0 ? '0.25rem' : 0 }}
          />
        ))}
      </div>
      <figcaption className="mt-2 flex justify-between text-xs text-slate-600">
        <span>{days[0] ? longDate(days[0].date) : ''}</span>
        <span>{total} in total</span>
        <span>{days.at(-1) ? longDate(days.at(-1)!.date) : ''}</span>
      </figcaption>
    </figure>
  );
}

/** The server counts UTC days; they are shown as calendar dates, not instants. */
const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
