import { SessionsPage } from '@/client/features/coaching-sessions/components/sessions-page';

export { SessionsPage as Component };
