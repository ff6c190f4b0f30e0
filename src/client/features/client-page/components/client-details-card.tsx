import type { ReactNode } from 'react';
import { Card } from '@/client/components/ui/card';
import { formatLongDate } from '@/client/lib/dates';
import type { ClientOverview } from '@/shared/schemas/clients';
import { clientFigures } from '../client-figures';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Who the client is, what the ICF log may show of them, and their figures. */
export function ClientDetailsCard({ overview }: { overview: ClientOverview }) {
  const { client, totals } = overview;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-5">
        <h2 className="font-semibold text-slate-900">Details</h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <Detail label="Organisation">{client.organisation ?? '-'}</Detail>
          <Detail label="Email">{client.email ?? '-'}</Detail>
          <Detail label="Phone">{client.phone ?? '-'}</Detail>
          {/* The date the coach set, else the first session's; never the record's (issue 29 §3). */}
          <Detail label="Client since">
            {client.clientSince
              ? formatLongDate(client.clientSince)
              : totals.firstDate
                ? formatLongDate(totals.firstDate)
                : 'No sessions yet'}
          </Detail>
          <Detail label="Export consent">
            {client.includeInExports ? 'Included in exports' : 'Not included in exports'}
          </Detail>
          <Detail label="Alias">{client.exportAlias ?? '-'}</Detail>
        </dl>
        {client.notes && (
          <>
            <h3 className="mt-4 text-sm text-slate-600">Notes</h3>
            <p className="mt-1 whitespace-pre-line text-slate-900">{client.notes}</p>
          </>
        )}
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold text-slate-900">Coaching so far</h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {clientFigures(overview).map(({ label, value }) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {totals.firstDate && totals.lastDate && (
          <p className="mt-4 text-sm text-slate-700">
            From {formatLongDate(totals.firstDate)} to {formatLongDate(totals.lastDate)}
          </p>
        )}
      </Card>
    </div>
  );
}
