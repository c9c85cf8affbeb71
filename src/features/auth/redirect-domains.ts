/**
 * The runtime config's clusterDomains, kept for the post-login screen: set once at start (main.tsx),
 * like the sign-in settings, so the first route reads no config of its own.
 */
let domains: readonly string[] = [];

export function setClusterDomains(next: readonly string[]): void {
  domains = [...next];
}

export function clusterDomains(): readonly string[] {
  return domains;
}
