/** What other features use of coaching sessions: logging one, and reading a client's sessions. */
export { useSessions } from './api/coaching-sessions';
export { LogSessionDialog } from './components/log-session-dialog';
export { SessionFormDialog } from './components/session-form-dialog';
export { describeType, SummaryBadge } from './components/sessions-table';
export type { SessionDefaults } from './session-defaults';
