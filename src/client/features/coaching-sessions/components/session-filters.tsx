import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { DateFilter } from '@/client/components/ui/date-filter';
import { FilterChips, type FilterChip } from '@/client/components/ui/filter-chips';
import { FormField } from '@/client/components/ui/form-field';
import { Select } from '@/client/components/ui/select';
import { useClientsForFilter } from '@/client/features/clients';
import { cn } from '@/client/lib/cn';
import { formatShortDate } from '@/client/lib/dates';
import {
  paymentLabels,
  paymentTypes,
  sessionTypeLabels,
  sessionTypes,
  type PaymentType,
  type SessionType,
} from '@/shared/schemas/coaching-sessions';
import { isFiltered, type SessionsFilter } from '../api/coaching-sessions';

interface SessionFiltersProps {
  filter: SessionsFilter;
  onChange: (next: Partial<SessionsFilter>) => void;
}

/** The filters applied, as chips: each says what it keeps and removes itself. */
function chipsOf(
  filter: SessionsFilter,
  clientName: string | undefined,
  onChange: (next: Partial<SessionsFilter>) => void,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filter.clientId && clientName) {
    chips.push({ key: 'client', label: `Client: ${clientName}`, onRemove: () => onChange({ clientId: undefined }) });
  }
  if (filter.from) {
    chips.push({
      key: 'from',
      label: `From ${formatShortDate(filter.from)}`,
      onRemove: () => onChange({ from: undefined }),
    });
  }
  if (filter.to) {
    chips.push({ key: 'to', label: `To ${formatShortDate(filter.to)}`, onRemove: () => onChange({ to: undefined }) });
  }
  if (filter.payment) {
    const label = `Payment: ${paymentLabels[filter.payment]}`;
    chips.push({ key: 'payment', label, onRemove: () => onChange({ payment: undefined }) });
  }
  if (filter.sessionType) {
    const label = `Type: ${sessionTypeLabels[filter.sessionType]}`;
    chips.push({ key: 'type', label, onRemove: () => onChange({ sessionType: undefined }) });
  }
  return chips;
}

export function SessionFilters({ filter, onChange }: SessionFiltersProps) {
  // Archived clients' sessions stay in the log, so the filter lists every client.
  const clients = useClientsForFilter();
  const clientName = clients.data?.find((client) => client.id === filter.clientId)?.name;
  const active = isFiltered(filter);
  const count = [filter.clientId, filter.from, filter.to, filter.payment, filter.sessionType].filter(Boolean).length;
  // On a phone the filters wait behind one button, so the sessions start near the top of the screen.
  const [shown, setShown] = useState(false);
  const sectionId = useId();
  return (
    <>
      <Button
        variant="secondary"
        className="md:hidden"
        aria-expanded={shown}
        aria-controls={sectionId}
        onClick={() => setShown((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filter
        {count > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{count}</span>}
      </Button>
      <section
        id={sectionId}
        aria-label="Filter sessions"
        className={cn(
          'items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 md:grid md:grid-cols-3 xl:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]',
          shown ? 'grid' : 'hidden',
        )}
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
        <DateFilter label="From" value={filter.from} onApply={(from) => onChange({ from })} />
        <DateFilter label="To" value={filter.to} onApply={(to) => onChange({ to })} />
        <FormField label="Payment">
          <Select
            value={filter.payment ?? ''}
            onChange={(event) => onChange({ payment: (event.target.value || undefined) as PaymentType | undefined })}
          >
            <option value="">Paid and pro bono</option>
            {paymentTypes.map((payment) => (
              <option key={payment} value={payment}>
                {paymentLabels[payment]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Type">
          <Select
            value={filter.sessionType ?? ''}
            onChange={(event) =>
              onChange({ sessionType: (event.target.value || undefined) as SessionType | undefined })
            }
          >
            <option value="">All types</option>
            {sessionTypes.map((type) => (
              <option key={type} value={type}>
                {sessionTypeLabels[type]}
              </option>
            ))}
          </Select>
        </FormField>
        <Button
          variant="secondary"
          disabled={!active}
          onClick={() =>
            onChange({
              clientId: undefined,
              from: undefined,
              to: undefined,
              payment: undefined,
              sessionType: undefined,
            })
          }
        >
          Clear filters
        </Button>
      </section>
      <FilterChips chips={chipsOf(filter, clientName, onChange)} />
    </>
  );
}
