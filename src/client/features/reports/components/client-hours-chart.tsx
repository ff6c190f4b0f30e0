import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatHoursShort } from '@/shared/domain/hours';
import type { ClientHours } from '@/shared/schemas/reports';
import { clientHoursSummary } from '../chart-summaries';
import { ChartCard } from './chart-card';
import { axisTick, chartColors, chartDefaults, gridStroke, tooltipStyle } from './chart-theme';
import { DataTable } from './data-table';

const NAME_LENGTH = 15;
const shortName = (name: string) => (name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name);

/** A name on one line, cut short: Recharts would otherwise wrap a long one over its neighbours. */
function NameTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fill={axisTick.fill} fontSize={axisTick.fontSize}>
      {shortName(String(payload?.value ?? ''))}
    </text>
  );
}

export function ClientHoursChart({ clients, clientsCoached }: { clients: ClientHours[]; clientsCoached: number }) {
  return (
    <ChartCard
      title="Hours per client (top 10)"
      summary={clientHoursSummary(clients, clientsCoached)}
      chart={
        <BarChart {...chartDefaults} data={clients} layout="vertical">
          <CartesianGrid horizontal={false} stroke={gridStroke} />
          <XAxis type="number" tick={axisTick} tickLine={false} />
          <YAxis type="category" dataKey="name" tick={NameTick} tickLine={false} width={132} interval={0} />
          <Tooltip {...tooltipStyle} formatter={(value) => formatHoursShort(Number(value))} />
          <Bar dataKey="hours" name="Hours" fill={chartColors.primary} isAnimationActive={false} />
        </BarChart>
      }
      table={
        <DataTable
          caption="Hours per client (top 10)"
          rows={clients}
          rowKey={(client) => client.clientId}
          columns={[
            { header: 'Client', cell: (client) => client.name },
            { header: 'Hours', numeric: true, cell: (client) => formatHoursShort(client.hours) },
            { header: 'Sessions', numeric: true, cell: (client) => client.sessions.toLocaleString() },
          ]}
        />
      }
    />
  );
}
