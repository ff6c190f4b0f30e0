/**
 * The product's palette and nothing else: teal for the main series, amber beside it, apart in
 * lightness too, and the legend and the table name them.
 */
export const chartColors = {
  primary: '#0f766e',
  secondary: '#f59e0b',
} as const;

export const axisTick = { fill: '#475569', fontSize: 12 } as const;

export const gridStroke = '#e2e8f0';

/** The chart sizes itself from its box; the screen reader gets the sentence and the table instead. */
export const chartDefaults = {
  responsive: true,
  accessibilityLayer: false,
  style: { width: '100%', height: '100%' },
  margin: { top: 8, right: 8, bottom: 0, left: 0 },
  // A period with one or two months would otherwise draw bars as wide as the card.
  maxBarSize: 56,
} as const;

/** Tooltip values in the page's text colour too: amber on white is not legible. */
export const tooltipStyle = { itemStyle: { color: '#0f172a' }, labelStyle: { color: '#0f172a' } } as const;

/** Legend text in the page's text colour rather than the series colour, which can be too light to read. */
export const legendText = (value: string) => <span className="text-sm text-slate-700">{value}</span>;
