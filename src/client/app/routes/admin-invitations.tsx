import { InvitationsPage } from '@/client/features/admin/components/invitations/invitations-page';

export { InvitationsPage as Component };
