import { SessionDetailPage } from '@/client/features/coaching-sessions/components/session-detail-page';

export { SessionDetailPage as Component };
