import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import type { Client } from '@/shared/schemas/clients';

interface ClientsListProps {
  clients: Client[];
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}

function Actions({ client, onEdit, onDelete }: { client: Client } & Omit<ClientsListProps, 'clients'>) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={() => onEdit(client)}>
        <Pencil aria-hidden="true" />
        <span className="sr-only">Edit {client.name}</span>
      </Button>
      <Button variant="ghost" size="icon" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(client)}>
        <Trash2 aria-hidden="true" />
        <span className="sr-only">Delete {client.name}</span>
      </Button>
    </div>
  );
}

/** A table on wide screens, cards under 768 px. */
export function ClientsList({ clients, onEdit, onDelete }: ClientsListProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Email
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Phone
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Notes
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {clients.map((client) => (
              <tr key={client.id}>
                <td className="px-4 py-3 font-medium text-slate-900">{client.name}</td>
                <td className="px-4 py-3 text-slate-700">{client.email ?? '-'}</td>
                <td className="px-4 py-3 text-slate-700">{client.phone ?? '-'}</td>
                <td className="max-w-xs truncate px-4 py-3 text-slate-700">{client.notes ?? '-'}</td>
                <td className="px-4 py-2">
                  <Actions client={client} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {clients.map((client) => (
          <li key={client.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{client.name}</p>
                {client.email && <p className="truncate text-sm text-slate-700">{client.email}</p>}
                {client.phone && <p className="text-sm text-slate-700">{client.phone}</p>}
              </div>
              <Actions client={client} onEdit={onEdit} onDelete={onDelete} />
            </div>
            {client.notes && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{client.notes}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
