// Loaded only by the captcha field (sign-up, password-reset request and link diagnostics), never
// by /login: the widget is ~30 KB gzip. The "external" build keeps the proof-of-work worker in a
// file of our own, which the Content-Security-Policy (worker-src 'self') allows.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** Defines <altcha-widget> and its one algorithm (a function: package.json marks modules pure). */
export function registerAltcha() {
  globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
}
