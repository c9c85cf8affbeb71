/**
 * Issue 3: a long cluster list draws its first screen at once and the rest in the background, with the
 * panels' full counts from the start; the card's link and its lazily mounted action menu work as before.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClusterEntry } from '../../../src/api/clusters';
import type { Instance, User } from '../../../src/contract/types';
import { ClustersView, type ClustersViewProps } from '../../../src/features/clusters/ClustersView';
import { FIRST_CARDS } from '../../../src/features/clusters/ClustersView';
import { buildUser, renderWithProviders } from '../../support/render';
import { makeInstance } from '../../support/clusters';

const user: User = buildUser({ platformActions: [{ name: 'clone', platforms: 'gc' }] });

const instance = (n: number): Instance => makeInstance(`i${n}`, `cluster-${n}`);

/** `count` clusters: even ones connected, odd ones disconnected. */
function entries(count: number): ClusterEntry[] {
  return Array.from({ length: count }, (_, n) => ({
    instance: instance(n),
    service: { instanceId: `i${n}`, url: `https://cluster-${n}.cloud.test`, status: n % 2 ? 'disconnected' : 'running' },
  }));
}

function props(data: ClusterEntry[], over: Partial<ClustersViewProps> = {}): ClustersViewProps {
  return {
    user,
    list: { data, isPending: false, error: null, isFetching: false, dataUpdatedAt: Date.now(), refetch: () => undefined },
    ready: true,
    busyNames: new Set(),
    onGettingStarted: () => undefined,
    onConnect: () => undefined,
    onDisconnect: () => undefined,
    onClone: () => undefined,
    onDelete: () => undefined,
    ...over,
  };
}

describe('a list of 240 clusters', () => {
  it('shows the full counts and a first screen at once, then every card', { timeout: 30_000 }, async () => {
    renderWithProviders(<ClustersView {...props(entries(240))} />, { route: '/clusters', user });
    expect(screen.getByRole('button', { name: /^Connected Clusters/ })).toHaveTextContent('Connected Clusters120');
    expect(screen.getByRole('button', { name: /^Disconnected Clusters/ })).toHaveTextContent('Disconnected Clusters120');
    // First screen: the first cards of each panel, in order.
    expect(screen.getAllByRole('article')).toHaveLength(2 * FIRST_CARDS);
    expect(screen.getByRole('article', { name: 'cluster-0' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'cluster-1' })).toBeInTheDocument();

    // The rest arrive without a scroll or a click.
    // jsdom draws slowly: give it time.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(240), { timeout: 15_000 });
    const connected = screen.getByRole('region', { name: /^Connected Clusters/ });
    const disconnected = screen.getByRole('region', { name: /^Disconnected Clusters/ });
    expect(within(connected).getAllByRole('article')).toHaveLength(120);
    expect(within(disconnected).getAllByRole('article')).toHaveLength(120);
    const last = within(disconnected).getByRole('article', { name: 'cluster-239' });
    expect(within(last).getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(within(connected).getByRole('article', { name: 'cluster-238' })).toHaveTextContent('Created Mar 4, 2026');
  });
});

describe('a card', () => {
  it('opens /clusters/{name} in the app from its link, keeping the browser link for new tabs', async () => {
    const clicker = userEvent.setup();
    const view = renderWithProviders(<ClustersView {...props(entries(2))} />, { route: '/clusters', user });
    const link = within(screen.getByRole('article', { name: 'cluster-0' })).getByRole('link', { name: /cluster-0/ });
    expect(link).toHaveAttribute('href', '/clusters/cluster-0');
    await clicker.click(link);
    expect(view.currentPath()).toBe('/clusters/cluster-0');
  });

  it('opens its menu from the keyboard and gives focus back to the button on Escape', async () => {
    const keys = userEvent.setup();
    const onDelete = vi.fn();
    renderWithProviders(<ClustersView {...props(entries(2), { onDelete })} />, { route: '/clusters', user });
    const button = screen.getByRole('button', { name: 'Actions for cluster-0' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await keys.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Clone' })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: 'Disconnect' })).toBeEnabled();
    await keys.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for cluster-0' })).toHaveFocus());

    // Opened again (now a mounted menu), a choice reaches the page.
    await keys.click(screen.getByRole('button', { name: 'Actions for cluster-0' }));
    await keys.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ instance: expect.objectContaining({ name: 'cluster-0' }) }));
  });
});
