/**
 * /clusters against the real emulator, in this process (tests/support/component-emulator.ts): the demo
 * accounts and clusters of server/users/seed-users.ts and server/clusters/seed.ts, errors and latency from
 * the emulator's fault hook. The emulator is fresh for the file, not per test: a test that changes a cluster
 * uses one no other test depends on (and reads counts relative to what it finds first), and what a test changes
 * on an account's plan is undone after it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications, notificationsStore } from '@mantine/notifications';
import { focusManager } from '@tanstack/react-query';
import { clusterQueries, joinClusterEntries } from '../../../src/api/clusters';
import { keys } from '../../../src/api/keys';
import type { InstancesResponse, ServicesResponse, User } from '../../../src/contract/types';
import { ClustersPage } from '../../../src/features/clusters/ClustersPage';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import { SEED_INSTANCE_IDS } from '../../../server/clusters/seed-ids';
import { findUserRowByUuid } from '../../../server/users/accounts';
import type { StoredProfile } from '../../../server/users/profile';
import { getProfile, saveProfile } from '../../../server/users/store';
import { startComponentEmulator } from '../../support/component-emulator';
import { demoCreatePayload } from '../../support/create-payload';
import { createTestQueryClient, renderWithProviders } from '../../support/render';

/**
 * premium@ owns sales-analytics (running), marketing-bi (disconnected), legacy-reporting (unavailable) and
 * ops-metrics (creating for minutes yet). No test here changes them: their plan changes are undone after the test.
 */
const PREMIUM = 'premium@demo.test';
/** enterprise@ owns enterprise-dwh (running) and eu-reporting (disconnected); every feature toggle is on. */
const ENTERPRISE = 'enterprise@demo.test';
/** trial@ owns trial-demo (running), one of two allowed. */
const TRIAL = 'trial@demo.test';
/** Trial expired, neither vholParticipation nor extendedTrial. */
const EXPIRED = 'expired@demo.test';
/** Billing User on sales-analytics only: one connected cluster, nothing in transition. */
const BILLING = 'billing@demo.test';
/** User (developer) on sales-analytics, with a pending invitation to marketing-bi. */
const DEVELOPER = 'user@demo.test';
/** azureSupport on and showConsentFlow, no clusters in the seed. */
const CONSENT = 'consent@demo.test';
/** No clusters in the seed. */
const PROVISIONED = 'provisioned@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  // Mantine keeps notices in a module store: start every test without the last one's.
  notifications.clean();
  window.history.replaceState(null, '');
});

function renderPage(email = PREMIUM, route = '/clusters') {
  return renderWithProviders(<ClustersPage />, { route, user: em.signIn(email), seedMe: false });
}

/**
 * Changes what a demo account's plan says (allowed count, platform actions, lab participation) in the
 * emulator's store (each test has its own emulator). The seed has no account with these values and the API has no
 * call that sets them; the app still reads the account from the emulator (GET me).
 */
function changePlan(email: string, change: (profile: StoredProfile) => Partial<StoredProfile>): void {
  const { db } = em.emulator.ctx;
  const uuid = em.uuidOf(email);
  const row = findUserRowByUuid(db, uuid);
  if (!row) throw new Error(`No account ${email}`);
  const before = getProfile(row);
  saveProfile(db, uuid, { ...before, ...change(before) });
}

