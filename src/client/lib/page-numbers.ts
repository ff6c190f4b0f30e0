export type PageSlot = number | 'gap';

/**
 * The page buttons to show: the first and last page, the current one and its neighbours, and a
 * gap where pages are left out. A gap of one page shows that page instead, so the row never
 * reads '1 … 3'. At most 7 slots, whatever the number of pages, so the row fits a phone.
 */
export function pageNumbers(page: number, count: number): PageSlot[] {
  const current = Math.min(Math.max(1, page), Math.max(1, count));
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  // The window of neighbours, kept clear of the first and last page so the row stays 7 long.
  const start = Math.max(2, Math.min(current - 1, count - 4));
  const end = Math.min(count - 1, Math.max(current + 1, 5));
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push(start === 3 ? 2 : 'gap');
  for (let number = start; number <= end; number += 1) slots.push(number);
  if (end < count - 1) slots.push(end === count - 2 ? count - 1 : 'gap');
  slots.push(count);
  return slots;
}
