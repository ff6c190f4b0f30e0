import { UsersPage } from '@/client/features/admin/components/users/users-page';

export { UsersPage as Component };
