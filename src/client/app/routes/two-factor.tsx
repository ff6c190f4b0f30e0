import { TwoFactorPage } from '@/client/features/auth/components/two-factor-page';

export { TwoFactorPage as Component };
