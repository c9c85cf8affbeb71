/**
 * Issue 10, issue 26 §10: an age is written one way wherever it is shown, in words ('2 hours ago') with any
 * clock time in the user's locale — the offline banner and the stale-list note read the same moment the same
 * way (jsdom's locale is en-US), and both keep true as time passes.
 */
import { act, screen } from '@testing-library/react';
import { type ClusterEntry } from '../../../src/api/clusters';
import { keys } from '../../../src/api/keys';
import type { User } from '../../../src/contract/types';
import { ClustersView, type ClustersViewProps } from '../../../src/features/clusters/ClustersView';
import { OfflineBanner } from '../../../src/pwa';
import { buildUser, renderWithProviders, TEST_UUID } from '../../support/render';
import { makeInstance } from '../../support/clusters';

const user: User = buildUser({});

function setBrowserOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setBrowserOnline(true);
});

function staleProps(dataUpdatedAt: number): ClustersViewProps {
  const data: ClusterEntry[] = [
    { instance: makeInstance('i1', 'sales'), service: { instanceId: 'i1', url: 'https://sales.cloud.test', status: 'running' } },
  ];
  return {
    user,
    list: { data, isPending: false, error: new Error('Something went wrong!'), isFetching: false, dataUpdatedAt, refetch: () => undefined },
    ready: true,
    busyNames: new Set(),
    onGettingStarted: () => undefined,
    onConnect: () => undefined,
    onDisconnect: () => undefined,
    onClone: () => undefined,
    onDelete: () => undefined,
  };
}

describe('ages on screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the stale-list note and the offline banner say how old the same data is the same way, and keep it true', async () => {
    // 3:00 PM; the page's clock and its timers are the test's (nothing else is faked).
    vi.useFakeTimers({ now: new Date(2026, 10, 28, 15, 0), toFake: ['Date', 'setInterval', 'clearInterval'] });
    const at = new Date(2026, 10, 28, 12, 55, 7).getTime();
    const view = renderWithProviders(<ClustersView {...staleProps(at)} />, { route: '/clusters', user });
    const note = () => screen.getByText(/^Showing the list as of/);
    expect(note()).toHaveTextContent('Showing the list as of 2 hours ago: the latest refresh failed.');
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(note()).toHaveTextContent('Showing the list as of 3 hours ago: the latest refresh failed.');
    view.unmount();

    const { queryClient } = renderWithProviders(<OfflineBanner />, { user: {} });
    queryClient.setQueryData(keys.clusterList(TEST_UUID), [], { updatedAt: at });
    const query = queryClient.getQueryCache().find({ queryKey: keys.clusterList(TEST_UUID) });
    if (query) query.options.meta = { persist: true };
    setBrowserOnline(false);
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline — showing data from 3 hours ago');
  });
});
