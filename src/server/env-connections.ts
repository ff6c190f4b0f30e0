/**
 * Production refuses settings that would send credentials or coaches' data over a plain
 * connection (ASVS 12.3.1), unless the other end is on this machine: a database or mail relay on
 * the loopback or a Unix socket never crosses a network.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A host name or address that only this machine can reach. */
export function isLoopbackHost(host: string) {
  return LOOPBACK_HOSTS.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

function isLocal(url: URL) {
  // `postgres:///db?host=/var/run/postgresql`: a Unix socket.
  const socket = url.searchParams.get('host');
  if (!url.hostname) return socket === null || socket.startsWith('/');
  return isLoopbackHost(url.hostname);
}

const parse = (value: string) => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** Whether a connection URL's other end is this machine (the loopback or a Unix socket). */
export function isLocalConnection(value: string) {
  const url = parse(value);
  return url !== null && isLocal(url);
}

/** A message when DATABASE_URL would connect in the clear, null when it is fine. */
export function plainDatabaseConnection(value: string) {
  const url = parse(value);
  if (!url || isLocal(url)) return null;
  const sslmode = url.searchParams.get('sslmode');
  const ssl = url.searchParams.get('ssl');
  if ((sslmode && ['require', 'verify-ca', 'verify-full'].includes(sslmode)) || ssl === 'true' || ssl === '1')
    return null;
  return 'must use TLS in production: add ?sslmode=verify-full (or require), unless the database is on this machine';
}

/** A message when SMTP_URL would send mail, and its password, in the clear; null when it is fine. */
export function plainMailConnection(value: string) {
  const url = parse(value);
  if (!url || url.protocol === 'smtps:' || isLocal(url) || url.searchParams.get('requireTLS') === 'true') return null;
  return 'must use TLS in production: smtps://… (port 465) or smtp://…:587?requireTLS=true, unless the mail server is on this machine';
}

/** A message when JIRA_BASE_URL is not HTTPS (it carries the API token); null when it is fine. */
export function plainJiraConnection(value: string) {
  return parse(value)?.protocol === 'https:' ? null : 'must be an https:// address in production';
}
