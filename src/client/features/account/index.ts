/** What other features use of the account: the password step that confirms who is at the keyboard. */
export { PasswordStep } from './components/password-step';
