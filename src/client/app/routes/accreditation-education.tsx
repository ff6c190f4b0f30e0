import { EducationPage } from '@/client/features/accreditation/records/components/education-page';

export { EducationPage as Component };
