export { ReauthPrompt } from './components/reauth-prompt';
