import { SignupPage } from '@/client/features/auth/components/signup-page';

export { SignupPage as Component };
