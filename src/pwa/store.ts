/**
 * The PWA's client state: a waiting new version, the browser's install offer, and whether the service
 * worker can reach the API (network down or slower than its timeout) and which cached answers it served.
 */
import { create } from 'zustand';

/** Chromium's install offer (not in TypeScript's DOM lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface PwaState {
  /** Set when a new version waits: calling it activates it and reloads once it controls the page. */
  applyUpdate: (() => void) | null;
  installPrompt: BeforeInstallPromptEvent | null;
  /** The service worker could not reach the API since its last live answer. */
  unreachable: boolean;
  /** Oldest stored time (epoch ms) of the cached answers the worker served instead; null: none. */
  cacheServedAt: number | null;
  /**
   * Latest push alert (epoch ms of its arrival) that a cached answer served is older than: the alert's refresh
   * failed (issue 28). Null: what is shown is at least as new as every alert about it.
   */
  olderThanAlertAt: number | null;
  setApplyUpdate: (apply: (() => void) | null) => void;
  setInstallPrompt: (event: BeforeInstallPromptEvent | null) => void;
  apiUnreachable: (cachedAt: number | null, olderThanAlertAt?: number | null) => void;
  apiReachable: () => void;
}

export const usePwa = create<PwaState>()((set) => ({
  applyUpdate: null,
  installPrompt: null,
  unreachable: false,
  cacheServedAt: null,
  olderThanAlertAt: null,
  setApplyUpdate: (applyUpdate) => set({ applyUpdate }),
  setInstallPrompt: (installPrompt) => set({ installPrompt }),
  apiUnreachable: (cachedAt, olderThanAlertAt = null) =>
    set((s) => ({
      unreachable: true,
      cacheServedAt:
        cachedAt === null ? s.cacheServedAt : s.cacheServedAt === null ? cachedAt : Math.min(s.cacheServedAt, cachedAt),
      olderThanAlertAt:
        olderThanAlertAt === null ? s.olderThanAlertAt : Math.max(s.olderThanAlertAt ?? 0, olderThanAlertAt),
    })),
  apiReachable: () => set({ unreachable: false, cacheServedAt: null, olderThanAlertAt: null }),
}));
