import { SupportTicketPage } from '@/client/features/admin-support/components/support-ticket-page';

export { SupportTicketPage as Component };
