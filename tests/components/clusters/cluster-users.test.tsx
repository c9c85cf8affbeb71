/**
 * Cluster Administration Users (doc 2 §2, §3, §4, §5, §6, §8) against the in-process emulator: the table and
 * its search, Invite User with the e-mail check after 1.5 s, the required role, the server's domain flag and
 * 'Continue with this email' (bypassValidationFlag), 'Invitation sent'; a change of role with its confirmation
 * and the ownership note; delete ('User Deleted'); withdraw of a pending owner; the refusals with their
 * reasons; the Roles and Permissions matrix.
 *
 * A fresh emulator for each test; a test that needs an invitation sends it through the API first. Seeded: premium@ owns
 * sales-analytics (manager@ Manager, user@ User, billing@ Billing User) and marketing-bi (manager@ Manager and
 * pending owner, user@ invited as User).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { ClusterUsers } from '../../../src/features/clusters/detail/access/users/ClusterUsers';
import { startComponentEmulator } from '../../support/component-emulator';
import { jsonInit } from '../../support/in-process';
import { renderClusterTab } from '../../support/cluster-tab';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const SALES = 'sales-analytics';
const INVALID = "This doesn't seem to be a valid email. Try again.";
const FLAGGED = "This doesn't seem to be a valid email. Try again or continue with this email.";

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
});

const renderSection = (email: string, name = SALES) => renderClusterTab(em, ClusterUsers, email, name);

const writes = () => em.calls.filter((c) => c.method !== 'GET');
const table = () => screen.findByRole('table', { name: 'Cluster users' });
const rowOf = async (email: string) => within(await table()).findByRole('row', { name: new RegExp(email.replace('.', '\\.')) });

/** premium@ changes a role on sales-analytics through the API, as an earlier visit would. */
async function premiumSends(call: 'adduserrole' | 'updateuserrole', body: Record<string, unknown>): Promise<void> {
  const path = `/api/users/${em.uuidOf(PREMIUM)}/instances/${SALES}/${call}`;
  expect((await em.emulator.fetch(path, jsonInit('PUT', PREMIUM, body))).status).toBe(200);
}

