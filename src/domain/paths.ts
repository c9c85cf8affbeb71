/**
 * The app's paths (issue 11 §8): one module for the route table, the links, the service worker's alert
 * fallback and the emulator's push payloads, so a path changes in one place. Pure (sw/ and server/ may
 * import domain/).
 */
export const PATHS = {
  clusters: '/clusters',
  createCluster: '/clusters/create',
  /** The route pattern of one cluster's page (wouter). */
  clusterPattern: '/clusters/:clusterName',
  myAccount: '/my-account',
  consentFlow: '/consentflow',
  support: '/support',
  dataApps: '/data-apps',
  consumption: '/consumption',
  plans: '/plans',
} as const;

/** One cluster's page: what a card and a push alert about the cluster open. */
export function clusterPath(name: string): string {
  return `${PATHS.clusters}/${encodeURIComponent(name)}`;
}

/** Where a new user lands after activation: the list, with Getting Started open once. */
export const WELCOME_PATH = `${PATHS.clusters}?welcome=1`;
