import { ResetPasswordPage } from '@/client/features/auth/components/reset/reset-password-page';

export { ResetPasswordPage as Component };
