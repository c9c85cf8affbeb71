/**
 * The IP Whitelisting section (doc 2 §2, §5, §6, §8) against the in-process emulator: the empty list, the add
 * dialog rejecting an entry ('Invalid Ip item formatting!', and which entry) then adding, the request made and
 * the row shown; edit with Active; delete with its confirmation and 'IP Addresses/Range Deleted'; a server field
 * message under its input; 'Add my current address' when the emulator cannot see it; the refusals (role, plan,
 * offline) as disabled buttons with their reason, reachable by keyboard; the list kept while offline.
 *
 * Seeded: premium@ owns sales-analytics (an empty allow-list); user@ is User on it (made support here).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { IpWhitelist } from '../../../src/features/clusters/detail/access/whitelist/IpWhitelist';
import { OFFLINE_ACTION_TOOLTIP, usePwa } from '../../../src/pwa';
import { findUserRowByUuid } from '../../../server/users/accounts';
import { getProfile, saveProfile } from '../../../server/users/store';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderClusterTab } from '../../support/cluster-tab';

const PREMIUM = 'premium@demo.test';
const USER = 'user@demo.test';
const CLUSTER = 'sales-analytics';
const INVALID = 'Invalid Ip item formatting!';

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
  // Each test starts from an empty allow-list, whatever the seed holds.
  em.emulator.ctx.db.prepare('DELETE FROM whitelists').run();
});

const renderSection = (email = PREMIUM) => renderClusterTab(em, IpWhitelist, email, CLUSTER);

const path = (uuid: string) => `/users/${uuid}/instances/${CLUSTER}/whitelists`;
const writes = () => em.calls.filter((c) => c.method !== 'GET');

async function seed(range: string, description = ''): Promise<{ id: string }> {
  const res = await em.emulator.fetch(`/api${path(em.uuidOf(PREMIUM))}`, {
    method: 'POST',
    as: PREMIUM,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ range, description }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { whitelist: { id: string } }).whitelist;
}

function setRole(email: string, role: string): void {
  em.emulator.ctx.db
    .prepare('UPDATE cluster_roles SET role = ? WHERE user_uuid = ? AND instance_id = (SELECT id FROM instances WHERE name = ?)')
    .run(role, em.uuidOf(email), CLUSTER);
}

function never(): never {
  throw new Error('no user');
}

function changeProfile(email: string, change: (profile: ReturnType<typeof getProfile>) => void): void {
  const { db } = em.emulator.ctx;
  const uuid = em.uuidOf(email);
  const row = findUserRowByUuid(db, uuid);
  if (!row) throw new Error('no user');
  const profile = getProfile(row);
  change(profile);
  saveProfile(db, uuid, profile);
}

describe('the IP allow-list', () => {
  it("rejects a wrong entry with 'Invalid Ip item formatting!' and which one, then adds the range", async () => {
    const { account } = renderSection();
    expect(await screen.findByText('No IP addresses or ranges added yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add IP Addresses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add IP Addresses' });
    const range = within(dialog).getByRole('textbox', { name: /IP addresses \/ ranges/ });

    await userEvent.type(range, '203.0.113.7, 300.1.1.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(INVALID)).toBeInTheDocument();
    expect(within(dialog).getByText('Entry 2, 300.1.1.1, has 300, above 255.')).toBeInTheDocument();
    expect(range).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);

    await userEvent.clear(range);
    await userEvent.type(range, '203.0.113.7,198.51.100.0/24');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Head office');
    expect(within(dialog).queryByRole('switch', { name: /Active/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('IP Addresses/Range Added')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'IP allow-list' });
    const row = within(table).getByRole('row', { name: /203\.0\.113\.7/ });
    expect(within(row).getByText('198.51.100.0/24')).toBeInTheDocument();
    expect(within(row).getByText('Head office')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: path(account.uuid), body: { range: '203.0.113.7,198.51.100.0/24', description: 'Head office' } }),
    ]);
  });

  it('edits an item, Active included', async () => {
    const item = await seed('192.0.2.15', 'BI server');
    const { account } = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 192.0.2.15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit IP Addresses' });
    expect(within(dialog).getByRole('textbox', { name: /IP addresses \/ ranges/ })).toHaveValue('192.0.2.15');
    const active = within(dialog).getByRole('switch', { name: /Active/ });
    expect(active).toBeChecked();
    await userEvent.click(active);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('IP Addresses/Range Updated')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /192\.0\.2\.15/ })).getByText('Inactive')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `${path(account.uuid)}/${item.id}`,
        body: { range: '192.0.2.15', description: 'BI server', active: false },
      }),
    ]);
  });

  it("deletes after a confirmation, with 'IP Addresses/Range Deleted'", async () => {
    const item = await seed('192.0.2.15');
    const { account } = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 192.0.2.15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete IP addresses?' });
    expect(within(dialog).getByText('192.0.2.15 will no longer be allowed to reach this cluster. This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('IP Addresses/Range Deleted')).toBeInTheDocument();
    expect(await screen.findByText('No IP addresses or ranges added yet.')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: `${path(account.uuid)}/${item.id}` })]);
  });

  it("puts the server's field message under its input", async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Add IP Addresses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add IP Addresses' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /IP addresses \/ ranges/ }), '203.0.113.7');
    await em.fault({
      route: 'POST /users/*/instances/*/whitelists',
      status: 400,
      body: { message: 'Overlaps 203.0.113.0/24', errors: [{ fieldName: 'range', message: 'Overlaps 203.0.113.0/24' }] },
      count: 1,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Overlaps 203.0.113.0/24')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add IP Addresses' })).toBeInTheDocument();
  });

  it("says why 'Add my current address' found nothing when the emulator saw no address", async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Add IP Addresses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add IP Addresses' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add my current address' }));
    expect(await within(dialog).findByText('The emulator could not see the address this request came from.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /IP addresses \/ ranges/ })).toHaveValue('');
  });

  it("fills the address the server answers with 'Add my current address'", async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Add IP Addresses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add IP Addresses' });
    const range = within(dialog).getByRole('textbox', { name: /IP addresses \/ ranges/ });
    await userEvent.type(range, '10.0.0.0/8');
    await em.fault({ route: 'GET /users/*/client-address', status: 200, body: { address: '203.0.113.9' }, count: 1 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add my current address' }));
    expect(await within(dialog).findByText('Your current address, 203.0.113.9, is added.')).toBeInTheDocument();
    expect(range).toHaveValue('10.0.0.0/8, 203.0.113.9');
  });
});

