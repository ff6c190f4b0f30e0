import { ReportsPage } from '@/client/features/reports/components/reports-page';

export { ReportsPage as Component };
