/**
 * Finding the server again: once the API is known unreachable, the app asks again with a growing delay
 * while the browser says it is online, restarts at once on `online`, and stops as soon as an answer came
 * from the network.
 */
import { keys } from '../../src/api/keys';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { PROBE_DELAYS_MS, isDeviceCopy, noteApiAnswer, watchReachability } from '../../src/pwa/reachability';
import { usePwa } from '../../src/pwa/store';

function fakeWindow(onLine: boolean): Window & { navigator: { onLine: boolean } } {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  return target as unknown as Window & { navigator: { onLine: boolean } };
}

let client: QueryClient;
let refetches: number;

beforeEach(() => {
  vi.useFakeTimers();
  usePwa.setState({ unreachable: false, cacheServedAt: null });
  client = new QueryClient();
  refetches = 0;
  vi.spyOn(client, 'refetchQueries').mockImplementation(() => {
    refetches += 1;
    return Promise.resolve();
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reachability probe', () => {
  it('refetches what is shown after 0.25 s, 1 s, 2 s … while unreachable and the browser says online', async () => {
    const win = fakeWindow(true);
    const stop = watchReachability(client, win);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refetches).toBe(0);

    usePwa.getState().apiUnreachable(null);
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0] - 1);
    expect(refetches).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refetches).toBe(1);
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[1]);
    expect(refetches).toBe(2);
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[2]);
    expect(refetches).toBe(3);

    // An answer from the network: no more probes.
    usePwa.getState().apiReachable();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refetches).toBe(3);
    stop();
  });

  it('does not probe while the browser is offline, and probes soon after it comes back', async () => {
    const win = fakeWindow(false);
    const stop = watchReachability(client, win);
    usePwa.getState().apiUnreachable(Date.now());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refetches).toBe(0);

    win.navigator.onLine = true;
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(refetches).toBe(1);
    stop();
  });

  it('starts probing at once when the app started unreachable (config.json from the device)', async () => {
    usePwa.getState().apiUnreachable(null);
    const stop = watchReachability(client, fakeWindow(true));
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(refetches).toBe(1);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refetches).toBe(1);
  });

  it('knows a stored copy by the service worker\'s header', () => {
    expect(isDeviceCopy(new Response('{}', { headers: { 'x-sw-cached-at': '1' } }))).toBe(true);
    expect(isDeviceCopy(new Response('{}'))).toBe(false);
  });

  it('learns from every API answer: a stored copy marks the server unreachable, a network answer refetches', async () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    noteApiAnswer(client, new Response('[]'));
    expect(usePwa.getState().unreachable).toBe(false);
    expect(invalidate).not.toHaveBeenCalled();

    noteApiAnswer(client, new Response('[]', { headers: { 'x-sw-cached-at': '1700000000000' } }));
    expect(usePwa.getState()).toMatchObject({ unreachable: true, cacheServedAt: 1700000000000 });

    noteApiAnswer(client, new Response('[]'));
    expect(usePwa.getState()).toMatchObject({ unreachable: false, cacheServedAt: null });
    expect(invalidate).toHaveBeenCalledWith({ refetchType: 'active' }, { cancelRefetch: true });
  });

  it('runs a fetch again when the server came back halfway through it: no half-old answer stays until the next poll', async () => {
    vi.useRealTimers();
    const live = new QueryClient();
    const deviceCopy = () => new Response('[]', { headers: { 'x-sw-cached-at': '1700000000000' } });
    // The list was on screen before the connection dropped.
    live.setQueryData(keys.clusterList('u-1'), 'from before');
    let runs = 0;
    const observer = new QueryObserver(live, {
      queryKey: keys.clusterList('u-1'),
      queryFn: async () => {
        runs += 1;
        const run = runs;
        // Instances: from the device on the first run (the worker's network was still down) …
        noteApiAnswer(live, run === 1 ? deviceCopy() : new Response('[]'));
        await new Promise((resolve) => setTimeout(resolve, 5));
        // … services: from the network, which is back.
        noteApiAnswer(live, new Response('[]'));
        await new Promise((resolve) => setTimeout(resolve, 5));
        return run === 1 ? 'half from the device' : 'all from the network';
      },
    });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('all from the network'));
    expect(runs).toBe(2);
    expect(usePwa.getState().unreachable).toBe(false);
    stop();
  });
});
