import { MentorCoachingPage } from '@/client/features/accreditation/records/components/mentor-coaching-page';

export { MentorCoachingPage as Component };