describe('refusals', () => {
  it('shows the list to a support user with every action disabled, saying why, by keyboard', async () => {
    await seed('192.0.2.15');
    setRole(USER, 'incorta-admin');
    renderSection(USER);
    const add = await screen.findByRole('button', { name: 'Add IP Addresses' });
    expect(add).toBeDisabled();
    const wrapper = add.closest('[tabindex="0"]');
    expect(wrapper).toHaveAccessibleDescription('Your role on this cluster does not allow adding IP addresses.');
    if (!(wrapper instanceof HTMLElement)) throw new Error('no focusable wrapper');
    act(() => wrapper.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your role on this cluster does not allow adding IP addresses.');
    // The header's Add shows at once; the rows come with the list's answer.
    expect((await screen.findByRole('button', { name: 'Edit 192.0.2.15' })).closest('[tabindex="0"]')).toHaveAccessibleDescription(
      'Your role on this cluster does not allow editing IP addresses.',
    );
    expect(screen.getByRole('button', { name: 'Delete 192.0.2.15' }).closest('[tabindex="0"]')).toHaveAccessibleDescription(
      'Your role on this cluster does not allow deleting IP addresses.',
    );
  });

  it("disables changes with the plan's text when the platform does not support whitelisting", async () => {
    const actions = getProfile(findUserRowByUuid(em.emulator.ctx.db, em.uuidOf(PREMIUM)) ?? never()).platformActions;
    changeProfile(PREMIUM, (p) => {
      p.platformActions = p.platformActions.filter((a) => a.name !== 'whitelisting');
    });
    try {
      renderSection();
      const add = await screen.findByRole('button', { name: 'Add IP Addresses' });
      expect(add).toBeDisabled();
      expect(add.closest('[tabindex="0"]')).toHaveAccessibleDescription('This action is not supported in your current plan');
    } finally {
      changeProfile(PREMIUM, (p) => {
        p.platformActions = actions;
      });
    }
  });

  it('keeps the list offline, with every change disabled and saying so', async () => {
    await seed('192.0.2.15');
    renderSection();
    const edit = await screen.findByRole('button', { name: 'Edit 192.0.2.15' });
    expect(edit).toBeEnabled();
    act(() => usePwa.getState().apiUnreachable(null));
    try {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add IP Addresses' })).toBeDisabled());
      expect(screen.getByRole('button', { name: 'Add IP Addresses' }).closest('[tabindex="0"]')).toHaveAccessibleDescription(OFFLINE_ACTION_TOOLTIP);
      expect(screen.getByRole('button', { name: 'Delete 192.0.2.15' })).toBeDisabled();
      expect(screen.getByText('192.0.2.15')).toBeInTheDocument();
    } finally {
      act(() => usePwa.getState().apiReachable());
    }
  });
});
