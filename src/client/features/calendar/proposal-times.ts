/** How a proposal's time reads on the page, in the coach's time zone: '09:00–10:00', '60 min'. */
export function timeRange(startsAt: string, endsAt: string, timeZone: string, locale?: string) {
  const format = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  return `${format.format(new Date(startsAt))}–${format.format(new Date(endsAt))}`;
}

/** The event's length in whole minutes, as the session form takes it (1 to 1,440). */
export const lengthInMinutes = (startsAt: string, endsAt: string) =>
  Math.min(1440, Math.max(1, Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000)));
