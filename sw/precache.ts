/** The app shell: every built file precached at install, outdated precaches removed at activation. */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { WorkerScope } from './scope';

// The build replaces the literal `self.__WB_MANIFEST` with the list of files, so it must stay spelled so.
declare const self: WorkerScope;

export function setUpPrecache(): void {
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
}
