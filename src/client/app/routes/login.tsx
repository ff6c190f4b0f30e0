import { LoginPage } from '@/client/features/auth/components/login-page';

export { LoginPage as Component };
