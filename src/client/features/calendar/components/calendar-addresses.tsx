import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { formatDateTime } from '@/client/lib/dates';
import { CALENDAR_LIMITS, type CalendarAddress } from '@/shared/schemas/calendar';
import { useCalendarAddresses, useRefreshCalendarAddress, useRemoveCalendarAddress } from '../api/calendar';
import { CalendarAddressForm } from './calendar-address-form';

/** How an address is named on the page: its host and a masked tail, never the whole secret. */
export const maskedAddress = ({ host, tail }: Pick<CalendarAddress, 'host' | 'tail'>) => `${host}/…${tail}`;

function AddressStatus({ address }: { address: CalendarAddress }) {
  if (address.reading) return <p className="text-sm text-slate-600">Reading your calendar...</p>;
  if (address.failure) {
    return (
      <p className="text-sm text-red-700">
        Could not read it: {address.failure} Next try: {formatDateTime(address.nextReadAt)}.
      </p>
    );
  }
  if (address.lastReadAt) {
    return <p className="text-sm text-slate-600">Read {formatDateTime(address.lastReadAt)}. Read again every hour.</p>;
  }
  return null;
}

/** The calendar addresses the server reads every hour: each with its state, 'Refresh now' and 'Remove'. */
export function CalendarAddresses() {
  const addresses = useCalendarAddresses();
  const refresh = useRefreshCalendarAddress();
  const remove = useRemoveCalendarAddress();
  const [removing, setRemoving] = useState<CalendarAddress | null>(null);

  async function refreshNow(address: CalendarAddress) {
    try {
      await refresh.mutateAsync(address.id);
    } catch {
      toast.error('Error', { description: 'Could not refresh the calendar' });
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Calendar address removed');
      setRemoving(null);
    } catch {
      toast.error('Error', { description: 'Could not remove the calendar address' });
    }
  }

  return (
    <section aria-labelledby="calendar-addresses" className="space-y-3">
      <h3 id="calendar-addresses" className="text-base font-semibold text-slate-900">
        Calendar addresses
      </h3>
      <p className="text-sm text-slate-600">
        Saved once, your calendar is read every hour: the events of the last 30 days become sessions to log.
      </p>
      {addresses.isPending && <Spinner label="Loading your calendar addresses..." />}
      {addresses.isError && (
        <ErrorPanel message="Could not load your calendar addresses" onRetry={() => void addresses.refetch()} />
      )}
      {addresses.data && addresses.data.length > 0 && (
        <ul
          aria-label="Saved calendar addresses"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {addresses.data.map((address) => (
            <li key={address.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="font-medium break-all text-slate-900">{maskedAddress(address)}</p>
                <AddressStatus address={address} />
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={address.reading || refresh.isPending}
                  aria-label={`Refresh now: ${maskedAddress(address)}`}
                  onClick={() => void refreshNow(address)}
                >
                  Refresh now
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${maskedAddress(address)}`}
                  onClick={() => setRemoving(address)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {addresses.data &&
        (addresses.data.length < CALENDAR_LIMITS.addresses ? (
          <CalendarAddressForm />
        ) : (
          <p className="text-sm text-slate-600">
            You keep {CALENDAR_LIMITS.addresses} calendar addresses, the most one account can. Remove one to add
            another.
          </p>
        ))}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this calendar address?"
        description="Its sessions waiting to be logged are removed too. Sessions you have logged stay in your logbook."
        confirmLabel="Remove address"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </section>
  );
}
