import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors, chartDefaults, gridStroke, tooltipStyle } from '@/client/features/reports';
import { formatHoursShort } from '@/shared/domain/hours';
import { monthName, type MonthHours } from '@/shared/domain/month-change';

/** The bars alone (Recharts is loaded with this file, after the dashboard's figures are on screen). */
export default function HoursByMonthChart({ months }: { months: readonly MonthHours[] }) {
  const data = months.map((month) => ({ ...month, label: monthName(month.month, true) }));
  return (
    <BarChart {...chartDefaults} data={data}>
      <CartesianGrid vertical={false} stroke={gridStroke} />
      <XAxis dataKey="label" tick={axisTick} tickLine={false} interval="preserveStartEnd" />
      <YAxis tick={axisTick} tickLine={false} axisLine={false} width={32} allowDecimals={false} />
      <Tooltip {...tooltipStyle} formatter={(value) => formatHoursShort(Number(value))} />
      <Bar dataKey="hours" name="Coaching hours" fill={chartColors.primary} isAnimationActive={false} />
    </BarChart>
  );
}
