import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_OUTBOX_DIR } from './paths';

/** Where the e2e server writes its log (see playwright.config.ts). */
export const E2E_SERVER_LOG = path.join(E2E_DATA_DIR, 'server.log');

/** Every password the e2e specs type: a capitalised word, a digit, then Password or Logbook. */
const PASSWORD_PATTERN = /\b[A-Z][a-z]+[0-9](Password|Logbook)\b/;

/** Note texts the sessions spec saves: a coach's words about a client never reach the log. */
const NOTE_TEXTS = ['Explored three options for the next role.', 'These words must survive the refusal.'];

function tokensSentByEmail() {
  const tokens: string[] = [];
  for (const file of fs.existsSync(E2E_OUTBOX_DIR) ? fs.readdirSync(E2E_OUTBOX_DIR) : []) {
    const { text } = JSON.parse(fs.readFileSync(path.join(E2E_OUTBOX_DIR, file), 'utf8')) as { text: string };
    for (const match of text.matchAll(/[?&]token=([^&\s]+)/g)) tokens.push(decodeURIComponent(match[1]!));
  }
  return tokens;
}

/**
 * Runs after the e2e suite: the server's log of every journey (auth events included, at level
 * info) must never hold a password, an e-mailed token, a session cookie or a note's content.
 */
export default function checkLogSecrecy() {
  const log = fs.readFileSync(E2E_SERVER_LOG, 'utf8');
  const problems: string[] = [];
  if (PASSWORD_PATTERN.test(log)) problems.push(`a password: ${PASSWORD_PATTERN.exec(log)![0]}`);
  if (/session_token=/.test(log)) problems.push('a session cookie');
  const tokens = tokensSentByEmail();
  for (const token of tokens) if (log.includes(token)) problems.push(`the e-mailed token ${token.slice(0, 6)}…`);
  for (const note of NOTE_TEXTS) if (log.includes(note)) problems.push(`the note "${note}"`);
  if (problems.length > 0) {
    throw new Error(`The e2e server log (${E2E_SERVER_LOG}) holds what it must not:\n- ${problems.join('\n- ')}`);
  }
}
