/**
 * Snoozing a cluster's push alerts from its page (issue 28) against the in-process emulator: the menu's three
 * lengths, the note 'Alerts snoozed until 07:00 — Resume' with the end on the device's clock, Resume, and a
 * refused call leaving alerts on.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route } from 'wouter';
import { formatClock } from '../../../src/domain/alert-snooze';
import { ClusterPage } from '../../../src/features/clusters/detail/ClusterPage';
import { PATHS } from '../../../src/domain/paths';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

const PREMIUM = 'premium@demo.test';
const USER = 'user@demo.test';
const CLUSTER = 'sales-analytics';

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
  // Every test starts with alerts on, whatever an earlier one snoozed.
  em.emulator.ctx.db.prepare('DELETE FROM alert_snoozes').run();
});

function renderPage(email: string) {
  const account = em.signIn(email);
  return renderWithProviders(<Route path={PATHS.clusterPattern} component={ClusterPage} />, {
    route: `/clusters/${CLUSTER}`,
    user: account,
    seedMe: false,
  });
}

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

async function choose(length: string): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: 'Snooze alerts' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: length }));
}

describe('Snooze alerts on the cluster page', () => {
  it('offers three lengths; an hour shows until when, sent with the device’s time zone, and Resume turns alerts on', async () => {
    renderPage(PREMIUM);
    await choose('For 1 hour');
    // The note follows the emulator's answer: the call has been made by then (the click only starts it).
    await screen.findByText(/^Alerts snoozed until \d\d:\d\d$/);
    const put = em.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/alert-snooze'));
    expect(put?.body).toEqual({ length: 'hour', timeZone: zone() });
    const snooze = em.emulator.ctx.db.prepare('SELECT until FROM alert_snoozes').pluck().get() as number;
    const note = screen.getByText(`Alerts snoozed until ${formatClock(snooze, zone())}`);
    expect(await screen.findByText(`Alerts of ${CLUSTER} are snoozed until ${formatClock(snooze, zone())}`)).toBeInTheDocument();

    const alert = note.closest('[role="alert"], .mantine-Alert-root') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Snooze alerts' })).toBeInTheDocument();
    expect(await screen.findByText(`Alerts of ${CLUSTER} are on again`)).toBeInTheDocument();
    expect(em.emulator.ctx.db.prepare('SELECT COUNT(*) FROM alert_snoozes').pluck().get()).toBe(0);
  });

  it('opens from the keyboard once its code is in, and Escape brings the focus back to it', async () => {
    renderPage(PREMIUM);
    const button = await screen.findByRole('button', { name: 'Snooze alerts' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'For 1 hour' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'For 1 hour' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Snooze alerts' })).toHaveFocus();
  });

  it('snoozes until tomorrow morning (07:00), for any role on the cluster, and shows it when the page opens again', async () => {
    const { unmount } = renderPage(USER);
    await choose('Until tomorrow morning (07:00)');
    expect(await screen.findByText('Alerts snoozed until 07:00')).toBeInTheDocument();
    unmount();

    renderPage(USER);
    expect(await screen.findByText('Alerts snoozed until 07:00')).toBeInTheDocument();
  });

  it('snoozes until turned back on', async () => {
    renderPage(PREMIUM);
    await choose('Until I turn them back on');
    expect(await screen.findByText('Alerts snoozed until you turn them back on')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('says why when the emulator refuses, and alerts stay on', async () => {
    renderPage(PREMIUM);
    await em.fault({ route: 'PUT /users/*/instances/*/alert-snooze', status: 409, body: { message: 'Snoozing is down' } });
    await choose('For 1 hour');
    expect(await screen.findByText('Snoozing is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Snooze alerts' })).toBeInTheDocument();
    expect(screen.queryByText(/Alerts snoozed until/)).toBeNull();
  });
});
