import { ArrowLeft, CheckCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api-error';
import { formatDateTime } from '@/client/lib/dates';
import { supportIssueTypeLabels } from '@/shared/schemas/support';
import { useResolveSupportTicket, useSupportTicket } from '../api/support-tickets';
import { ContactFlag } from './contact-flag';
import { DeliveryStatus, ResolvedStatus } from './delivery-status';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

export function SupportTicketPage() {
  const { id = '' } = useParams();
  const query = useSupportTicket(id);
  const resolve = useResolveSupportTicket();

  async function markResolved() {
    try {
      await resolve.mutateAsync(id);
      toast.success('Success', { description: 'Ticket marked as resolved' });
    } catch {
      toast.error('Error', { description: 'Failed to update the ticket. Please try again.' });
    }
  }

  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="space-y-6">
      <Link to={paths.adminSupport} className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden="true" />
        Back to support tickets
      </Link>
      {query.isPending && <Spinner label="Loading support ticket..." />}
      {query.isError &&
        (notFound ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">Support ticket not found.</p>
        ) : (
          <ErrorPanel
            message="Failed to load the support ticket. Please try again."
            onRetry={() => void query.refetch()}
          />
        ))}
      {query.isSuccess && (
        <TicketDetail ticket={query.data.ticket} busy={resolve.isPending} onResolve={() => void markResolved()} />
      )}
    </div>
  );
}

function TicketDetail({
  ticket,
  busy,
  onResolve,
}: {
  ticket: NonNullable<ReturnType<typeof useSupportTicket>['data']>['ticket'];
  busy: boolean;
  onResolve: () => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">{ticket.summary}</h1>
          <div className="mt-2 flex flex-wrap gap-2">
            <ResolvedStatus ticket={ticket} />
          </div>
        </div>
        {!ticket.resolvedAt && (
          <Button onClick={onResolve} disabled={busy}>
            <CheckCheck aria-hidden="true" />
            {busy ? 'Saving...' : 'Mark resolved'}
          </Button>
        )}
      </div>
      <Card>
        <CardContent className="p-6">
          <dl className="grid gap-5 sm:grid-cols-2">
            <Detail term="From (contact address typed on the form)">
              <a href={`mailto:${ticket.email}`} className="break-all text-brand-700 hover:underline">
                {ticket.email}
              </a>
              <span className="block">
                <ContactFlag ticket={ticket} />
              </span>
            </Detail>
            <Detail term="Filed by account">
              <span className="block break-all">{ticket.filedBy.email}</span>
              <span className="block text-sm break-all text-slate-600">Account id {ticket.filedBy.id}</span>
            </Detail>
            <Detail term="Type">{supportIssueTypeLabels[ticket.issueType]}</Detail>
            <Detail term="Created">{formatDateTime(ticket.createdAt)}</Detail>
            {ticket.resolvedAt && <Detail term="Resolved">{formatDateTime(ticket.resolvedAt)}</Detail>}
            <Detail term="Jira">
              <DeliveryStatus ticket={ticket} showError />
              {ticket.deliveryStatus !== 'sent' && ticket.nextAttemptAt && ticket.attempts > 0 && (
                <span className="mt-1 block text-sm text-slate-600">
                  Next attempt {formatDateTime(ticket.nextAttemptAt)}
                </span>
              )}
            </Detail>
          </dl>
          <h2 className="mt-8 text-sm font-medium text-slate-600">Description</h2>
          <p className="mt-1 whitespace-pre-wrap text-slate-900">{ticket.description}</p>
        </CardContent>
      </Card>
    </>
  );
}
