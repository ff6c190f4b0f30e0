import { useSyncExternalStore } from 'react';
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from 'recharts';
import { chartColors, legendText, tooltipStyle } from '@/client/features/reports';
import { WHEEL_MAX_SCORE } from '@/shared/schemas/wheel-of-life';

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

/** On a phone the area names are cut short so that none runs off the edge; the table has them in full. */
const shortName = (name: string, max: number) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/** Loaded on its own (React.lazy), so Recharts stays out of the page's first download. */
export default function WheelRadarChart({ areas, series }: WheelRadarChartProps) {
  const narrow = useSyncExternalStore(subscribe, isNarrow);
  const data = areas.map((area, index) => ({
    area: narrow ? shortName(area, 12) : area,
    ...Object.fromEntries(series.map((item, seriesIndex) => [`s${seriesIndex}`, item.scores[index]])),
  }));
  return (
    <RadarChart
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      data={data}
      outerRadius={narrow ? '58%' : '70%'}
      margin={{ top: 8, right: 24, bottom: 8, left: 24 }}
    >
      <PolarGrid stroke="#cbd5e1" />
      <PolarAngleAxis dataKey="area" tick={{ fill: '#334155', fontSize: narrow ? 11 : 12 }} />
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
