/**
 * The cluster secrets of the page header (doc 2 §2 main tab, §6, §8, §9) against the in-process emulator:
 * the owner opens them, the password stays masked until revealed, each value copies with 1 s of feedback, a
 * failure shows the server's message and closes them, and nothing of them is persisted.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications, notificationsStore } from '@mantine/notifications';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { clusterQueries, type ClusterDetailEntry } from '../../../src/api/clusters';
import { keys } from '../../../src/api/keys';
import { createPersistOptions, PERSIST_KEY, shouldPersistQuery } from '../../../src/api/query-client';
import type { ClusterSecrets as Secrets } from '../../../src/contract/types';
import { ClusterSecrets } from '../../../src/features/clusters/detail/ClusterSecrets';
import { startComponentEmulator } from '../../support/component-emulator';
import { createTestQueryClient, renderWithProviders } from '../../support/render';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const CLUSTER = 'sales-analytics';

const em = startComponentEmulator();

beforeEach(() => {
  // Mantine keeps notices in a module store: start every test without the last one's.
  notifications.clean();
});

function toastMessages(): unknown[] {
  return notificationsStore.getState().notifications.map((n) => n.message);
}

/** What the emulator answers the owner, read around the app (not a recorded call). */
async function ownerSecrets(): Promise<Secrets> {
  const res = await em.emulator.fetch(`/api/users/${em.uuidOf(PREMIUM)}/instances/${CLUSTER}/secrets`, { as: PREMIUM });
  return (await res.json()) as Secrets;
}

/** Signs in, loads the cluster as its page does (a persisted query), and renders the header's secrets for it. */
async function renderSecrets(email: string) {
  const account = em.signIn(email);
  const queryClient = createTestQueryClient();
  const entry: ClusterDetailEntry = await queryClient.fetchQuery(clusterQueries.detail(account.uuid, CLUSTER));
  const view = renderWithProviders(<ClusterSecrets uuid={account.uuid} user={{ email }} instance={entry.instance} />, {
    user: account,
    seedMe: false,
    queryClient,
  });
  return { ...view, account, queryClient };
}

const secretsCalls = () => em.calls.filter((call) => call.path.endsWith('/secrets'));

