import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useClientsForFilter } from '@/client/features/clients';
import type { SessionsFilter } from '../api/coaching-sessions';

interface SessionFiltersProps {
  filter: SessionsFilter;
  onChange: (next: Partial<SessionsFilter>) => void;
}

export function SessionFilters({ filter, onChange }: SessionFiltersProps) {
  // Archived clients' sessions stay in the log, so the filter lists every client.
  const clients = useClientsForFilter();
  const active = Boolean(filter.clientId || filter.from || filter.to);
  return (
    <section
      aria-label="Filter sessions"
      className="grid items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <FormField label="Client">
        <Select
          value={filter.clientId ?? ''}
          onChange={(event) => onChange({ clientId: event.target.value || undefined })}
        >
          <option value="">All clients</option>
          {(clients.data ?? []).map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="From">
        <Input
          type="date"
          value={filter.from ?? ''}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
      </FormField>
      <FormField label="To">
        <Input
          type="date"
          value={filter.to ?? ''}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </FormField>
      <Button
        variant="secondary"
        disabled={!active}
        onClick={() => onChange({ clientId: undefined, from: undefined, to: undefined })}
      >
        Clear filters
      </Button>
    </section>
  );
}
