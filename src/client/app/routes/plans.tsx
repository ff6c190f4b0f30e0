import { PlansPage } from '@/client/features/billing/components/plans-page';

export { PlansPage as Component };
