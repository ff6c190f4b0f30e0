import { ClientPage } from '@/client/features/client-page/components/client-page';

export { ClientPage as Component };
