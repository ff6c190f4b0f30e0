import { SupportPage } from '@/client/features/support/components/support-page';

export { SupportPage as Component };
