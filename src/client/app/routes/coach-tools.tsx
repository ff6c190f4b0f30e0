import { CoachToolsLayout } from '@/client/features/coach-tools/components/coach-tools-layout';

export { CoachToolsLayout as Component };
