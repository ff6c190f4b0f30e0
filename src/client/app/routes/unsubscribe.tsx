import { UnsubscribePage } from '@/client/features/weekly-summary/components/unsubscribe-page';

export { UnsubscribePage as Component };
