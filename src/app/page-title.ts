/**
 * The document title of each route (WCAG 2.4.2): what the screen is, then the product, so tabs,
 * history and a screen reader's first announcement tell pages apart. One table, beside the route table.
 */
import { BRAND } from '../config/brand';

const TITLES: readonly (readonly [pattern: RegExp, title: string])[] = [
  [/^\/(sso|signin|signin-cloud|admin)?$/, 'Sign In'],
  [/^\/signup$/, 'Sign Up'],
  [/^\/verify$/, 'Verify Your Email'],
  [/^\/(clusters|instances)$/, 'Clusters'],
  [/^\/clusters\/create$/, 'Create Cluster'],
  [/^\/data-apps(\/[^/]+)?$/, 'Data Apps'],
  [/^\/my-account$/, 'My Account'],
  [/^\/consumption$/, 'Consumption'],
  [/^\/plans$/, 'Plans'],
  [/^\/consentflow$/, 'Consent Flow'],
  [/^\/support$/, 'Contact Support'],
  [/^\/users\/acceptclusterinv$/, 'Cluster Invitation'],
  [/^\/users\/acceptownershiptransfer$/, 'Ownership Transfer'],
];

/** `{screen} · {product}`; a cluster's page is named after the cluster; `callbackPath` is the sign-in callback. */
export function pageTitle(path: string, callbackPath: string): string {
  const cluster = /^\/clusters\/([^/]+)$/.exec(path);
  const screen =
    path === callbackPath
      ? 'Signing In'
      : (TITLES.find(([pattern]) => pattern.test(path))?.[1] ??
        (cluster?.[1] ? decodeURIComponent(cluster[1]) : 'Page Not Found'));
  return `${screen} · ${BRAND.productName}`;
}
