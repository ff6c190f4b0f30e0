/**
 * A hash-style address ('#/path?x#y') becomes the normal path with its query and hash kept.
 * Returns null when the hash is not a route.
 */
export function hashRouteTarget(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  return hash.slice(1);
}

/** Rewrites the address in place, replacing the history entry, before the router reads it. */
export function rewriteHashRoute(location: Location, history: History) {
  const target = hashRouteTarget(location.hash);
  if (target !== null) history.replaceState(history.state, '', target);
}
