import { AuthTroubleshootPage } from '@/client/features/auth/components/diagnostics/link-diagnostics-page';

export { AuthTroubleshootPage as Component };
