import { landingLinkErrorCode } from '@/shared/domain/landing-link-errors';
import type { LandingLinkError } from '@/shared/schemas/auth-links';

/**
 * Authentication links: what an e-mailed link carries, and where a link that landed on the
 * wrong page belongs (spec section 2, "Link routing of authentication links").
 */
export interface AuthLink {
  token: string | null;
  type: string | null;
  /** error_description, else error, from the query or the hash. */
  error: string | null;
}

function hashParams(hash: string) {
  return new URLSearchParams(hash.replace(/^#\/?/, '').replace(/^[^?=&]*\?/, ''));
}

/** A parameter from the query, else from the hash. */
function linkParams(search: string, hash: string) {
  const query = new URLSearchParams(search);
  const fromHash = hashParams(hash);
  return (name: string) => query.get(name) ?? fromHash.get(name);
}

export function readAuthLink(search: string, hash: string): AuthLink {
  const read = linkParams(search, hash);
  return {
    token: read('token') ?? read('token_hash') ?? read('code') ?? read('access_token'),
    type: read('type'),
    error: read('error_description') ?? read('error'),
  };
}

const VERIFY_TYPES = new Set(['signup', 'email', 'magiclink']);
const LINK_PAGES = new Set(['/verify', '/reset-password', '/debug-reset', '/auth-troubleshoot']);

/**
 * Where an address carrying an auth token or code belongs, keeping its query and hash; null when
 * it is already in the right place or carries nothing. Confirmation links go to /verify, recovery
 * and legacy access-token links to /reset-password; a bare code with no type is most likely a
 * sign-up confirmation opened on a device without a session, so it goes to /verify.
 */
export function authLinkTarget(pathname: string, search: string, hash: string): string | null {
  if (LINK_PAGES.has(pathname)) return null;
  const query = new URLSearchParams(search);
  const fromHash = hashParams(hash);
  const has = (name: string) => query.has(name) || fromHash.has(name);
  const type = query.get('type') ?? fromHash.get('type');
  const keep = `${search}${hash}`;
  if (type && VERIFY_TYPES.has(type) && (has('token') || has('token_hash') || has('code') || has('access_token'))) {
    return `/verify${keep}`;
  }
  if (type === 'recovery' || has('access_token')) return `/reset-password${keep}`;
  if (has('code') || has('token_hash')) return `/verify${keep}`;
  return null;
}

/** Runs before the router reads the address, replacing the history entry. */
export function routeAuthLink(location: Location, history: History) {
  const target = authLinkTarget(location.pathname, location.search, location.hash);
  if (target !== null) history.replaceState(history.state, '', target);
}

/**
 * What the landing page tells the server of an auth error in its address (the spec: "on the
 * generic landing they are only logged"): the code, known or 'other', and whether a description
 * came. The description itself never leaves the browser. Null when there is nothing to report.
 */
export function landingLinkError(pathname: string, search: string, hash: string): LandingLinkError | null {
  if (pathname !== '/') return null;
  const read = linkParams(search, hash);
  const raw = read('error_code') ?? read('error');
  const described = read('error_description') !== null;
  if (raw === null && !described) return null;
  return { code: landingLinkErrorCode(raw), described };
}

/** Sends the report once, when the page opens; a failure to send changes nothing on screen. */
export function reportLandingLinkError(location: Location) {
  const report = landingLinkError(location.pathname, location.search, location.hash);
  if (!report) return;
  void fetch('/api/auth-links/landing-error', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => {});
}
