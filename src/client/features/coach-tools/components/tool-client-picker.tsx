import { Link, useSearchParams } from 'react-router';
import { FormField } from '@/client/components/ui/form-field';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Select } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { useClientsForFilter } from '@/client/features/clients';

/** The client whose tools are on screen, read from and written to the address (?client=). */
export function useToolClient() {
  const [params, setParams] = useSearchParams();
  const clientId = params.get('client') ?? '';
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams();
        if (id) next.set('client', id);
        // Anything chosen for the previous client (a plan, a date) does not apply to the next one.
        if (current.get('client') === id) return current;
        return next;
      },
      { replace: true },
    );
  return { clientId, choose };
}

/** Every client, archived ones too: a coach may look back at a former client's wheel or plans. */
export function ToolClientPicker({ clientId, onChange }: { clientId: string; onChange: (id: string) => void }) {
  const clients = useClientsForFilter();
  if (clients.isPending) return <Spinner label="Loading clients..." />;
  if (clients.isError) return <ErrorPanel message="Could not load clients" onRetry={() => void clients.refetch()} />;
  if (clients.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        The tools are kept per client.{' '}
        <Link to={paths.clients} className="font-medium text-brand-700 underline">
          Add a client
        </Link>{' '}
        to start.
      </p>
    );
  }
  return (
    <div className="max-w-sm print:hidden">
      <FormField label="Client">
        <Select value={clientId} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose a client</option>
          {clients.data.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
              {client.status === 'archived' ? ' (archived)' : ''}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
