import { AccountPage } from '@/client/features/account/components/account-page';

export { AccountPage as Component };
