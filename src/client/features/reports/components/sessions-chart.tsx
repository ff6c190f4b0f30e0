import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthCoaching } from '@/shared/schemas/reports';
import { sessionsSummary } from '../chart-summaries';
import { monthLabel, shortMonthLabel } from '../report-labels';
import { ChartCard } from './chart-card';
import { axisTick, chartColors, chartDefaults, gridStroke, tooltipStyle } from './chart-theme';
import { DataTable } from './data-table';

export function SessionsChart({ months }: { months: MonthCoaching[] }) {
  const data = months.map((month) => ({ ...month, label: shortMonthLabel(month.month) }));
  return (
    <ChartCard
      title="Sessions per month"
      summary={sessionsSummary(months)}
      chart={
        <BarChart {...chartDefaults} data={data}>
          <CartesianGrid vertical={false} stroke={gridStroke} />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} />
          <YAxis tick={axisTick} tickLine={false} axisLine={false} width={36} allowDecimals={false} />
          <Tooltip {...tooltipStyle} />
          <Bar dataKey="sessions" name="Sessions" fill={chartColors.primary} isAnimationActive={false} />
        </BarChart>
      }
      table={
        <DataTable
          caption="Sessions per month"
          rows={months}
          rowKey={(month) => month.month}
          columns={[
            { header: 'Month', cell: (month) => monthLabel(month.month) },
            { header: 'Sessions', numeric: true, cell: (month) => month.sessions.toLocaleString() },
          ]}
        />
      }
    />
  );
}
