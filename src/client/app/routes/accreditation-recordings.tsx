import { RecordingsPage } from '@/client/features/accreditation/records/components/recordings-page';

export { RecordingsPage as Component };
