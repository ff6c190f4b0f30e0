export { users } from './users';
export { authSessions } from './auth-sessions';
export { authAccounts } from './auth-accounts';
export { authVerifications } from './auth-verifications';
export { rateLimits } from './rate-limits';
export { clients } from './clients';
