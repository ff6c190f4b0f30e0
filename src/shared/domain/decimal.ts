/**
 * `value` with `digits` decimals and commas between thousands, as `toLocaleString('en-GB', …)`
 * writes it. Written out because the first Intl formatter a page builds loads the locale's number
 * data: about 100 ms of a slow phone's main thread when the dashboard draws its first figure.
 */
export function formatDecimal(value: number, digits: number) {
  // Rounds the decimal the number prints as, half away from zero, as Intl does: 0.95 gives 1.0,
  // where toFixed, working on the binary value 0.9499…, gives 0.9.
  const shown = String(Math.abs(value));
  const scaled = shown.includes('e')
    ? Math.round(Math.abs(value) * 10 ** digits)
    : Math.round(Number(`${shown}e${digits}`));
  const text = String(scaled).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${value < 0 ? '-' : ''}${whole}${fraction}`;
}

/** A count or a limit as en-GB writes it ('1,000'), without building an Intl formatter. */
export const formatWholeNumber = (value: number) => formatDecimal(value, 0);