async function choose(dialog: HTMLElement, label: string, option: string): Promise<void> {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Cluster Administration Users', () => {
  it('lists the users with role, status and last login, and searches by name or e-mail', async () => {
    renderSection(PREMIUM);
    const owner = await rowOf(PREMIUM);
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText('(you)')).toBeInTheDocument();
    expect(within(owner).getByText('Active')).toBeInTheDocument();
    // The seed's last sign-in two hours before the emulator started, in words (issue 26 §10): the same day,
    // or yesterday with its time when the test runs just after midnight.
    expect(within(owner).getByText(/^(2 hours ago|yesterday at \d{1,2}:\d{2} [AP]M)$/)).toBeInTheDocument();
    expect(within(await rowOf(BILLING)).getByText('Billing User')).toBeInTheDocument();
    expect(within(await rowOf(USER)).getByText('Never')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(5);

    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(search, 'BILLING@');
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody-here');
    expect(await screen.findByText('No user matches “nobody-here”.')).toBeInTheDocument();
  });

  it('checks the e-mail 1.5 s after typing, requires a role, and continues past the domain flag', async () => {
    const { account } = renderSection(PREMIUM);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });

    await userEvent.type(email, 'not-an-email');
    // Not while typing: after the debounce.
    expect(within(dialog).queryByText(INVALID)).not.toBeInTheDocument();
    expect(await within(dialog).findByText(INVALID)).toBeInTheDocument();

    // The role options are the owner's authorizedRoles.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Owner', 'Manager', 'User', 'Billing User']);
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(email);
    await userEvent.type(email, 'dana@gmail.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('please input your role')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await choose(dialog, 'Role', 'User');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(FLAGGED)).toBeInTheDocument();
    // Shown under the field, not again in a notice.
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with this email' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite User' })).not.toBeInTheDocument());
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText('An invitation email was sent to dana@gmail.com.')).toBeInTheDocument();
    const row = await rowOf('dana@gmail.com');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    const path = `/users/${account.uuid}/instances/${SALES}/adduserrole`;
    const body = (bypassValidationFlag: boolean) => ({
      userId: account.uuid,
      clusterName: SALES,
      user: { userEmail: 'dana@gmail.com', roleName: 'developer' },
      bypassValidationFlag,
    });
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PUT', path, body: body(false) }),
      expect.objectContaining({ method: 'PUT', path, body: body(true) }),
    ]);
  });

  it('changes a role after its confirmation, and says why oneself and the owner cannot be changed', async () => {
    renderSection(MANAGER);
    const own = within(await rowOf(MANAGER)).getByRole('button', { name: `Change role: ${MANAGER}` });
    expect(own).toBeDisabled();
    expect(own.closest('[aria-describedby]')).toHaveAccessibleDescription('You cannot change your own role.');
    const owner = within(await rowOf(PREMIUM)).getByRole('button', { name: `Change role: ${PREMIUM}` });
    expect(owner.closest('[aria-describedby]')).toHaveAccessibleDescription('The role of an Owner cannot be changed.');

    await userEvent.click(within(await rowOf(USER)).getByRole('button', { name: `Change role: ${USER}` }));
    const dialog = await screen.findByRole('dialog', { name: `Change the role of ${USER}` });
    expect(within(dialog).getByText('Current role: User')).toBeInTheDocument();
    // A Manager may give Manager and Billing User (not Owner); the current role is not offered.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New role' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Manager', 'Billing User']);
    await userEvent.click(screen.getByRole('option', { name: 'Billing User' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(`${USER} is now a Billing User.`)).toBeInTheDocument();
    expect(await within(await rowOf(USER)).findByText('Billing User')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'PUT', path: expect.stringMatching(/\/updateuserrole$/), body: { userEmail: USER, roleName: 'accountManager' } })]);
  });

  it('explains a transfer to owner as irreversible once accepted, and sends an ownership invitation', async () => {
    renderSection(PREMIUM);
    await userEvent.click(within(await rowOf(BILLING)).getByRole('button', { name: `Change role: ${BILLING}` }));
    const dialog = await screen.findByRole('dialog', { name: `Change the role of ${BILLING}` });
    await choose(dialog, 'New role', 'Owner');
    expect(within(dialog).getByRole('note')).toHaveTextContent('Once accepted, the transfer is irreversible');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send ownership invitation' }));
    expect(await screen.findByText(`An ownership invitation was sent to ${BILLING}.`)).toBeInTheDocument();
    const row = await rowOf(BILLING);
    expect(await within(row).findByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Until accepted: Billing User')).toBeInTheDocument();
  });

  it('withdraws a pending owner invitation: the user returns to the previous role', async () => {
    await premiumSends('updateuserrole', { userEmail: BILLING, roleName: 'owner' });
    renderSection(PREMIUM);
    const row = await rowOf(BILLING);
    await userEvent.click(await within(row).findByRole('button', { name: `Withdraw invitation: ${BILLING}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw ownership invitation' });
    expect(within(dialog).getByText(`${BILLING} will not become the owner and keeps the role Billing User.`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(`The ownership invitation of ${BILLING} is withdrawn.`)).toBeInTheDocument();
    expect(await within(await rowOf(BILLING)).findByText('Active')).toBeInTheDocument();
    expect(within(await rowOf(BILLING)).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it("deletes a user after a confirmation with 'User Deleted', never oneself", async () => {
    const uuid = em.uuidOf(PREMIUM);
    await premiumSends('adduserrole', { userId: uuid, clusterName: SALES, user: { userEmail: 'dana@gmail.com', roleName: 'developer' }, bypassValidationFlag: true });
    renderSection(PREMIUM);
    const own = within(await rowOf(PREMIUM)).getByRole('button', { name: `Delete: ${PREMIUM}` });
    expect(own.closest('[aria-describedby]')).toHaveAccessibleDescription('You cannot remove yourself from this cluster.');
    await userEvent.click(within(await rowOf('dana@gmail.com')).getByRole('button', { name: 'Delete: dana@gmail.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User Deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Cluster users' })).queryByText('dana@gmail.com')).not.toBeInTheDocument());
  });

  it('shows the Roles and Permissions matrix as a table', async () => {
    renderSection(PREMIUM);
    await userEvent.click(await screen.findByRole('button', { name: 'Roles and Permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles and Permissions' });
    const matrix = within(dialog).getByRole('table', { name: 'What each role may do' });
    expect(within(matrix).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Area',
      'Owner',
      'Manager',
      'User',
      'Billing User',
      'Support',
    ]);
    const users = within(matrix).getByRole('row', { name: /^Cluster Administration Users/ });
    expect(within(users).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Manage and view',
      'Manage and view',
      'No access',
      'Not listed',
      'View',
    ]);
    expect(within(dialog).getByText('Billing User: manages cluster configurations and data apps and views users and billing.')).toBeInTheDocument();
  });

  it('refuses every action offline with the offline tooltip, reading the table from the cache', async () => {
    renderSection(PREMIUM);
    await rowOf(USER);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    try {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Invite User' })).toBeDisabled());
      const invite = screen.getByRole('button', { name: 'Invite User' });
      expect(invite.closest('[aria-describedby]')).toHaveAccessibleDescription('You are offline: this needs a connection to the server.');
      expect(within(await rowOf(USER)).getByRole('button', { name: `Delete: ${USER}` })).toBeDisabled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
    }
  });
});
