export { useDateSense } from './date-sense';
