/**
 * Issue 10: times are written one way, in the user's locale, wherever they are shown — the offline
 * banner and the stale-list note read the same moment the same way (jsdom's locale is en-US).
 */
import { act, screen } from '@testing-library/react';
import { type ClusterEntry } from '../../../src/api/clusters';
import { keys } from '../../../src/api/keys';
import type { User } from '../../../src/api/types';
import { ClustersView, type ClustersViewProps } from '../../../src/features/clusters/ClustersView';
import { OfflineBanner } from '../../../src/pwa';
import { buildUser, renderWithProviders, TEST_UUID } from '../../support/render';
import { makeInstance } from '../../support/clusters';

const user: User = buildUser({});

/** Today at 09:05:07 local time: with seconds, so a format that shows them differs. */
function todayAt0905(): number {
  const at = new Date();
  at.setHours(9, 5, 7, 0);
  return at.getTime();
}

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

describe('times on screen', () => {
  it('the stale-list note and the offline banner write the same time the same way, in the locale', () => {
    const at = todayAt0905();
    const view = renderWithProviders(<ClustersView {...staleProps(at)} />, { route: '/clusters', user });
    expect(screen.getByText(/^Showing the list as of/)).toHaveTextContent('Showing the list as of 9:05 AM: the latest refresh failed.');
    view.unmount();

    const { queryClient } = renderWithProviders(<OfflineBanner />, { user: {} });
    queryClient.setQueryData(keys.clusterList(TEST_UUID), [], { updatedAt: at });
    const query = queryClient.getQueryCache().find({ queryKey: keys.clusterList(TEST_UUID) });
    if (query) query.options.meta = { persist: true };
    setBrowserOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline — showing data from 9:05 AM');
  });
});
