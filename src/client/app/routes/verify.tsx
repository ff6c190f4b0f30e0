import { VerifyPage } from '@/client/features/auth/components/verify-page';

export { VerifyPage as Component };
