/**
 * The notifications bell of cluster pages (doc 1 §4) against the in-process emulator: the badge, the panel,
 * marking read (one on choosing it, all on closing), the ERROR markers, the empty list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications as notices } from '@mantine/notifications';
import { Route } from 'wouter';
import { recordNotice } from '../../../server/clusters/store';
import type { NotificationEvent } from '../../../src/domain/notification-events';
import { ClusterPage } from '../../../src/features/clusters/detail/ClusterPage';
import { keys } from '../../../src/api/keys';
import { PATHS } from '../../../src/domain/paths';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  notices.clean();
});

/**
 * Notifications the emulator records for `email`, oldest first (so the last one is on top). Any code: a cloud
 * API newer than the console may send one the console has no title for.
 */
function record(email: string, items: { instanceName: string; event: string; message: string }[]) {
  const userId = em.uuidOf(email);
  const start = Date.now() - items.length * 60_000;
  items.forEach(({ event, ...item }, index) =>
    recordNotice(em.emulator.ctx.db, {
      userId,
      eventType: 'info',
      kind: 'test',
      title: event,
      at: start + index * 60_000,
      event: event as NotificationEvent,
      ...item,
    }),
  );
}

function renderPage(email: string, route: string) {
  const account = em.signIn(email);
  return {
    ...renderWithProviders(<Route path={PATHS.clusterPattern} component={ClusterPage} />, { route, user: account, seedMe: false }),
    account,
  };
}

describe('the notifications bell', () => {
  it("shows '+9' above nine unread, lists them, and marks all read when the panel closes", async () => {
    record(PREMIUM, [
      { instanceName: 'marketing-bi', event: 'DEPLOY_FAILED', message: 'Deployment failed ERROR: quota exceeded ERROR: network unreachable' },
      ...Array.from({ length: 10 }, (_, i) => ({ instanceName: 'sales-analytics', event: `EVENT_${i}`, message: `Message ${i}` })),
    ]);
    const { account } = renderPage(PREMIUM, '/clusters/sales-analytics');
    const bell = await screen.findByRole('button', { name: 'Notifications, 11 unread' });
    expect(screen.getByText('+9')).toBeInTheDocument();

    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(11);
    // Newest first; the failure's message reads one line per ERROR marker.
    expect(within(items[10] as HTMLElement).getByText('Deployment failed')).toBeInTheDocument();
    expect(within(items[10] as HTMLElement).getByText('ERROR: quota exceeded')).toBeInTheDocument();
    expect(within(items[10] as HTMLElement).getByText('ERROR: network unreachable')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    // At once, before the emulator answers: the badge goes and the bell stops ringing.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('+9')).not.toBeInTheDocument();
    const marks = em.calls.filter((c) => c.method === 'POST' && c.path === `/notification/${account.uuid}/readNotifications`);
    expect(marks).toHaveLength(1);
    expect((marks[0]?.body as { notificationsIDs: string[] }).notificationsIDs).toHaveLength(11);
  });

  it('opens the cluster of the one chosen, marking it read with the rest as the panel closes', async () => {
    record(ENTERPRISE, [
      { instanceName: 'eu-reporting', event: 'CONNECT_CLUSTER', message: 'Cluster eu-reporting is connected.' },
      { instanceName: 'enterprise-dwh', event: 'UPDATE_CLUSTER', message: 'Cluster enterprise-dwh is updated.' },
    ]);
    const { account, history } = renderPage(ENTERPRISE, '/clusters/enterprise-dwh');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(panel).getByRole('link', { name: /Cluster connection/ }));
    await waitFor(() => expect(history.at(-1)).toBe('/clusters/eu-reporting'));
    const marks = em.calls.filter((c) => c.method === 'POST' && c.path === `/notification/${account.uuid}/readNotifications`);
    expect(marks).toHaveLength(1);
    expect((marks[0]?.body as { notificationsIDs: string[] }).notificationsIDs).toHaveLength(2);
  });

  it('titles each item in words above its message, for known and unknown event codes alike', async () => {
    // What a newcomer saw as 'New DISCONNECT_CLUSTER', 'New AUTO_SUSPEND', … (issue 26 §2); the last code is
    // one the console has no title for.
    const shown = [
      { event: 'DISCONNECT_CLUSTER', title: 'Cluster disconnection', message: 'Cluster sales-analytics is disconnected.' },
      { event: 'AUTO_SUSPEND', title: 'Auto suspend', message: 'Cluster sales-analytics was idle for 2 Hours and is disconnecting.' },
      { event: 'IDLE_WARNING', title: 'Cluster going to sleep', message: 'Cluster sales-analytics has been idle and goes to sleep in 10 minutes.' },
      { event: 'INSTALL_LIBRARY', title: 'Library install', message: 'pandas is installed on sales-analytics.' },
      { event: 'RESTART_SPARK_NODE', title: 'Restart spark node', message: 'Spark node 2 of sales-analytics restarted.' },
    ];
    record('manager@demo.test', [...shown].reverse().map(({ event, message }) => ({ instanceName: 'sales-analytics', event, message })));
    renderPage('manager@demo.test', '/clusters/sales-analytics');
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('listitem');
    // Newest first: 'New', the title, the spec's message below it, and how long ago it came.
    shown.forEach(({ title, message }, index) => expect(items[index]?.textContent).toMatch(new RegExp(`^New${title}${message}`)));
    expect(within(items[0] as HTMLElement).getByText('1 minute ago')).toBeInTheDocument();
    expect(within(items[4] as HTMLElement).getByText('5 minutes ago')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/[A-Z]+_[A-Z]+/);
  });

  it('shows a notification about the open cluster only once its page shows the state it reports', async () => {
    // marketing-bi is disconnected; no other test of this file changes it.
    const { account, queryClient } = renderPage(PREMIUM, '/clusters/marketing-bi');
    await screen.findByRole('heading', { level: 1, name: 'marketing-bi' });
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    const bell = await screen.findByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
    const unread = Number(/(\d+) unread/.exec(bell.getAttribute('aria-label') ?? '')?.[1] ?? 0);

    // Someone connects it elsewhere: the emulator records 'Cluster marketing-bi is starting up.' The
    // notifications' poll comes before the page's own (15 s for a disconnected cluster).
    const res = await em.emulator.fetch(`/api/users/${account.uuid}/instances/marketing-bi/connect`, { method: 'PUT', as: PREMIUM });
    expect(res.status).toBe(200);
    void queryClient.invalidateQueries({ queryKey: keys.notifications(account.uuid) });

    // The moment the bell counts the new notification, the badge already says what it reports.
    await screen.findByRole('button', { name: `Notifications, ${unread + 1} unread` });
    expect(screen.getByText('Starting Up')).toBeInTheDocument();
    expect(screen.queryByText('Disconnected')).not.toBeInTheDocument();
  });

  it("says 'No Notifications' when there are none", async () => {
    renderPage('trial@demo.test', '/clusters/trial-demo');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No Notifications')).toBeInTheDocument();
  });

  it('brings the unread items back when marking them fails, and says why', async () => {
    record('partner@demo.test', [{ instanceName: 'partner-x', event: 'CREATE_CLUSTER', message: 'Cluster partner-x is being created.' }]);
    await em.fault({ route: 'POST /notification/*/readNotifications', status: 500, body: { message: 'Notifications are read-only right now' } });
    // partner@ sees no cluster named partner-x: the page says so, and its bell still works.
    renderPage('partner@demo.test', '/clusters/partner-x');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Notifications are read-only right now')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
