import { DebugResetPage } from '@/client/features/auth/components/diagnostics/link-diagnostics-page';

export { DebugResetPage as Component };
