/** What other features may use of auth: session hooks and shared form pieces. */
export { useMe, meQueryOptions } from './api/me';
export { forgetSignedInData, useSignOut } from './api/sign-out';
export { PasswordRules } from './components/password-rules';
export { AuthCard } from './components/auth-card';
export type { LoginState } from './components/login-page';
