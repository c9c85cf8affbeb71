/**
 * The app's QueryClient and the persister that keeps chosen query results in localStorage, so the
 * cluster list, notifications and consumption stay readable on a flaky connection. Only queries whose
 * options carry `meta: { persist: true }` are written; everything else lives in memory only.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  removeOldestQuery,
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { createNoticeCache, type Notice } from './notices';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Write this query's last answer to localStorage (cleared on Log Out). */
      persist?: boolean;
    };
  }
}

/** The localStorage key of the persisted cache. Log Out removes it. */
export const PERSIST_KEY = 'console-cache';
/** Persisted answers older than this are dropped at start: an on-call view older than a day misleads. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The app's client. `notify` shows the success and error notices every mutation declares in its meta
 * (api/notices.ts): the one place in the app where a mutation's outcome becomes a notice.
 */
export function createQueryClient(options: { notify?: (notice: Notice) => void } = {}): QueryClient {
  return new QueryClient({
    ...(options.notify ? { mutationCache: createNoticeCache(options.notify) } : {}),
    defaultOptions: {
      queries: {
        // Kept at least as long as the persisted copy may live, or restored answers would be dropped.
        gcTime: PERSIST_MAX_AGE_MS,
        retry: 1,
        // Every polled read: paused while the tab is hidden, read again on focus and on reconnect (TanStack's
        // defaults, said here once for all of them).
        refetchIntervalInBackground: false,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
    },
  });
}

let persisting = true;

/**
 * Stops writing the cache to storage for the rest of this page's life. Log Out calls it before clearing
 * the cache, so the persister's throttled write cannot put anything back after the key is removed.
 */
export function stopPersisting(): void {
  persisting = false;
}

function guardedStorage(storage: Storage): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      if (persisting) storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
  };
}

/**
 * Structural on purpose: the persist client ships its own copy of query-core's types. A query with data
 * is kept even when its latest refetch failed (offline): dropping it then would lose the very answer
 * the next offline start needs. Its dataUpdatedAt stays the time of that last good answer.
 */
interface PersistCandidate {
  meta?: Record<string, unknown> | undefined;
  state: { status: string; data?: unknown };
}

export function shouldPersistQuery(query: PersistCandidate): boolean {
  return query.meta?.persist === true && query.state.data !== undefined;
}

/** Whose cache it is: the signed-in user now, and once the session at start is known. */
export interface PersistOwner {
  current: () => string | null;
  /** Resolves when the session at start is known (signed in: the uuid; signed out: null). */
  settled: () => Promise<string | null>;
}

/** The stored buster: build version plus user uuid. */
export function persistBuster(version: string, uuid: string): string {
  return `${version}:${uuid}`;
}

/** The user-bound persister, plus a synchronous write for the moments a throttled one would be lost. */
export interface UserPersister extends Persister {
  /**
   * Writes `client` now, synchronously. False when nothing was written: nobody signed in, the cache at
   * start not restored yet (writing then would replace the stored answers with an empty cache), or
   * storage full (the throttled write, which drops the oldest query until the rest fits, follows).
   */
  persistClientNow(client: PersistedClient): boolean;
}

/**
 * The storage persister, bound to the user: it writes only while someone is signed in, stamps the
 * cache with version + uuid, and restores only a cache stamped for this build and this user (another
 * build's shapes may differ; another user's data must never show). On a quota error the oldest query is
 * dropped until the rest fits.
 */
export function createUserPersister(version: string, owner: PersistOwner, storage: Storage): UserPersister {
  const guarded = guardedStorage(storage);
  const base = createSyncStoragePersister({ storage: guarded, key: PERSIST_KEY, retry: removeOldestQuery });
  let restored = false;
  return {
    persistClient: (client: PersistedClient) => {
      const uuid = owner.current();
      if (!uuid) return;
      return base.persistClient({ ...client, buster: persistBuster(version, uuid) });
    },
    persistClientNow: (client: PersistedClient) => {
      const uuid = owner.current();
      if (!uuid || !restored) return false;
      try {
        guarded.setItem(PERSIST_KEY, JSON.stringify({ ...client, buster: persistBuster(version, uuid) }));
        return true;
      } catch {
        return false;
      }
    },
    restoreClient: async () => {
      try {
        const uuid = await owner.settled();
        const stored = await base.restoreClient();
        if (!stored) return undefined;
        if (!uuid || stored.buster !== persistBuster(version, uuid)) {
          await base.removeClient();
          return undefined;
        }
        // persistQueryClientRestore compares with the options' buster, which is the version alone.
        return { ...stored, buster: version };
      } finally {
        // The caller hydrates right after this resolves, before any event can run a synchronous write.
        restored = true;
      }
    },
    removeClient: () => base.removeClient(),
  };
}

export type UserPersistOptions = Omit<PersistQueryClientOptions, 'queryClient' | 'persister'> & { persister: UserPersister };

/**
 * Saves the persisted cache at once when the page may be about to lose it or its connection: hidden (a
 * phone may kill a background tab), left, or offline. The throttled write waits up to a second, and an
 * on-call user who opens the app, sees the list and boards a train within that second would otherwise
 * start offline with nothing. Returns a function that stops listening.
 */
export function persistWhenLeaving(queryClient: QueryClient, options: UserPersistOptions, target: Window = window): () => void {
  const save = (): void => {
    options.persister.persistClientNow({
      buster: options.buster ?? '',
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery }),
    });
  };
  const onVisibility = (): void => {
    if (target.document.visibilityState === 'hidden') save();
  };
  target.addEventListener('pagehide', save);
  target.addEventListener('offline', save);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', save);
    target.removeEventListener('offline', save);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * Options for PersistQueryClientProvider: the user-bound persister (buster = build version + uuid),
 * answers kept 24 h at most, only queries marked `meta: { persist: true }`.
 */
export function createPersistOptions(
  version: string,
  owner: PersistOwner,
  storage: Storage = window.localStorage,
): UserPersistOptions {
  return {
    persister: createUserPersister(version, owner, storage),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: version,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}
