/** What other features use of the coach tools: a client's wheels and plans, and where the tools live. */
export { useGrowPlans } from './api/grow-plans';
export { useWheelAssessments } from './api/wheel-assessments';
export { coachToolPaths } from './coach-tool-paths';
