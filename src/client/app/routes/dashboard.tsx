import { DashboardPage } from '@/client/features/dashboard/components/dashboard-page';

export { DashboardPage as Component };
