/**
 * The service worker's global scope, typed once. `__WB_MANIFEST` is replaced at build time by
 * vite-plugin-pwa (injectManifest) with the list of files to precache.
 */
import type { PrecacheEntry } from 'workbox-precaching';

export type WorkerScope = ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

declare const self: WorkerScope;

export const sw: WorkerScope = self;
