import { FeedbackPage } from '@/client/features/accreditation/records/components/feedback-page';

export { FeedbackPage as Component };
