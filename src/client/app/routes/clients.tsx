import { ClientsPage } from '@/client/features/clients/components/clients-page';

export { ClientsPage as Component };
