import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes an address matches into the route objects, before a router
 * is made from them: its first render then draws the page itself, not a fallback. The build
 * renders a public page so, and the browser hydrates that markup so (ADR 026).
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
