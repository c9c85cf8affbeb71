/**
 * The persisted query cache is the user's: stamped with build version + uuid, written only while signed
 * in, restored only for the same build and user, kept 24 h, and the oldest query dropped when storage is full.
 */
import { keys } from '../../src/api/keys';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import {
  createPersistOptions,
  createQueryClient,
  PERSIST_KEY,
  PERSIST_MAX_AGE_MS,
  persistBuster,
  persistWhenLeaving,
  type PersistOwner,
} from '../../src/api/query-client';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

/** The persist client bundles its own copy of query-core: same runtime shape, different private types. */
type PersistClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const asPersistClient = (client: QueryClient) => client as unknown as PersistClient;

/** Any key of the factory: the persister does not care which. */
const key = (name: string) => keys.systemConfig(name);

const owner = (uuid: string | null): PersistOwner => ({ current: () => uuid, settled: () => Promise.resolve(uuid) });

function clientWith(entries: [string, unknown, number][]): QueryClient {
  const client = createQueryClient();
  for (const [name, data, at] of entries) {
    client.setQueryData(key(name), data, { updatedAt: at });
    const query = client.getQueryCache().find({ queryKey: key(name) });
    if (query) query.options.meta = { persist: true };
  }
  return client;
}

async function save(client: QueryClient, storage: Storage, uuid: string | null, version = '1.0.0'): Promise<void> {
  await persistQueryClientSave({ queryClient: asPersistClient(client), ...createPersistOptions(version, owner(uuid), storage) });
  await vi.advanceTimersByTimeAsync(1500);
}

async function restore(storage: Storage, uuid: string | null, version = '1.0.0'): Promise<QueryClient> {
  const client = new QueryClient();
  await persistQueryClientRestore({ queryClient: asPersistClient(client), ...createPersistOptions(version, owner(uuid), storage) });
  return client;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-03T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('persisted query cache', () => {
  it('is stamped with the build version and the user, and restored for that user', async () => {
    const storage = new MemoryStorage();
    await save(clientWith([['list', ['sales'], Date.now()]]), storage, 'user-a');
    expect(JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}')).toMatchObject({ buster: persistBuster('1.0.0', 'user-a') });
    expect((await restore(storage, 'user-a')).getQueryData(key('list'))).toEqual(['sales']);
  });

  it('is never restored for another user or another build, and is then removed', async () => {
    const storage = new MemoryStorage();
    await save(clientWith([['list', ['sales'], Date.now()]]), storage, 'user-a');
    expect((await restore(storage, 'user-b')).getQueryData(key('list'))).toBeUndefined();
    expect(storage.getItem(PERSIST_KEY)).toBeNull();

    await save(clientWith([['list', ['sales'], Date.now()]]), storage, 'user-a', '1.0.0');
    expect((await restore(storage, 'user-a', '1.1.0')).getQueryData(key('list'))).toBeUndefined();
    expect((await restore(storage, null)).getQueryData(key('list'))).toBeUndefined();
  });

  it('writes nothing while nobody is signed in', async () => {
    const storage = new MemoryStorage();
    await save(clientWith([['list', ['sales'], Date.now()]]), storage, null);
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
  });

  it('keeps answers 24 hours, and the query cache keeps them at least as long', async () => {
    expect(PERSIST_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS);
    const storage = new MemoryStorage();
    await save(clientWith([['list', ['sales'], Date.now()]]), storage, 'user-a');
    vi.setSystemTime(Date.now() + PERSIST_MAX_AGE_MS + 1000);
    expect((await restore(storage, 'user-a')).getQueryData(key('list'))).toBeUndefined();
  });

  it('keeps only queries marked for persistence', async () => {
    const storage = new MemoryStorage();
    const client = clientWith([['list', ['sales'], Date.now()]]);
    client.setQueryData(key('regions'), ['eu']);
    await save(client, storage, 'user-a');
    const restored = await restore(storage, 'user-a');
    expect(restored.getQueryData(key('regions'))).toBeUndefined();
    expect(restored.getQueryData(key('list'))).toEqual(['sales']);
  });

  it('drops the oldest query when storage is full', async () => {
    // Room for two of the three answers (each with its few hundred characters of query state).
    const big = 'x'.repeat(4000);
    const storage = new MemoryStorage(10_000);
    const now = Date.now();
    await save(
      clientWith([
        ['oldest', big, now - 3000],
        ['middle', big, now - 2000],
        ['newest', big, now - 1000],
      ]),
      storage,
      'user-a',
    );
    const restored = await restore(storage, 'user-a');
    expect(restored.getQueryData(key('oldest'))).toBeUndefined();
    expect(restored.getQueryData(key('middle'))).toBe(big);
    expect(restored.getQueryData(key('newest'))).toBe(big);
  });

  it('is written at once, without waiting for the throttle, when the page goes offline, hides or leaves', async () => {
    const storage = new MemoryStorage();
    const client = clientWith([['list', ['sales'], Date.now()]]);
    const options = createPersistOptions('1.0.0', owner('user-a'), storage);
    const target = new EventTarget() as EventTarget & { document: EventTarget & { visibilityState: string } };
    target.document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const stop = persistWhenLeaving(client, options, target as unknown as Window);

    // Before the stored cache was restored, a write would replace it with an empty one: none happens.
    target.dispatchEvent(new Event('offline'));
    expect(storage.getItem(PERSIST_KEY)).toBeNull();

    await options.persister.restoreClient();
    for (const fire of [
      () => target.dispatchEvent(new Event('offline')),
      () => target.dispatchEvent(new Event('pagehide')),
      () => {
        target.document.visibilityState = 'hidden';
        target.document.dispatchEvent(new Event('visibilitychange'));
      },
    ]) {
      storage.clear();
      fire();
      // Synchronously: no timer has run.
      expect(JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}')).toMatchObject({ buster: persistBuster('1.0.0', 'user-a') });
    }
    stop();
    storage.clear();
    target.dispatchEvent(new Event('offline'));
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
  });

  it('writes nothing at once for nobody signed in', async () => {
    const storage = new MemoryStorage();
    const options = createPersistOptions('1.0.0', owner(null), storage);
    await options.persister.restoreClient();
    expect(options.persister.persistClientNow({ buster: '1.0.0', timestamp: Date.now(), clientState: { queries: [], mutations: [] } })).toBe(false);
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
  });
});
