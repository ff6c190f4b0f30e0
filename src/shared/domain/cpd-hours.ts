/** CPD hours with two decimals: ICF counts quarter hours, which one decimal would round away. */
export function formatCpdHours(hours: number) {
  return hours.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
