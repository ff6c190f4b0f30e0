/** What other features may use of the profile: the coach's own details. */
export { useProfile } from './api/profile';
