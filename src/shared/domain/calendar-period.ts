/** The period a calendar is read for by default (issue 27): the last 30 days, up to today. */
export function lastThirtyDays(today: string) {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}
