import list from './common-passwords.json';
import { isMostlyContextWords } from './context-words';

/**
 * The 10,000 most common passwords (Mark Burnett's list, as published in SecLists), shipped with
 * the app so the check needs no network. Compared case-insensitively: "Password1" is as guessable
 * as "password1". Only the server holds the list; it would weigh too much in the sign-up page.
 */
const common = new Set(list.map((password) => password.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';

/** On the list, or little more than the product's own words (`context-words.ts`). */
export function isGuessablePassword(password: string) {
  return common.has(password.toLowerCase()) || isMostlyContextWords(password);
}
