/**
 * The version card and the update dialog (doc 2 §2, §4, §6, §8) against the in-process emulator: the dialog's
 * tabs and rules, a direct update of a running cluster (the request it makes), a pending update of a
 * disconnected one shown and cancelled (the Update button returns), the lock's text, and what other roles see.
 *
 * Seeded: enterprise@ owns enterprise-dwh (running, 2026.7.2, build numbers allowed) and eu-reporting
 * (disconnected, Self_Upgrade locked); premium@ owns marketing-bi (disconnected, 2026.7.2) and sales-analytics
 * (running, latest); manager@ is Manager on both of premium@'s.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { VersionCard } from '../../../src/features/clusters/detail/VersionCard';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderClusterTab } from '../../support/cluster-tab';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const MANAGER = 'manager@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
});

/** The card as the cluster page places it: with the page's user, entry and derived status. */

const renderCard = (email: string, name: string) => renderClusterTab(em, VersionCard, email, name);

async function card(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Version' });
}

async function openDialog(name: string): Promise<HTMLElement> {
  await userEvent.click(await within(await card()).findByRole('button', { name: 'Update' }));
  return screen.findByRole('dialog', { name: `Update ${name}` });
}

function tabNames(dialog: HTMLElement): string[] {
  return within(within(dialog).getByRole('tablist', { name: 'Update by' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

describe('the version card', () => {
  it('shows the version and, on a cluster with nothing newer, that it is up to date, without Update', async () => {
    renderCard(PREMIUM, 'sales-analytics');
    const version = await card();
    expect(await within(version).findByText('Up to date')).toBeInTheDocument();
    expect(within(version).getByText('2026.10.1')).toBeInTheDocument();
    expect(within(version).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('has two tabs where build numbers are allowed, each with its own rule', async () => {
    renderCard(ENTERPRISE, 'enterprise-dwh');
    expect(await within(await card()).findByText('1 newer release available')).toBeInTheDocument();
    const dialog = await openDialog('enterprise-dwh');
    expect(tabNames(dialog)).toEqual(['By build number', 'By official release']);
    expect(within(dialog).getByRole('tab', { name: 'By official release', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByText('Current version: 2026.7.2')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Release' })).toHaveValue('2026.10.1');
    expect(within(dialog).getByRole('button', { name: 'Update now' })).toBeEnabled();

    // By build number: Confirm waits for a non-blank build number of one token.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'By build number' }));
    const buildNumber = within(dialog).getByRole('textbox', { name: 'Build number' });
    expect(within(dialog).getByRole('button', { name: 'Update now' })).toBeDisabled();
    await userEvent.type(buildNumber, 'b 7');
    expect(await within(dialog).findByText('A build number has only letters, digits, dots, dashes and underscores')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update now' })).toBeDisabled();
    await userEvent.clear(buildNumber);
    await userEvent.type(buildNumber, 'b-7');
    expect(within(dialog).getByRole('button', { name: 'Update now' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(em.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('has only the official-release tab otherwise, and offers to schedule on a cluster that is not running', async () => {
    renderCard(PREMIUM, 'marketing-bi');
    const releasesOnly = await openDialog('marketing-bi');
    expect(tabNames(releasesOnly)).toEqual(['By official release']);
    expect(within(releasesOnly).getByRole('button', { name: 'Schedule update' })).toBeEnabled();
    expect(within(releasesOnly).getByText(/the update is scheduled and applied the next time it connects/)).toBeInTheDocument();
  });

  it('updates a running cluster at once, and shows it updating', async () => {
    const { account } = renderCard(ENTERPRISE, 'enterprise-dwh');
    const dialog = await openDialog('enterprise-dwh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update now' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('enterprise-dwh is being updated to 2026.10.1')).toBeInTheDocument();
    expect(await within(await card()).findByText('Updating to 2026.10.1…')).toBeInTheDocument();
    expect(within(await card()).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(em.calls.filter((c) => c.method !== 'GET')).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/users/${account.uuid}/instances/enterprise-dwh/upgrade`,
        body: { version: '2026.10.1', byBuildNo: 'false' },
      }),
    ]);
  });

  it('schedules an update of a disconnected cluster, shows it instead of Update, and cancels it: Update returns', async () => {
    const { account } = renderCard(PREMIUM, 'marketing-bi');
    const dialog = await openDialog('marketing-bi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const version = await card();
    expect(await within(version).findByText('Update to 2026.10.1 scheduled')).toBeInTheDocument();
    expect(within(version).getByText('It is applied the next time the cluster connects.')).toBeInTheDocument();
    expect(within(version).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(await screen.findByText('marketing-bi will be updated to 2026.10.1 when it next connects')).toBeInTheDocument();
    const scheduled = em.calls.find((c) => c.method === 'POST');
    expect(scheduled).toMatchObject({
      path: `/users/${account.uuid}/instances/marketing-bi/pending`,
      body: { kind: 'UPGRADE_VERSION', change: { version: '2026.10.1', byBuildNo: 'false' } },
    });

    await userEvent.click(within(version).getByRole('button', { name: 'Cancel update' }));
    expect(await within(version).findByRole('button', { name: 'Update' })).toBeEnabled();
    expect(within(version).queryByText('Update to 2026.10.1 scheduled')).not.toBeInTheDocument();
    expect(em.calls.filter((c) => c.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: expect.stringMatching(new RegExp(`^/users/${account.uuid}/instances/marketing-bi/pending/\\d+$`)) }),
    ]);
  });

  it("shows a failed schedule as a notification of the server's message, and keeps the dialog open", async () => {
    renderCard(PREMIUM, 'marketing-bi');
    await em.fault({
      route: 'POST /users/*/instances/marketing-bi/pending',
      status: 409,
      body: { message: 'An update is already scheduled for this cluster.' },
    });
    const dialog = await openDialog('marketing-bi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule update' }));
    expect(await screen.findByText('An update is already scheduled for this cluster.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update marketing-bi' })).toBeInTheDocument();
  });

  it("disables Update on a locked cluster with the spec's text, in its description and a tooltip", async () => {
    renderCard(ENTERPRISE, 'eu-reporting');
    const update = await within(await card()).findByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    const reason = update.closest<HTMLElement>('[aria-describedby]');
    expect(reason).toHaveAccessibleDescription('Update is currently locked for this cluster.');
    await userEvent.hover(reason as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Update is currently locked for this cluster.');
  });

  it('offers Update to the owner only: a Manager sees the version and a scheduled update, without actions', async () => {
    const { unmount } = renderCard(PREMIUM, 'marketing-bi');
    await openDialog('marketing-bi').then((dialog) => userEvent.click(within(dialog).getByRole('button', { name: 'Schedule update' })));
    expect(await within(await card()).findByText('Update to 2026.10.1 scheduled')).toBeInTheDocument();
    unmount();

    renderCard(MANAGER, 'marketing-bi');
    const version = await card();
    expect(await within(version).findByText('Update to 2026.10.1 scheduled')).toBeInTheDocument();
    expect(within(version).queryByRole('button')).not.toBeInTheDocument();
  });
});
