import { AccreditationPrintPage } from '@/client/features/accreditation/components/print-page';

export { AccreditationPrintPage as Component };