describe('Cluster secrets', () => {
  it('opens for the owner with DB_CONNECTION and DB_USER shown and DB_PW masked until revealed', async () => {
    const user = userEvent.setup();
    const expected = await ownerSecrets();
    const { account } = await renderSecrets(PREMIUM);

    // Read only while shown: nothing is asked before the popover opens.
    expect(secretsCalls()).toEqual([]);
    // (The popover's code loads on this first click: the button is then the popover's own, so it is looked up again below.)
    await user.click(screen.getByRole('button', { name: 'Secrets' }));

    const dialog = await screen.findByRole('dialog', { name: 'Database secrets' });
    // A popover on a wide screen, not a modal.
    expect(dialog).not.toHaveAttribute('aria-modal', 'true');
    const connection = await within(dialog).findByLabelText('DB_CONNECTION');
    expect(connection).toHaveValue(expected.DB_CONNECTION);
    expect(connection).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('DB_USER')).toHaveValue(expected.DB_USER);

    const password = within(dialog).getByLabelText('DB_PW');
    expect(password).toHaveAttribute('type', 'password');
    expect(within(dialog).queryByText(expected.DB_PW)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue(expected.DB_PW);
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    expect(secretsCalls()).toEqual([
      { method: 'GET', path: `/users/${account.uuid}/instances/${CLUSTER}/secrets`, body: undefined, signed: true },
    ]);

    // Escape closes it; opening again within 240 s answers from memory, with the password masked again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Secrets' }));
    const again = await screen.findByRole('dialog', { name: 'Database secrets' });
    expect(within(again).getByLabelText('DB_PW')).toHaveAttribute('type', 'password');
    expect(secretsCalls()).toHaveLength(1);
  });

  it('copies each value, saying Copied for a second', async () => {
    const user = userEvent.setup();
    const expected = await ownerSecrets();
    await renderSecrets(PREMIUM);
    await user.click(screen.getByRole('button', { name: 'Secrets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Database secrets' });

    await user.click(await within(dialog).findByRole('button', { name: 'Copy DB_CONNECTION' }));
    expect(await navigator.clipboard.readText()).toBe(expected.DB_CONNECTION);
    // Copied while masked too: the password itself, never the mask.
    await user.click(within(dialog).getByRole('button', { name: 'Copy DB_PW' }));
    expect(await navigator.clipboard.readText()).toBe(expected.DB_PW);
    expect(within(dialog).getAllByRole('button', { name: 'Copied' }).length).toBeGreaterThan(0);
    // The feedback lasts COPY_FEEDBACK_MS (1 s), then the button offers the copy again.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy DB_PW' })).toBeInTheDocument());
  });

  it("shows nothing to anyone but the owner matched by e-mail", async () => {
    await renderSecrets(MANAGER);
    expect(screen.queryByRole('button', { name: 'Secrets' })).not.toBeInTheDocument();
    expect(secretsCalls()).toEqual([]);
  });

  it("shows the server's message as an error notice and closes the popover when the read fails", async () => {
    const user = userEvent.setup();
    const message = 'The secrets service is unavailable, please try again later';
    await em.fault({ route: 'GET /users/*/instances/*/secrets', status: 500, body: { message } });
    await renderSecrets(PREMIUM);

    await user.click(screen.getByRole('button', { name: 'Secrets' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toastMessages()).toEqual([message]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const open = screen.getByRole('button', { name: 'Secrets' });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    // The fault was for one call: opening again reads them.
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Database secrets' });
    expect(await within(dialog).findByLabelText('DB_USER')).toHaveValue('demo_sales_analytics');
    expect(secretsCalls()).toHaveLength(2);
  });

  it('keeps the secrets in memory only: the persisted cache never holds them', async () => {
    const user = userEvent.setup();
    const expected = await ownerSecrets();
    const { account, queryClient } = await renderSecrets(PREMIUM);
    await user.click(screen.getByRole('button', { name: 'Secrets' }));
    await within(await screen.findByRole('dialog', { name: 'Database secrets' })).findByLabelText('DB_PW');
    const secretsKey = keys.clusterPart(account.uuid, CLUSTER, 'secrets');
    expect(queryClient.getQueryData(secretsKey)).toEqual(expected);

    const written = await persistNow(queryClient, account.uuid);
    const persistedKeys = (JSON.parse(written) as { clientState: ReturnType<typeof dehydrate> }).clientState.queries.map((q) => q.queryKey);
    // The cluster's page is persisted (it opens offline); its secrets are not.
    expect(persistedKeys).toContainEqual(keys.clusterPart(account.uuid, CLUSTER, 'instance'));
    expect(persistedKeys).not.toContainEqual(secretsKey);
    expect(written).not.toContain(expected.DB_PW);
  });

  it('opens as a modal where a popover would not fit (phone width)', async () => {
    const user = userEvent.setup();
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') }));
    await renderSecrets(PREMIUM);
    await user.click(await screen.findByRole('button', { name: 'Secrets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Database secrets' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await within(dialog).findByLabelText('DB_CONNECTION')).toHaveValue((await ownerSecrets()).DB_CONNECTION);
  });
});

/**
 * Writes the cache as the app's persister does (main.tsx: createPersistOptions, and the synchronous write it
 * makes when the page is hidden or goes offline) and answers what it wrote.
 */
async function persistNow(queryClient: QueryClient, uuid: string): Promise<string> {
  const items = new Map<string, string>();
  const storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies Storage;
  const options = createPersistOptions('test', { current: () => uuid, settled: async () => uuid }, storage);
  // The persister writes only once the cache at start has been restored (nothing stored here yet).
  await options.persister.restoreClient();
  // What persistWhenLeaving writes: the cache filtered by the persister's rule.
  const clientState = dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery });
  expect(options.persister.persistClientNow({ buster: 'test', timestamp: Date.now(), clientState })).toBe(true);
  return items.get(PERSIST_KEY) ?? '';
}
