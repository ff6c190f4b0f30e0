import { formatDecimal } from '../decimal';

/** Figures never show more than the coach has: 74.983 paid hours is '74.98', never '75.0'. */
export function formatFigure(value: number, minDecimals = 1) {
  const floored = Math.floor(value * 100 + 1e-9) / 100;
  const text = floored.toFixed(2).replace(/0$/, '');
  return minDecimals === 0 ? text.replace(/\.0$/, '') : text;
}

/** What is missing never shows less than is needed: 0.017 more hours is '0.02'; 4.0 is '4'. */
export function formatMissing(value: number) {
  const ceiled = Math.ceil(value * 100 - 1e-9) / 100;
  return ceiled.toFixed(2).replace(/\.?0+$/, '');
}

export function plural(count: number, one: string, many: string) {
  return count === 1 ? one : many;
}

/** 'X of Y unit', the one shape every figure takes. */
export function ofTarget(value: string, target: number, unit: string) {
  return `${value} of ${formatDecimal(target, 0)} ${unit}`;
}
