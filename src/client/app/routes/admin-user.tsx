import { UserDetailPage } from '@/client/features/admin/components/user-detail/user-detail-page';

export { UserDetailPage as Component };
