import { AdminHomePage } from '@/client/features/admin/components/overview/admin-home-page';

export { AdminHomePage as Component };