/** A call to the emulator as `email`, outside the app (not in `em.calls`); throws unless it succeeds. */
async function api<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await em.emulator.fetch(`/api${path}`, {
    method,
    as: email,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function listOf(email: string) {
  const uuid = em.uuidOf(email);
  const { instances } = await api<InstancesResponse>(email, 'GET', `/users/${uuid}/instances`);
  const { services } = await api<ServicesResponse>(email, 'GET', `/users/${uuid}/instances/services`);
  return { instances, services };
}

/**
 * Ends the named cluster's current phase now (creating or starting up → connected, disconnecting →
 * disconnected), as the emulator's lifecycle does when its time comes; it is applied at the next read. The
 * clock hook would move every cluster on, ops-metrics' create too, which other tests show as creating.
 */
function finishPhase(name: string): void {
  const { db, clock } = em.emulator.ctx;
  const changed = db
    .prepare('UPDATE instances SET phase_ends_at = ? WHERE name = ? AND phase_ends_at IS NOT NULL')
    .run(clock.now(), name).changes;
  if (changed !== 1) throw new Error(`${name} is not in a phase`);
}

/** Creates a cluster for `email` through the API and lets its create finish: it is connected. */
async function createConnected(email: string, name: string): Promise<void> {
  const payload = demoCreatePayload({ name });
  await api(email, 'POST', `/users/${em.uuidOf(email)}/instances`, payload);
  finishPhase(name);
}

/** The API requests the page made with this method and path (below /api). */
function requests(method: string, path: string) {
  return em.calls.filter((call) => call.method === method && call.path === path);
}

/** The focusable wrapper that says why a disabled button is refused (its tooltip's target). */
function refusedWrapper(buttonName: string): HTMLElement {
  const wrapper = screen.getByRole('button', { name: buttonName }).closest<HTMLElement>('[aria-describedby]');
  if (!wrapper) throw new Error(`${buttonName} has no described wrapper`);
  return wrapper;
}

function panelButton(name: RegExp) {
  return screen.getByRole('button', { name });
}

/** The count a panel's button shows, e.g. 2 for 'Disconnected Clusters2'. */
function panelCount(name: 'Connected' | 'Disconnected'): number {
  const text = panelButton(new RegExp(`^${name} Clusters`)).textContent ?? '';
  const count = new RegExp(`${name} Clusters(\\d+)`).exec(text)?.[1];
  if (count === undefined) throw new Error(`No count in '${text}'`);
  return Number(count);
}

describe('/clusters panels', () => {
  it('groups sleeping clusters as Disconnected and the others as Connected, with counts', async () => {
    const { instances } = await listOf(PREMIUM);
    const createdAt = instances.find((i) => i.name === 'sales-analytics')?.createdAt ?? '';
    const createdDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(Date.parse(createdAt));
    renderPage();
    const connected = await screen.findByRole('button', { name: /^Connected Clusters/ });
    // sales-analytics, legacy-reporting (unavailable) and ops-metrics (creating); marketing-bi sleeps.
    expect(connected).toHaveTextContent('Connected Clusters3');
    expect(panelButton(/Disconnected Clusters/)).toHaveTextContent('Disconnected Clusters1');
    // Both panels open by default.
    expect(connected).toHaveAttribute('aria-expanded', 'true');
    expect(panelButton(/Disconnected Clusters/)).toHaveAttribute('aria-expanded', 'true');

    const sales = screen.getByRole('article', { name: 'sales-analytics' });
    expect(within(sales).getByText('Connected')).toBeInTheDocument();
    expect(within(sales).getByRole('link', { name: /sales-analytics/ })).toHaveAttribute('href', '/clusters/sales-analytics');
    expect(within(sales).getByRole('link', { name: 'Open cluster' })).toHaveAttribute(
      'href',
      'https://sales-analytics.cloud.analytics-cloud.example/analytics/',
    );
    expect(within(sales).getByText(`Created ${createdDay}`)).toBeInTheDocument();
    expect(within(sales).getByText('Owner: Paula Premium')).toBeInTheDocument();

    const creating = screen.getByRole('article', { name: 'ops-metrics' });
    expect(within(creating).getByText('Creating')).toBeInTheDocument();
    expect(within(creating).getByText('Creating analytics cluster may take 5-10 minutes')).toBeInTheDocument();

    const asleep = screen.getByRole('article', { name: 'marketing-bi' });
    expect(within(asleep).getByText('Disconnected')).toBeInTheDocument();
    expect(within(asleep).getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('asks for both lists', async () => {
    const uuid = em.uuidOf(PREMIUM);
    renderPage();
    await screen.findByRole('article', { name: 'sales-analytics' });
    expect(requests('GET', `/users/${uuid}/instances`)).toHaveLength(1);
    expect(requests('GET', `/users/${uuid}/instances/services`)).toHaveLength(1);
  });

  it('shows the empty texts of an empty panel', async () => {
    renderPage(BILLING);
    expect(await screen.findByText("You don't have Disconnected Clusters")).toBeInTheDocument();
    expect(screen.queryByText("You don't have Connected Clusters")).not.toBeInTheDocument();
  });

  it('shows the empty-list text with a create link when there are no clusters', async () => {
    renderPage(PROVISIONED);
    expect(await screen.findByText('YOUR CLUSTERS LIST IS EMPTY')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first cluster' })).toHaveAttribute('href', '/clusters/create');
    expect(screen.queryByText('Connected Clusters')).not.toBeInTheDocument();
  });

  it('shows a starting-up cluster with its footer in the Connected panel', async () => {
    // consent@'s only cluster: created, disconnected, then connected again, so it is starting up (2 to 5 minutes).
    const uuid = em.uuidOf(CONSENT);
    await createConnected(CONSENT, 'warm-start');
    await api(CONSENT, 'PUT', `/users/${uuid}/instances/warm-start/disconnect`);
    finishPhase('warm-start');
    await api(CONSENT, 'PUT', `/users/${uuid}/instances/warm-start/connect`);
    renderPage(CONSENT);
    const card = await screen.findByRole('article', { name: 'warm-start' });
    expect(within(card).getByText('Starting Up')).toBeInTheDocument();
    expect(within(card).getByText('Starting up cluster may take up to 5 mins')).toBeInTheDocument();
    expect(panelButton(/^Connected Clusters/)).toHaveTextContent('Connected Clusters1');
  });
});

describe('/clusters actions', () => {
  it('links Create New Cluster when the user may create', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Create New Cluster' })).toHaveAttribute('href', '/clusters/create');
  });

  it('disables Create New Cluster with the upgrade tooltip when the allowed count is reached', async () => {
    const user = userEvent.setup();
    changePlan(PREMIUM, (profile) => ({
      configurations: { ...profile.configurations, allowedInstances: { count: profile.instancesCount } },
    }));
    renderPage();
    await screen.findByRole('article', { name: 'sales-analytics' });
    expect(screen.queryByRole('link', { name: 'Create New Cluster' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Cluster' })).toBeDisabled();
    const reason = refusedWrapper('Create New Cluster');
    expect(reason).toHaveAccessibleDescription('To create more clusters, upgrade to a Premium Account.');
    await user.hover(reason);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('To create more clusters, upgrade to a Premium Account.');
  });

  it('says why Create is refused on a platform whose plan does not support it, also by keyboard', async () => {
    changePlan(PREMIUM, (profile) => ({ platformActions: profile.platformActions.filter((a) => a.name !== 'cluster_create') }));
    renderPage();
    await screen.findByRole('article', { name: 'sales-analytics' });
    const reason = refusedWrapper('Create New Cluster');
    expect(reason).toHaveAccessibleDescription('This action is not supported in your current plan');
    reason.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This action is not supported in your current plan');
  });

  it('shows Create in Your Cloud Subscription refused, with the reason, when the consent flow is not enabled', async () => {
    // enterprise@ has the azureSupport toggle on, and showConsentFlow off.
    const user = userEvent.setup();
    renderPage(ENTERPRISE);
    await screen.findByRole('article', { name: 'enterprise-dwh' });
    expect(screen.queryByRole('link', { name: 'Create in Your Cloud Subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create in Your Cloud Subscription' })).toBeDisabled();
    const reason = refusedWrapper('Create in Your Cloud Subscription');
    expect(reason).toHaveAccessibleDescription(
      'Creating clusters in your own cloud subscription is not enabled for your account. Contact support to enable it.',
    );
    await user.hover(reason);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/not enabled for your account/);
  });

  it('offers the consent-flow create button only with the azureSupport toggle', async () => {
    // premium@ has no azureSupport toggle; consent@ has it, and showConsentFlow.
    const { unmount } = renderPage();
    await screen.findByRole('article', { name: 'sales-analytics' });
    expect(screen.queryByRole('link', { name: 'Create in Your Cloud Subscription' })).not.toBeInTheDocument();
    unmount();
    renderPage(CONSENT);
    expect(await screen.findByRole('link', { name: 'Create in Your Cloud Subscription' })).toHaveAttribute(
      'href',
      '/consentflow',
    );
  });

  it('opens the Getting Started panel from its button', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Getting Started' }));
    const drawer = await screen.findByRole('dialog', { name: 'Getting Started' });
    expect(within(drawer).getByRole('link', { name: 'Documentation' })).toHaveAttribute('target', '_blank');
  });

  it('opens the Getting Started panel for a new user landing on ?welcome=1, and drops the parameter', async () => {
    const { history } = renderPage(PREMIUM, '/clusters?welcome=1');
    expect(await screen.findByRole('dialog', { name: 'Getting Started' })).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe('/clusters'));
  });

  it('on a first sign-in asks about tracking first, and opens Getting Started only once that is answered', async () => {
    // A new trial user: no consent recorded yet (the answer records one; both undone after the test).
    changePlan(TRIAL, () => ({ userConsent: null }));
    const user = userEvent.setup();
    renderWithProviders(
      <AppLayout>
        <ClustersPage />
      </AppLayout>,
      { route: '/clusters?welcome=1', user: em.signIn(TRIAL), seedMe: false },
    );
    const consent = await screen.findByRole('dialog', { name: 'Allow usage tracking?' });
    await screen.findByRole('article', { name: 'trial-demo' });
    expect(screen.queryByRole('dialog', { name: 'Getting Started' })).not.toBeInTheDocument();

    await user.click(within(consent).getByRole('button', { name: "Don't allow" }));
    expect(await screen.findByRole('dialog', { name: 'Getting Started' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Allow usage tracking?' })).not.toBeInTheDocument();
  });

  it('opens the Getting Started panel when the router state has showGettingStarted', async () => {
    window.history.replaceState({ showGettingStarted: true }, '');
    renderPage();
    expect(await screen.findByRole('dialog', { name: 'Getting Started' })).toBeInTheDocument();
  });
});

describe('expired trial', () => {
  it('keeps the page header above the expired screen, with Create refused and its upgrade tooltip', async () => {
    const user = userEvent.setup();
    renderPage(EXPIRED);
    const expiredTitle = await screen.findByText('YOUR TRIAL OF ANALYTICS CLOUD IS EXPIRED');
    const heading = screen.getByRole('heading', { level: 1, name: 'Clusters' });
    expect(heading.compareDocumentPosition(expiredTitle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create New Cluster' })).toBeDisabled();
    const reason = refusedWrapper('Create New Cluster');
    expect(reason).toHaveAccessibleDescription('To create more clusters, upgrade to a Premium Account.');
    await user.hover(reason);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('To create more clusters, upgrade to a Premium Account.');
  });

  it('shows the expired screen with the lab button for users with neither flag, and no list', async () => {
    renderPage(EXPIRED);
    expect(await screen.findByText('YOUR TRIAL OF ANALYTICS CLOUD IS EXPIRED')).toBeInTheDocument();
    const lab = screen.getByRole('link', { name: 'Register in Virtual Hands On Lab' });
    expect(lab).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'Request Upgrade' })).not.toBeInTheDocument();
    expect(screen.queryByText('Connected Clusters')).not.toBeInTheDocument();
    expect(requests('GET', `/users/${em.uuidOf(EXPIRED)}/instances`)).toHaveLength(0);
  });

  it('offers Request Upgrade to /support for users who took part in the lab', async () => {
    changePlan(EXPIRED, () => ({ vholParticipation: true }));
    renderPage(EXPIRED);
    expect(await screen.findByRole('link', { name: 'Request Upgrade' })).toHaveAttribute('href', '/support');
    expect(screen.queryByRole('link', { name: 'Register in Virtual Hands On Lab' })).not.toBeInTheDocument();
  });
});

describe('connect and disconnect', () => {
  it('moves a cluster to Connected at once, and back with an Error notice when connect fails', async () => {
    const user = userEvent.setup();
    renderPage();
    const asleep = await screen.findByRole('article', { name: 'marketing-bi' });
    // The refusal is held until the optimistic state has been seen; the cluster stays asleep.
    await em.fault({ route: 'PUT /users/*/instances/marketing-bi/connect', status: 403, body: { message: 'You may not connect this cluster' } });
    const answer = em.hold('PUT /users/*/instances/marketing-bi/connect');
    await user.click(within(asleep).getByRole('button', { name: 'Connect' }));

    // Connect asks nothing (one click). Optimistic: starting-up, in the Connected panel, before the server answers.
    await waitFor(() => expect(panelButton(/Disconnected Clusters/)).toHaveTextContent('Disconnected Clusters0'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(panelButton(/^Connected Clusters/)).toHaveTextContent('Connected Clusters4');
    expect(within(screen.getByRole('article', { name: 'marketing-bi' })).getByText('Starting Up')).toBeInTheDocument();
    answer.release();

    expect(await screen.findByText('You may not connect this cluster')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(panelButton(/Disconnected Clusters/)).toHaveTextContent('Disconnected Clusters1'));
    expect(within(screen.getByRole('article', { name: 'marketing-bi' })).getByText('Disconnected')).toBeInTheDocument();
  });

  it('disconnects from the card menu after asking, showing Disconnected at once', async () => {
    const user = userEvent.setup();
    const uuid = em.uuidOf(ENTERPRISE);
    const { queryClient } = renderPage(ENTERPRISE);
    const dwh = await screen.findByRole('article', { name: 'enterprise-dwh' });
    const disconnectedBefore = panelCount('Disconnected');
    const listReads = () => requests('GET', `/users/${uuid}/instances`).length;
    const readsBefore = listReads();
    // The answer is held until the optimistic state has been seen. The emulator disconnects in a simulated
    // minute: the list read after the answer waits a little, and the minute passes meanwhile.
    const answer = em.hold('PUT /users/*/instances/enterprise-dwh/disconnect');
    await em.fault({ route: 'GET /users/*/instances', latencyMs: 300 });
    await em.fault({ route: 'GET /users/*/instances/services', latencyMs: 300 });

    await user.click(within(dwh).getByRole('button', { name: 'Actions for enterprise-dwh' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disconnect' }));
    // A running cluster is not stopped on one tap: the dialog names it and says what stops.
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect enterprise-dwh?' });
    expect(dialog).toHaveTextContent(
      'enterprise-dwh stops: its nodes shut down and its services, dashboards and data apps are unavailable until the cluster is connected again.',
    );
    expect(requests('PUT', `/users/${uuid}/instances/enterprise-dwh/disconnect`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    // Optimistic: Disconnected before the server answers.
    await waitFor(() =>
      expect(panelButton(/Disconnected Clusters/)).toHaveTextContent(`Disconnected Clusters${disconnectedBefore + 1}`),
    );
    expect(within(screen.getByRole('article', { name: 'enterprise-dwh' })).getByRole('button', { name: 'Connect' })).toBeDisabled();
    expect(requests('PUT', `/users/${uuid}/instances/enterprise-dwh/disconnect`)).toHaveLength(1);
    answer.release();

    await waitFor(() => expect(listReads()).toBe(readsBefore + 1));
    finishPhase('enterprise-dwh');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'enterprise-dwh' })).getByRole('button', { name: 'Connect' })).toBeEnabled(),
    );
    expect(panelButton(/Disconnected Clusters/)).toHaveTextContent(`Disconnected Clusters${disconnectedBefore + 1}`);
  });

  it('offers no Connect button without connectionPolicy create', async () => {
    // user@ accepts the invitation to marketing-bi (disconnected) as User, a role that may not connect it.
    const uuid = em.uuidOf(DEVELOPER);
    await api(DEVELOPER, 'POST', '/users/acceptclusterinv', { userID: uuid, instanceID: SEED_INSTANCE_IDS.marketingBi });
    renderPage(DEVELOPER);
    const asleep = await screen.findByRole('article', { name: 'marketing-bi' });
    expect(within(asleep).getByText('Disconnected')).toBeInTheDocument();
    expect(within(asleep).queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });
});

describe('clone', () => {
  it("defaults the name to '{name}-2' and posts name and clone", async () => {
    const user = userEvent.setup();
    const uuid = em.uuidOf(TRIAL);
    renderPage(TRIAL);
    const source = await screen.findByRole('article', { name: 'trial-demo' });
    await user.click(within(source).getByRole('button', { name: 'Actions for trial-demo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone trial-demo' });
    expect(within(dialog).getByLabelText(/New cluster name/)).toHaveValue('trial-demo-2');
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('trial-demo-2 is cloned from trial-demo successfully')).toBeInTheDocument();
    expect(requests('POST', `/users/${uuid}/instances/clone`).map((call) => call.body)).toEqual([
      { name: 'trial-demo-2', clone: 'trial-demo' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Clone trial-demo' })).not.toBeInTheDocument());
  });

  it('leaves the name empty and Clone disabled when the default would exceed 21 characters', async () => {
    const user = userEvent.setup();
    const long = 'abcdefghij-klmnopqrst'; // 21 characters
    await createConnected(PROVISIONED, long);
    renderPage(PROVISIONED);
    const card = await screen.findByRole('article', { name: long });
    await user.click(within(card).getByRole('button', { name: `Actions for ${long}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: `Clone ${long}` });
    const input = within(dialog).getByLabelText(/New cluster name/);
    expect(input).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Clone' })).toBeDisabled();
    await user.type(input, 'copy');
    expect(within(dialog).getByRole('button', { name: 'Clone' })).toBeEnabled();
  });

  it('shows a server field error under the name', async () => {
    const user = userEvent.setup();
    renderPage();
    const sales = await screen.findByRole('article', { name: 'sales-analytics' });
    await user.click(within(sales).getByRole('button', { name: 'Actions for sales-analytics' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone sales-analytics' });
    // A name in use: the emulator refuses it on the name field.
    const input = within(dialog).getByLabelText(/New cluster name/);
    await user.clear(input);
    await user.type(input, 'marketing-bi');
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await within(dialog).findByText('This cluster name is already taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/New cluster name/)).toHaveAttribute('aria-invalid', 'true');
    // Once, under the field: no notice repeats it.
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it('is not offered on a cluster that is not running', async () => {
    const user = userEvent.setup();
    renderPage();
    const asleep = await screen.findByRole('article', { name: 'marketing-bi' });
    await user.click(within(asleep).getByRole('button', { name: 'Actions for marketing-bi' }));
    const clone = await screen.findByRole('menuitem', { name: 'Clone' });
    expect(clone).toHaveAttribute('aria-disabled', 'true');
    expect(clone).toHaveAccessibleDescription('Only a connected cluster can be cloned.');
  });

  it('says by tooltip, on hover and on keyboard focus, that the plan does not support cloning; choosing it does nothing', async () => {
    const user = userEvent.setup();
    changePlan(PREMIUM, (profile) => ({
      platformActions: profile.platformActions.map((a) => (a.name === 'clone' ? { ...a, platforms: 'az' } : a)),
    }));
    renderPage();
    const sales = await screen.findByRole('article', { name: 'sales-analytics' });
    await user.click(within(sales).getByRole('button', { name: 'Actions for sales-analytics' }));
    const clone = await screen.findByRole('menuitem', { name: 'Clone' });
    expect(clone).toHaveAttribute('aria-disabled', 'true');
    expect(clone).toHaveAccessibleDescription('This action is not supported in your current plan');
    // The refused item stays in the keyboard order, so its reason can be reached.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(clone).toHaveFocus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This action is not supported in your current plan');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Clone sales-analytics' })).not.toBeInTheDocument();
    expect(em.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('delete', () => {
  it('deletes after the exact name is typed and shows the success notice', async () => {
    const user = userEvent.setup();
    const uuid = em.uuidOf(ENTERPRISE);
    renderPage(ENTERPRISE);
    const target = await screen.findByRole('article', { name: 'eu-reporting' });
    await user.click(within(target).getByRole('button', { name: 'Actions for eu-reporting' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete eu-reporting cluster?' });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Cluster name'), 'eu-reporting');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('eu-reporting is deleted successfully')).toBeInTheDocument();
    expect(requests('DELETE', `/users/${uuid}/instances/eu-reporting`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'eu-reporting' })).not.toBeInTheDocument());
  });

  it('refuses a wrong name without calling the server', async () => {
    const user = userEvent.setup();
    renderPage();
    const sales = await screen.findByRole('article', { name: 'sales-analytics' });
    await user.click(within(sales).getByRole('button', { name: 'Actions for sales-analytics' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete sales-analytics cluster?' });
    await user.type(within(dialog).getByLabelText('Cluster name'), 'sales-analytic');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText('The input is not valid Name!')).toBeInTheDocument();
    expect(em.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('is disabled on a creating cluster', async () => {
    const user = userEvent.setup();
    renderPage();
    const creating = await screen.findByRole('article', { name: 'ops-metrics' });
    await user.click(within(creating).getByRole('button', { name: 'Actions for ops-metrics' }));
    const remove = await screen.findByRole('menuitem', { name: 'Delete' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription('A cluster can be deleted only while it is connected or disconnected.');
    await user.hover(remove);
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip').map((t) => t.textContent)).toContain(
        'A cluster can be deleted only while it is connected or disconnected.',
      ),
    );
  });
});

describe('list timing', () => {
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('renders a list already in the cache only after the 100 ms delay', async () => {
    const { instances, services } = await listOf(PREMIUM);
    const uuid = em.uuidOf(PREMIUM);
    const me = await api<User>(PREMIUM, 'GET', `/users/${uuid}/me`);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(keys.clusterList(uuid), joinClusterEntries(instances, services));
    em.signIn(PREMIUM);
    // The account and the list are both in the cache: only the render delay holds the list back.
    renderWithProviders(<ClustersPage />, { route: '/clusters', user: me, queryClient });
    expect(screen.queryByRole('article', { name: 'sales-analytics' })).not.toBeInTheDocument();
    // A named status, not a span with a bare aria-label (axe: aria-prohibited-attr).
    expect(screen.getByRole('status', { name: 'Loading clusters' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'sales-analytics' })).toBeInTheDocument();
  });

  it('polls every 15 s, refreshes on focus, and pauses while the tab is hidden', async () => {
    // billing@ sees one connected cluster, nothing in transition.
    const uuid = em.uuidOf(BILLING);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { queryClient } = renderPage(BILLING);
    await screen.findByRole('article', { name: 'sales-analytics' });
    const listCalls = () => requests('GET', `/users/${uuid}/instances`).length;
    expect(listCalls()).toBe(1);

    await vi.advanceTimersByTimeAsync(14_000);
    expect(listCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(listCalls()).toBe(2));
    // The emulator answers in real time: a read still on its way when the tab comes back would stand for the
    // refetch on focus.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(listCalls()).toBe(2);

    // Coming back refetches at once (the data is stale by then).
    focusManager.setFocused(true);
    await waitFor(() => expect(listCalls()).toBe(3));
  });

  it('polls every 5 s while a cluster is creating, starting up or stopping', async () => {
    // premium@'s ops-metrics is creating.
    const uuid = em.uuidOf(PREMIUM);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    await screen.findByRole('article', { name: 'ops-metrics' });
    const listCalls = () => requests('GET', `/users/${uuid}/instances`).length;
    expect(listCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it('persists the list and refetches on focus and reconnect', () => {
    const uuid = em.uuidOf(PREMIUM);
    const options = clusterQueries.list(uuid);
    expect(options.queryKey).toEqual(['u', uuid, 'clusters', 'list']);
    expect(options.meta).toEqual({ persist: true });
    expect(typeof options.refetchInterval).toBe('function');
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.refetchOnReconnect).toBe(true);
  });
});
