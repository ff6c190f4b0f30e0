import { CredentialsPage } from '@/client/features/accreditation/records/components/credentials-page';

export { CredentialsPage as Component };
