/** What other features may use of accreditation: setting the goal where the coach is. */
export { GoalDialog } from './components/goal-dialog';
