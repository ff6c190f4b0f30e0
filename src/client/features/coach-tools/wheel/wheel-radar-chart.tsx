import { useSyncExternalStore } from 'react';
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from 'recharts';
import { chartColors, legendText, tooltipStyle } from '@/client/features/reports';
import { WHEEL_MAX_SCORE } from '@/shared/schemas/wheel-of-life';
import { wrapLabel } from './wrap-label';

export interface WheelSeries {
  /** The label in the legend, e.g. the wheel's date. */
  label: string;
  scores: number[];
}

interface WheelRadarChartProps {
  areas: string[];
  series: WheelSeries[];
}

const colours = [chartColors.primary, chartColors.secondary];

const NARROW = '(max-width: 640px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW).matches;

interface TickProps {
  x?: number | string;
  y?: number | string;
  cy?: number;
  textAnchor?: 'inherit' | 'start' | 'middle' | 'end';
  payload?: { value?: string };
}

/**
 * An area's name on as many lines as it needs: above the centre the lines grow upwards, below it
 * downwards, so no name is cut short or runs into the wheel.
 */
function WrappedTick({
  x,
  y,
  cy = 0,
  textAnchor,
  payload,
  maxChars,
  fontSize,
}: TickProps & { maxChars: number; fontSize: number }) {
  const left = Number(x);
  const top = Number(y);
  const lines = wrapLabel(String(payload?.value ?? ''), maxChars);
  const lineHeight = fontSize * 1.15;
  const above = top < cy - 1;
  const below = top > cy + 1;
  const firstLine = above
    ? -(lines.length - 1) * lineHeight
    : below
      ? fontSize * 0.8
      : (-(lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  return (
    <text x={left} y={top} textAnchor={textAnchor} fill="#334155" fontSize={fontSize}>
      {lines.map((line, index) => (
        <tspan key={line} x={left} dy={index === 0 ? firstLine : lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** Loaded on its own (React.lazy), so Recharts stays out of the page's first download. */
export default function WheelRadarChart({ areas, series }: WheelRadarChartProps) {
  const narrow = useSyncExternalStore(subscribe, isNarrow);
  const data = areas.map((area, index) => ({
    area,
    ...Object.fromEntries(series.map((item, seriesIndex) => [`s${seriesIndex}`, item.scores[index]])),
  }));
  return (
    <RadarChart
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      data={data}
      outerRadius={narrow ? '66%' : '70%'}
      margin={narrow ? { top: 24, right: 4, bottom: 24, left: 4 } : { top: 16, right: 24, bottom: 16, left: 24 }}
    >
      <PolarGrid stroke="#cbd5e1" />
      <PolarAngleAxis
        dataKey="area"
        tick={(props: TickProps) => <WrappedTick {...props} maxChars={narrow ? 10 : 16} fontSize={narrow ? 11 : 12} />}
      />
      <PolarRadiusAxis
        domain={[0, WHEEL_MAX_SCORE]}
        tickCount={6}
        angle={90}
        tick={{ fill: '#64748b', fontSize: 10 }}
        axisLine={false}
      />
      {series.map((item, index) => (
        <Radar
          key={item.label}
          name={item.label}
          dataKey={`s${index}`}
          stroke={colours[index]}
          fill={colours[index]}
          fillOpacity={index === 0 ? 0.35 : 0.2}
          strokeWidth={2}
          isAnimationActive={false}
        />
      ))}
      <Tooltip {...tooltipStyle} />
      {series.length > 1 && <Legend formatter={legendText} />}
    </RadarChart>
  );
}
