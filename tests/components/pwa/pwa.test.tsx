/**
 * The PWA's page side: the update prompt only on a waiting version and Reload applies it; the offline
 * banner with the time of the data shown; a push message from the service worker refetches the
 * cluster list at once; and the install button where the browser offers one.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { keys } from '../../../src/api/keys';
import { handleWorkerMessage, InstallButton, noteApiAnswer, OfflineBanner, onClusterAlert, UpdatePrompt, usePwa } from '../../../src/pwa';
import type { BeforeInstallPromptEvent } from '../../../src/pwa/store';
import { renderWithProviders, TEST_UUID } from '../../support/render';

function setBrowserOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  usePwa.setState({ applyUpdate: null, installPrompt: null, unreachable: false, cacheServedAt: null, olderThanAlertAt: null });
});
afterEach(() => {
  setBrowserOnline(true);
});

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then Reload applies it', async () => {
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
    const applyUpdate = vi.fn();
    act(() => usePwa.getState().setApplyUpdate(applyUpdate));
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });
});

describe('OfflineBanner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the app is offline and how old the data on screen is, in words that keep true as time passes', async () => {
    // Saturday 3:00 PM; the page's clock and its timers are the test's (nothing else is faked).
    vi.useFakeTimers({ now: new Date(2026, 10, 28, 15, 0), toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { queryClient } = renderWithProviders(<OfflineBanner />, { user: {} });
    queryClient.setQueryData(keys.clusterList(TEST_UUID), [], { updatedAt: new Date(2026, 10, 28, 12, 50).getTime() });
    const query = queryClient.getQueryCache().find({ queryKey: keys.clusterList(TEST_UUID) });
    if (query) query.options.meta = { persist: true };
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    setBrowserOnline(false);
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline — showing data from 2 hours ago');
    // An hour later, with nothing else happening, the banner says so.
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline — showing data from 3 hours ago');
    // Past midnight, the day and the time in the user's locale (jsdom's is en-US).
    act(() => vi.advanceTimersByTime(10 * 60 * 60_000));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline — showing data from yesterday at 12:50 PM');
    setBrowserOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('also shows when the service worker cannot reach the API, until it can again', async () => {
    const { queryClient } = renderWithProviders(<OfflineBanner />, { user: {} });
    act(() => handleWorkerMessage(queryClient, { type: 'API_UNREACHABLE', url: '/api/x', cachedAt: null }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^You are offline/);
    act(() => handleWorkerMessage(queryClient, { type: 'API_FROM_NETWORK' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not show for a message of another shape', () => {
    const { queryClient } = renderWithProviders(<OfflineBanner />, { user: {} });
    act(() => handleWorkerMessage(queryClient, { type: 'API_UNREACHABLE', url: '/api/x', cachedAt: 'yesterday' }));
    act(() => handleWorkerMessage(queryClient, { type: 'API_UNREACHABLE' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('OfflineBanner after a push alert (issue 28)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the data is older than an alert the worker could not refresh it for, until the server answers', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 28, 15, 0), toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { queryClient } = renderWithProviders(<OfflineBanner />, { user: {} });
    const stored = new Date(2026, 10, 28, 14, 0).getTime();
    const alert = new Date(2026, 10, 28, 14, 55).getTime();
    // A stored answer as the worker serves it: when it was stored, and the alert it is older than.
    const copy = new Response('{}', { headers: { 'x-sw-cached-at': String(stored), 'x-sw-older-than-alert': String(alert) } });
    act(() => noteApiAnswer(queryClient, copy));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline — showing data from 1 hour agoThis data is older than the alert from 5 minutes ago: it could not be refreshed when the alert came.',
    );
    act(() => noteApiAnswer(queryClient, new Response('{}')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing of an alert when the stored answer is newer than every alert', () => {
    const { queryClient } = renderWithProviders(<OfflineBanner />, { user: {} });
    act(() => noteApiAnswer(queryClient, new Response('{}', { headers: { 'x-sw-cached-at': String(Date.now() - 60_000) } })));
    expect(screen.getByRole('status')).toHaveTextContent(/^You are offline — showing data from /);
    expect(screen.queryByText(/older than the alert/)).not.toBeInTheDocument();
  });
});

describe('service worker messages', () => {
  it("refetches the cluster list, the cluster's page and the notifications at once when a push alert arrives", async () => {
    const { queryClient } = renderWithProviders(<div />, { user: {} });
    queryClient.setQueryData(keys.clusterList(TEST_UUID), []);
    queryClient.setQueryData(keys.clusterPart(TEST_UUID, 'a', 'instance'), {});
    queryClient.setQueryData(keys.notifications(TEST_UUID), { notifications: [], hasUnRead: false });
    handleWorkerMessage(queryClient, { type: 'PUSH_RECEIVED', kind: 'cluster', tag: 'cluster-a', url: '/clusters/a' });
    await waitFor(() => expect(queryClient.getQueryState(keys.clusterList(TEST_UUID))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(keys.clusterPart(TEST_UUID, 'a', 'instance'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.notifications(TEST_UUID))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.me(TEST_UUID))?.isInvalidated).toBe(false);
  });

  it('refetches what the device answered once the server answers again, and only then', async () => {
    const { queryClient } = renderWithProviders(<div />, { user: {} });
    queryClient.setQueryData(keys.clusterList(TEST_UUID), []);
    act(() => handleWorkerMessage(queryClient, { type: 'API_FROM_NETWORK' }));
    expect(queryClient.getQueryState(keys.clusterList(TEST_UUID))?.isInvalidated).toBe(false);

    act(() => handleWorkerMessage(queryClient, { type: 'API_UNREACHABLE', url: '/api/x', cachedAt: 1 }));
    act(() => handleWorkerMessage(queryClient, { type: 'API_FROM_NETWORK' }));
    await waitFor(() => expect(queryClient.getQueryState(keys.clusterList(TEST_UUID))?.isInvalidated).toBe(true));
  });

  it('tells those who asked of a push alert about a cluster, and only of those', () => {
    const { queryClient } = renderWithProviders(<div />, { user: {} });
    const heard = vi.fn();
    const stop = onClusterAlert(heard);
    handleWorkerMessage(queryClient, { type: 'PUSH_RECEIVED', kind: 'deployment', tag: 'd-1', url: '/clusters' });
    expect(heard).not.toHaveBeenCalled();
    handleWorkerMessage(queryClient, { type: 'PUSH_RECEIVED', kind: 'cluster', tag: 'cluster-a', url: '/clusters/a' });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    handleWorkerMessage(queryClient, { type: 'PUSH_RECEIVED', kind: 'cluster', tag: 'cluster-a', url: '/clusters/a' });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('ignores messages that are not ours', () => {
    const { queryClient } = renderWithProviders(<div />, { user: {} });
    queryClient.setQueryData(keys.clusterList(TEST_UUID), []);
    handleWorkerMessage(queryClient, { type: 'PUSH_RECEIVED' });
    handleWorkerMessage(queryClient, 'hello');
    expect(queryClient.getQueryState(keys.clusterList(TEST_UUID))?.isInvalidated).toBe(false);
  });
});

describe('InstallButton', () => {
  it('offers the browser install dialog where the browser offers one', async () => {
    renderWithProviders(<InstallButton />);
    expect(screen.queryByRole('button', { name: /Install/ })).not.toBeInTheDocument();
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    }) as BeforeInstallPromptEvent;
    act(() => usePwa.getState().setInstallPrompt(event));
    await userEvent.click(await screen.findByRole('button', { name: /Install/ }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Install/ })).not.toBeInTheDocument());
  });
});
