/**
 * Every navigation is answered with the precached shell (the app routes on the client), except the
 * API and the sign-in provider, which must reach the server.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Paths a navigation must never get the shell for. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/oidc(\/|$)/, /^\/config\.json$/];

export function setUpNavigation(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));
}
