/** A date in the user's locale, or the screen's word for none ('N/A', 'Never'). */
export const localDate = (iso: string | null, none: string) => (iso ? new Date(iso).toLocaleDateString() : none);

/** The end of a chosen calendar day where the admin is, as the instant the server stores. */
export function endOfLocalDay(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!, 23, 59, 59, 999).toISOString();
}

/** The local calendar date (YYYY-MM-DD) of an instant, for a date input. */
export function localDateInput(iso: string | null) {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
