import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatHoursShort } from '@/shared/domain/hours';
import { cpdCategoryLabels } from '@/shared/schemas/cpd';
import type { YearCpd } from '@/shared/schemas/reports';
import { cpdSummary } from '../chart-summaries';
import { ChartCard } from './chart-card';
import { axisTick, chartColors, chartDefaults, gridStroke, legendText, tooltipStyle } from './chart-theme';
import { DataTable } from './data-table';

export function CpdChart({ years }: { years: YearCpd[] }) {
  const data = years.map((year) => ({ ...year, label: String(year.year) }));
  const empty = years.length === 0;
  return (
    <ChartCard
      title="CPD hours per year by category"
      summary={cpdSummary(years)}
      chart={
        !empty && (
          <BarChart {...chartDefaults} data={data}>
            <CartesianGrid vertical={false} stroke={gridStroke} />
            <XAxis dataKey="label" tick={axisTick} tickLine={false} />
            <YAxis tick={axisTick} tickLine={false} axisLine={false} width={36} />
            <Tooltip {...tooltipStyle} formatter={(value) => formatHoursShort(Number(value))} />
            <Legend formatter={legendText} />
            <Bar
              dataKey="coreCompetencies"
              name={cpdCategoryLabels.core_competencies}
              stackId="cpd"
              fill={chartColors.primary}
              isAnimationActive={false}
            />
            <Bar
              dataKey="resourceDevelopment"
              name={cpdCategoryLabels.resource_development}
              stackId="cpd"
              fill={chartColors.secondary}
              isAnimationActive={false}
            />
          </BarChart>
        )
      }
      table={
        !empty && (
          <DataTable
            caption="CPD hours per year by category"
            rows={years}
            rowKey={(year) => String(year.year)}
            columns={[
              { header: 'Year', cell: (year) => year.year },
              { header: 'Core Competencies', numeric: true, cell: (year) => formatHoursShort(year.coreCompetencies) },
              {
                header: 'Resource Development',
                numeric: true,
                cell: (year) => formatHoursShort(year.resourceDevelopment),
              },
              { header: 'Total', numeric: true, cell: (year) => formatHoursShort(year.total) },
            ]}
          />
        )
      }
    />
  );
}
