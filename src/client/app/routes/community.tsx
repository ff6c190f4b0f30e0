import { CommunityPage } from '@/client/features/community/components/community-page';

export { CommunityPage as Component };
