import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Pagination } from '@/client/components/ui/pagination';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { useKeepPageInRange, usePageParam } from '@/client/lib/use-page-param';
import { useSupportTickets } from '../api/support-tickets';
import { SupportTicketsTable } from './support-tickets-table';

export function SupportTicketsPage() {
  const [page, setPage] = usePageParam();
  const tickets = useSupportTickets(page);
  useKeepPageInRange(page, tickets.data, setPage);

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
      {tickets.isSuccess && tickets.data.total === 0 && <EmptyPanel>No support tickets yet.</EmptyPanel>}
      {tickets.isSuccess && tickets.data.total > 0 && (
        <>
          <SupportTicketsTable tickets={tickets.data.items} />
          <Pagination of={tickets.data} noun="tickets" onPage={setPage} />
        </>
      )}
    </div>
  );
}
