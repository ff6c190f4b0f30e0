import { ProfilePage } from '@/client/features/profile/components/profile-page';

export { ProfilePage as Component };
