import { SupervisionFormPage } from '@/client/features/supervision/components/supervision-form-page';

export { SupervisionFormPage as Component };
