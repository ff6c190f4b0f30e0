import { SupportTicketsPage } from '@/client/features/admin-support/components/support-tickets-page';

export { SupportTicketsPage as Component };
