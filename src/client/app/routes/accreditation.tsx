import { AccreditationPage } from '@/client/features/accreditation/components/accreditation-page';

export { AccreditationPage as Component };
