import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { useSupportTickets } from '../api/support-tickets';
import { SupportTicketsTable } from './support-tickets-table';

export function SupportTicketsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const tickets = useSupportTickets(page);
  const pageCount = tickets.data ? Math.max(1, Math.ceil(tickets.data.total / tickets.data.pageSize)) : 1;
  const goTo = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });

  return (
    <div className="space-y-6">
      <Link to={paths.admin} className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Link>
      <PageHeader title="Support Tickets" description="Tickets from coaches, newest first." />
      {tickets.isPending && <Spinner label="Loading support tickets..." />}
      {tickets.isError && (
        <ErrorPanel
          message="Failed to load support tickets. Please try again."
          onRetry={() => void tickets.refetch()}
        />
      )}
      {tickets.isSuccess && tickets.data.tickets.length === 0 && <EmptyPanel>No support tickets yet.</EmptyPanel>}
      {tickets.isSuccess && tickets.data.tickets.length > 0 && (
        <>
          <SupportTicketsTable tickets={tickets.data.tickets} />
          {pageCount > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm text-slate-700">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pageCount}
              </span>
              <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => goTo(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
