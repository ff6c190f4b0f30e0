import { SupervisionPage } from '@/client/features/supervision/components/supervision-page';

export { SupervisionPage as Component };
