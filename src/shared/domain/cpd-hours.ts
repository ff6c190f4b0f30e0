import { formatDecimal } from './decimal';

/** CPD hours with two decimals: ICF counts quarter hours, which one decimal would round away. */
export function formatCpdHours(hours: number) {
  return formatDecimal(hours, 2);
}
