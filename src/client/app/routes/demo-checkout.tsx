import { DemoCheckoutPage } from '@/client/features/billing/components/demo-checkout-page';

export { DemoCheckoutPage as Component };
