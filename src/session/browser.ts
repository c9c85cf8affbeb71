/**
 * Leaving the app for another URL (a cluster, the provider's logout, the origin). One seam, so tests
 * can observe where the browser was sent: jsdom's `location.assign` cannot be spied on.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
