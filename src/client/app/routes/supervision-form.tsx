import { SupervisionPage } from '@/client/features/supervision/components/supervision-page';

// The spec's /supervision/new and /supervision/edit/{id}: the list with the form's dialog open.
export { SupervisionPage as Component };
