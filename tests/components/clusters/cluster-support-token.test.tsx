/**
 * Help & Support's support access token (doc 2 §2, §3, §4, §6) against the in-process emulator: generate
 * shows the token and its expiry dd/MM/yyyy, renew replaces it, revoke removes it at once and brings it back
 * with the server's message when the call fails, and only roles whose cliPolicy lists 'list' see the button.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { clusterQueries } from '../../../src/api/clusters';
import type { SupportTokenResponse } from '../../../src/contract/types';
import { PHONE_QUERY, SupportTokenButton } from '../../../src/features/clusters/detail/SupportTokenButton';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const TRIAL = 'trial@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
});

/** Where the cluster page will place the button: its header, with the cluster's policy lists. */
function Header({ uuid, name }: { uuid: string; name: string }) {
  const detail = useQuery(clusterQueries.detail(uuid, name));
  if (!detail.data) return null;
  return (
    <header>
      <h1>{name}</h1>
      <SupportTokenButton uuid={uuid} name={name} policy={detail.data.instance.clusterPolicy} />
    </header>
  );
}

async function renderHeader(email: string, name: string) {
  const account = em.signIn(email);
  const result = renderWithProviders(<Header uuid={account.uuid} name={name} />, { user: account, seedMe: false });
  await screen.findByRole('heading', { level: 1, name });
  return { ...result, account };
}

/** What the emulator holds, read past the app. */
async function tokenOnServer(email: string, name: string): Promise<SupportTokenResponse> {
  const res = await em.emulator.fetch(`/api/cli/${em.uuidOf(email)}/instances/${name}/token`, { as: email });
  return (await res.json()) as SupportTokenResponse;
}

async function generateOnServer(email: string, name: string): Promise<void> {
  const res = await em.emulator.fetch(`/api/cli/${em.uuidOf(email)}/instances/${name}/token`, { method: 'POST', as: email });
  expect(res.status).toBe(201);
}

/** dd/MM/yyyy of an instant in the local zone, written out by hand. */
function ddMMyyyy(iso: string): string {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()}`;
}

async function openPanel(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
  return screen.findByRole('dialog', { name: 'Help & Support' });
}

describe('Help & Support: the support access token', () => {
  it('generates a token and shows it with its expiry dd/MM/yyyy; copies it; renews it', async () => {
    const user = userEvent.setup();
    const { account } = await renderHeader(PREMIUM, 'sales-analytics');
    const panel = await openPanel();
    expect(await within(panel).findByText('No support access token is active.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Generate' }));
    const field = await within(panel).findByRole('textbox', { name: 'Support access token' });
    const stored = await tokenOnServer(PREMIUM, 'sales-analytics');
    if (stored.token === null) throw new Error('The emulator holds no token after Generate');
    expect(field).toHaveValue(stored.token);
    expect(within(panel).getByText(`Expires ${ddMMyyyy(stored.expiresAt)}`)).toBeInTheDocument();
    expect(within(panel).getByText(/^Expires \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(em.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: `/cli/${account.uuid}/instances/sales-analytics/token`, body: {} }),
    );

    await user.click(within(panel).getByRole('button', { name: 'Copy token' }));
    expect(await within(panel).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(stored.token);

    await user.click(within(panel).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Support access token' })).not.toHaveValue(stored.token));
    const renewed = await tokenOnServer(PREMIUM, 'sales-analytics');
    expect(within(panel).getByRole('textbox', { name: 'Support access token' })).toHaveValue(renewed.token);
    expect(em.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: `/cli/${account.uuid}/instances/sales-analytics/token`, body: { revokeFirst: true } }),
    );
  });

  it('removes the token at once on Revoke, before the emulator answers', async () => {
    await generateOnServer(PREMIUM, 'marketing-bi');
    const { account, queryClient } = await renderHeader(PREMIUM, 'marketing-bi');
    const panel = await openPanel();
    await within(panel).findByRole('textbox', { name: 'Support access token' });
    // The revoke is held at the emulator, so what the screen shows meanwhile is the optimistic state.
    const answer = em.hold('DELETE /cli/*/instances/*/token');

    await userEvent.click(within(panel).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(panel).queryByRole('textbox', { name: 'Support access token' })).not.toBeInTheDocument());
    expect(within(panel).getByText('No support access token is active.')).toBeInTheDocument();
    // Still on its way: Generate waits for it.
    expect(within(panel).getByRole('button', { name: 'Generate' })).toBeDisabled();
    answer.release();

    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Generate' })).toBeEnabled());
    // The re-read after the revoke has landed.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(within(panel).getByText('No support access token is active.')).toBeInTheDocument();
    expect(await tokenOnServer(PREMIUM, 'marketing-bi')).toEqual({ token: null, expiresAt: null });
    expect(em.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/cli/${account.uuid}/instances/marketing-bi/token` }),
    );
  });

  it('brings the token back with the error message when the revoke fails', async () => {
    await generateOnServer(ENTERPRISE, 'enterprise-dwh');
    const stored = await tokenOnServer(ENTERPRISE, 'enterprise-dwh');
    const { queryClient } = await renderHeader(ENTERPRISE, 'enterprise-dwh');
    const panel = await openPanel();
    expect(await within(panel).findByRole('textbox', { name: 'Support access token' })).toHaveValue(stored.token);
    await em.fault({
      route: 'DELETE /cli/*/instances/*/token',
      status: 500,
      latencyMs: 300,
      body: { message: 'Support tokens cannot be revoked right now' },
    });

    await userEvent.click(within(panel).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(panel).queryByRole('textbox', { name: 'Support access token' })).not.toBeInTheDocument());

    expect(await screen.findByText('Support tokens cannot be revoked right now')).toBeInTheDocument();
    expect(await within(panel).findByRole('textbox', { name: 'Support access token' })).toHaveValue(stored.token);
    expect(within(panel).getByText(`Expires ${ddMMyyyy(stored.expiresAt ?? '')}`)).toBeInTheDocument();
    // The re-read after the failed revoke has landed and still shows it.
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    expect(within(panel).getByRole('textbox', { name: 'Support access token' })).toHaveValue(stored.token);
    expect(await tokenOnServer(ENTERPRISE, 'enterprise-dwh')).toEqual(stored);
  });

  it('shows Help & Support only to roles whose cliPolicy lists it', async () => {
    for (const email of [USER, BILLING]) {
      const { unmount } = await renderHeader(email, 'sales-analytics');
      expect(screen.queryByRole('button', { name: 'Help & Support' })).not.toBeInTheDocument();
      unmount();
    }
    await renderHeader(MANAGER, 'sales-analytics');
    expect(screen.getByRole('button', { name: 'Help & Support' })).toBeInTheDocument();
    // The User and the Billing User made no token call.
    expect(em.calls.filter((call) => call.path.startsWith('/cli/'))).toEqual([]);
  });

  it('opens as a modal at phone width', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...matchMedia(query), matches: query === PHONE_QUERY }));
    await renderHeader(TRIAL, 'trial-demo');
    const dialog = await openPanel();
    expect(dialog.closest('.mantine-Modal-root')).not.toBeNull();
    expect(await within(dialog).findByRole('button', { name: 'Generate' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
