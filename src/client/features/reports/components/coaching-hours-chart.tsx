import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatHoursShort } from '@/shared/domain/hours';
import type { MonthCoaching } from '@/shared/schemas/reports';
import { coachingHoursSummary } from '../chart-summaries';
import { monthLabel, shortMonthLabel } from '../report-labels';
import { ChartCard } from './chart-card';
import { axisTick, chartColors, chartDefaults, gridStroke, legendText, tooltipStyle } from './chart-theme';
import { DataTable } from './data-table';

const hoursValue = (value: unknown) => formatHoursShort(Number(value));

export function CoachingHoursChart({ months }: { months: MonthCoaching[] }) {
  const data = months.map((month) => ({ ...month, label: shortMonthLabel(month.month) }));
  return (
    <ChartCard
      title="Coaching hours per month"
      summary={coachingHoursSummary(months)}
      chart={
        <BarChart {...chartDefaults} data={data}>
          <CartesianGrid vertical={false} stroke={gridStroke} />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} />
          <YAxis tick={axisTick} tickLine={false} axisLine={false} width={36} />
          <Tooltip {...tooltipStyle} formatter={hoursValue} />
          <Legend formatter={legendText} />
          <Bar dataKey="paidHours" name="Paid" stackId="hours" fill={chartColors.primary} isAnimationActive={false} />
          <Bar
            dataKey="proBonoHours"
            name="Pro bono"
            stackId="hours"
            fill={chartColors.secondary}
            isAnimationActive={false}
          />
        </BarChart>
      }
      table={
        <DataTable
          caption="Coaching hours per month"
          rows={months}
          rowKey={(month) => month.month}
          columns={[
            { header: 'Month', cell: (month) => monthLabel(month.month) },
            { header: 'Paid hours', numeric: true, cell: (month) => formatHoursShort(month.paidHours) },
            { header: 'Pro bono hours', numeric: true, cell: (month) => formatHoursShort(month.proBonoHours) },
            { header: 'Total hours', numeric: true, cell: (month) => formatHoursShort(month.hours) },
          ]}
        />
      }
    />
  );
}
