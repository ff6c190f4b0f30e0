import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatHoursShort } from '@/shared/domain/hours';
import type { QuarterSupervision } from '@/shared/schemas/reports';
import { supervisionSummary } from '../chart-summaries';
import { quarterLabel } from '../report-labels';
import { ChartCard } from './chart-card';
import { axisTick, chartColors, chartDefaults, gridStroke, tooltipStyle } from './chart-theme';
import { DataTable } from './data-table';

export function SupervisionChart({ quarters }: { quarters: QuarterSupervision[] }) {
  const data = quarters.map((quarter) => ({ ...quarter, label: quarterLabel(quarter.quarter) }));
  const empty = quarters.length === 0;
  return (
    <ChartCard
      title="Supervision hours per quarter"
      summary={supervisionSummary(quarters)}
      chart={
        !empty && (
          <BarChart {...chartDefaults} data={data}>
            <CartesianGrid vertical={false} stroke={gridStroke} />
            <XAxis dataKey="label" tick={axisTick} tickLine={false} />
            <YAxis tick={axisTick} tickLine={false} axisLine={false} width={36} />
            <Tooltip {...tooltipStyle} formatter={(value) => formatHoursShort(Number(value))} />
            <Bar dataKey="hours" name="Hours" fill={chartColors.primary} isAnimationActive={false} />
          </BarChart>
        )
      }
      table={
        !empty && (
          <DataTable
            caption="Supervision hours per quarter"
            rows={quarters}
            rowKey={(quarter) => quarter.quarter}
            columns={[
              { header: 'Quarter', cell: (quarter) => quarterLabel(quarter.quarter) },
              { header: 'Hours', numeric: true, cell: (quarter) => formatHoursShort(quarter.hours) },
              { header: 'Sessions', numeric: true, cell: (quarter) => quarter.sessions.toLocaleString() },
            ]}
          />
        )
      }
    />
  );
}
