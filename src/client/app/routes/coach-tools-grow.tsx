import { GrowPlannerPage } from '@/client/features/coach-tools/grow/grow-planner-page';

export { GrowPlannerPage as Component };
