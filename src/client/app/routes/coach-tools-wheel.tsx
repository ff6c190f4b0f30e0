import { WheelOfLifePage } from '@/client/features/coach-tools/wheel/wheel-of-life-page';

export { WheelOfLifePage as Component };
