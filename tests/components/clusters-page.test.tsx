import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications, notificationsStore } from '@mantine/notifications';
import { focusManager } from '@tanstack/react-query';
import { clusterQueries, joinClusterEntries } from '../../src/api/clusters';
import { keys } from '../../src/api/keys';
import { configureHttp } from '../../src/api/http';
import type { Instance, Service, User } from '../../src/api/types';
import { ClustersPage } from '../../src/features/clusters/ClustersPage';
import { createTestQueryClient, renderWithProviders } from '../support/render';
import { FULL_POLICY, makeInstance, makeService } from '../support/clusters';

const API = 'http://api.test';
const UUID = 'u-premium';

const premium: Partial<User> = {
  uuid: UUID,
  email: 'premium@demo.test',
  fullName: 'Priya Premium',
  role: { id: 3, name: 'premium' },
  trialExpired: false,
  instancesCount: 3,
  platformActions: [
    { name: 'cluster_create', platforms: 'gc,az' },
    { name: 'clone', platforms: 'gc' },
  ],
  toggleFeatures: [],
  features: [],
  vholParticipation: false,
  extendedTrial: false,
};

function withAllowed(user: Partial<User>, count: number): Partial<User> {
  return {
    ...user,
    configurations: {
      allowedInstances: { count },
      showInstanceSize: { enabled: true },
      showClusterOptimization: { enabled: true },
      showLatestRelease: { enabled: true },
      showTenants: { enabled: false },
      showInstallation: { enabled: true },
      showDiskSize: { enabled: true, value: 50, min: 10, max: 500 },
      showAlwaysAlive: { enabled: false },
    },
  };
}

const service = makeService;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

interface Answer {
  status: number;
  body: unknown;
}

interface Backend {
  instances: Instance[];
  services: Service[];
  /** Answers for writes, by 'METHOD path-end'; a function may change the backend first. */
  writes?: Record<string, Answer | (() => Answer)>;
}

function serve(backend: Backend) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.endsWith(`/users/${UUID}/instances`)) {
      return jsonResponse(200, { instances: backend.instances });
    }
    if (method === 'GET' && url.endsWith(`/users/${UUID}/instances/services`)) {
      return jsonResponse(200, { services: backend.services });
    }
    for (const [key, answer] of Object.entries(backend.writes ?? {})) {
      const [m, end] = key.split(' ');
      if (m === method && end && url.endsWith(end)) {
        const { status, body } = typeof answer === 'function' ? answer() : answer;
        return jsonResponse(status, body);
      }
    }
    return jsonResponse(404, { message: `no route for ${method} ${url}` });
  });
}

function requests(method: string, pathEnd: string) {
  return fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(pathEnd));
}

const standardBackend = (): Backend => ({
  instances: [
    makeInstance('i1', 'sales'),
    makeInstance('i2', 'finance', { status: 'creating', runningAt: null }),
    makeInstance('i3', 'archive', { status: 'sleeping' }),
  ],
  services: [service('i1', 'running'), service('i2', 'loading'), service('i3', 'disconnected')],
});

beforeEach(() => {
  notifications.clean();
  configureHttp({ apiBase: API, getAccessToken: () => Promise.resolve('test-token') });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(user: Partial<User> = withAllowed(premium, 10)) {
  return renderWithProviders(<ClustersPage />, { route: '/clusters', user });
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

describe('/clusters panels', () => {
  it('groups sleeping clusters as Disconnected and the others as Connected, with counts', async () => {
    serve(standardBackend());
    renderPage();
    const connected = await screen.findByRole('button', { name: /Connected Clusters/ });
    expect(connected).toHaveTextContent('Connected Clusters2');
    expect(panelButton(/Disconnected Clusters/)).toHaveTextContent('Disconnected Clusters1');
    // Both panels open by default.
    expect(connected).toHaveAttribute('aria-expanded', 'true');
    expect(panelButton(/Disconnected Clusters/)).toHaveAttribute('aria-expanded', 'true');

    const sales = screen.getByRole('article', { name: 'sales' });
    expect(within(sales).getByText('Connected')).toBeInTheDocument();
    expect(within(sales).getByRole('link', { name: /sales/ })).toHaveAttribute('href', '/clusters/sales');
    expect(within(sales).getByRole('link', { name: 'Open cluster' })).toHaveAttribute('href', 'https://i1.cloud.test');
    expect(within(sales).getByText('Created Mar 4, 2026')).toBeInTheDocument();
    expect(within(sales).getByText('Owner: Priya Premium')).toBeInTheDocument();

    const finance = screen.getByRole('article', { name: 'finance' });
    expect(within(finance).getByText('Creating')).toBeInTheDocument();
    expect(within(finance).getByText('Creating analytics cluster may take 5-10 minutes')).toBeInTheDocument();

    const archive = screen.getByRole('article', { name: 'archive' });
    expect(within(archive).getByText('Disconnected')).toBeInTheDocument();
    expect(within(archive).getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('asks for both lists', async () => {
    serve(standardBackend());
    renderPage();
    await screen.findByRole('article', { name: 'sales' });
    expect(requests('GET', `/users/${UUID}/instances`)).toHaveLength(1);
    expect(requests('GET', `/users/${UUID}/instances/services`)).toHaveLength(1);
  });

  it('shows the empty texts of an empty panel', async () => {
    serve({ instances: [makeInstance('i1', 'sales')], services: [service('i1', 'running')] });
    renderPage();
    expect(await screen.findByText("You don't have Disconnected Clusters")).toBeInTheDocument();
    expect(screen.queryByText("You don't have Connected Clusters")).not.toBeInTheDocument();
  });

  it('shows the empty-list text with a create link when there are no clusters', async () => {
    serve({ instances: [], services: [] });
    renderPage();
    expect(await screen.findByText('YOUR CLUSTERS LIST IS EMPTY')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first cluster' })).toHaveAttribute('href', '/clusters/create');
    expect(screen.queryByText('Connected Clusters')).not.toBeInTheDocument();
  });

  it('shows a starting-up cluster with its footer in the Connected panel', async () => {
    serve({ instances: [makeInstance('i1', 'sales', { status: 'starting' })], services: [service('i1', 'loading')] });
    renderPage();
    const card = await screen.findByRole('article', { name: 'sales' });
    expect(within(card).getByText('Starting Up')).toBeInTheDocument();
    expect(within(card).getByText('Starting up cluster may take up to 5 mins')).toBeInTheDocument();
    expect(panelButton(/Connected Clusters/)).toHaveTextContent('Connected Clusters1');
  });
});

describe('/clusters actions', () => {
  it('links Create New Cluster when the user may create', async () => {
    serve(standardBackend());
    renderPage();
    expect(await screen.findByRole('link', { name: 'Create New Cluster' })).toHaveAttribute('href', '/clusters/create');
  });

  it('disables Create New Cluster with the upgrade tooltip when the allowed count is reached', async () => {
    const user = userEvent.setup();
    serve(standardBackend());
    renderPage(withAllowed(premium, 3));
    await screen.findByRole('article', { name: 'sales' });
    expect(screen.queryByRole('link', { name: 'Create New Cluster' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Cluster' })).toBeDisabled();
    const reason = refusedWrapper('Create New Cluster');
    expect(reason).toHaveAccessibleDescription('To create more clusters, upgrade to a Premium Account.');
    await user.hover(reason);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('To create more clusters, upgrade to a Premium Account.');
  });

  it('says why Create is refused on a platform whose plan does not support it, also by keyboard', async () => {
    serve(standardBackend());
    renderPage(withAllowed({ ...premium, platformActions: [{ name: 'clone', platforms: 'gc' }] }, 10));
    await screen.findByRole('article', { name: 'sales' });
    const reason = refusedWrapper('Create New Cluster');
    expect(reason).toHaveAccessibleDescription('This action is not supported in your current plan');
    reason.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This action is not supported in your current plan');
  });

  it('shows Create in Your Cloud Subscription refused, with the reason, when the consent flow is not enabled', async () => {
    const user = userEvent.setup();
    serve(standardBackend());
    renderPage(withAllowed({ ...premium, toggleFeatures: [{ key: 'azureSupport', published: true }], showConsentFlow: false }, 10));
    await screen.findByRole('article', { name: 'sales' });
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
    serve(standardBackend());
    const { unmount } = renderPage();
    await screen.findByRole('article', { name: 'sales' });
    expect(screen.queryByRole('link', { name: 'Create in Your Cloud Subscription' })).not.toBeInTheDocument();
    unmount();
    renderPage(withAllowed({ ...premium, toggleFeatures: [{ key: 'azureSupport', published: true }], showConsentFlow: true }, 10));
    expect(await screen.findByRole('link', { name: 'Create in Your Cloud Subscription' })).toHaveAttribute(
      'href',
      '/consentflow',
    );
  });

  it('opens the Getting Started panel from its button', async () => {
    const user = userEvent.setup();
    serve(standardBackend());
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Getting Started' }));
    const drawer = await screen.findByRole('dialog', { name: 'Getting Started' });
    expect(within(drawer).getByRole('link', { name: 'Documentation' })).toHaveAttribute('target', '_blank');
  });

  it('opens the Getting Started panel for a new user landing on ?welcome=1, and drops the parameter', async () => {
    serve(standardBackend());
    const { history } = renderWithProviders(<ClustersPage />, { route: '/clusters?welcome=1', user: withAllowed(premium, 10) });
    expect(await screen.findByRole('dialog', { name: 'Getting Started' })).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe('/clusters'));
  });

  it('opens the Getting Started panel when the router state has showGettingStarted', async () => {
    window.history.replaceState({ showGettingStarted: true }, '');
    serve(standardBackend());
    renderPage();
    expect(await screen.findByRole('dialog', { name: 'Getting Started' })).toBeInTheDocument();
  });
});

describe('expired trial', () => {
  const expired: Partial<User> = withAllowed({ ...premium, role: { id: 1, name: 'free' }, trialExpired: true }, 1);

  it('keeps the page header above the expired screen, with Create refused and its upgrade tooltip', async () => {
    const user = userEvent.setup();
    serve(standardBackend());
    renderPage(expired);
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
    serve(standardBackend());
    renderPage(expired);
    expect(await screen.findByText('YOUR TRIAL OF ANALYTICS CLOUD IS EXPIRED')).toBeInTheDocument();
    const lab = screen.getByRole('link', { name: 'Register in Virtual Hands On Lab' });
    expect(lab).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'Request Upgrade' })).not.toBeInTheDocument();
    expect(screen.queryByText('Connected Clusters')).not.toBeInTheDocument();
    expect(requests('GET', `/users/${UUID}/instances`)).toHaveLength(0);
  });

  it('offers Request Upgrade to /support for users who took part in the lab', async () => {
    serve(standardBackend());
    renderPage({ ...expired, vholParticipation: true });
    expect(await screen.findByRole('link', { name: 'Request Upgrade' })).toHaveAttribute('href', '/support');
    expect(screen.queryByRole('link', { name: 'Register in Virtual Hands On Lab' })).not.toBeInTheDocument();
  });
});

describe('connect and disconnect', () => {
  it('moves a cluster to Connected at once, and back with an Error notice when connect fails', async () => {
    const user = userEvent.setup();
    const backend = standardBackend();
    let failConnect: (() => void) | null = null;
    serve(backend);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (init?.method === 'PUT' && String(input).endsWith('/instances/archive/connect')) {
        return new Promise<Response>((resolve) => {
          failConnect = () => resolve(jsonResponse(403, { message: 'You may not connect this cluster' }));
        });
      }
      return base(input, init);
    });
    renderPage();
    const archive = await screen.findByRole('article', { name: 'archive' });
    await user.click(within(archive).getByRole('button', { name: 'Connect' }));

    // Optimistic: starting-up, in the Connected panel, before the server answers.
    await waitFor(() => expect(panelButton(/Disconnected Clusters/)).toHaveTextContent('Disconnected Clusters0'));
    expect(panelButton(/Connected Clusters/)).toHaveTextContent('Connected Clusters3');
    expect(within(screen.getByRole('article', { name: 'archive' })).getByText('Starting Up')).toBeInTheDocument();

    failConnect!();
    expect(await screen.findByText('You may not connect this cluster')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(panelButton(/Disconnected Clusters/)).toHaveTextContent('Disconnected Clusters1'));
    expect(within(screen.getByRole('article', { name: 'archive' })).getByText('Disconnected')).toBeInTheDocument();
  });

  it('disconnects from the card menu, showing Disconnected at once', async () => {
    const user = userEvent.setup();
    const backend = standardBackend();
    let answer: (() => void) | null = null;
    serve(backend);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (init?.method === 'PUT' && String(input).endsWith('/instances/sales/disconnect')) {
        return new Promise<Response>((resolve) => {
          answer = () => {
            backend.services[0] = service('i1', 'disconnected');
            resolve(jsonResponse(200, { message: 'Disconnecting sales' }));
          };
        });
      }
      return base(input, init);
    });
    renderPage();
    const sales = await screen.findByRole('article', { name: 'sales' });
    await user.click(within(sales).getByRole('button', { name: 'Actions for sales' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disconnect' }));
    // Optimistic: Disconnected before the server answers.
    await waitFor(() => expect(panelButton(/Disconnected Clusters/)).toHaveTextContent('Disconnected Clusters2'));
    expect(within(screen.getByRole('article', { name: 'sales' })).getByRole('button', { name: 'Connect' })).toBeDisabled();
    expect(requests('PUT', `/users/${UUID}/instances/sales/disconnect`)).toHaveLength(1);
    answer!();
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'sales' })).getByRole('button', { name: 'Connect' })).toBeEnabled(),
    );
    expect(panelButton(/Disconnected Clusters/)).toHaveTextContent('Disconnected Clusters2');
  });

  it('offers no Connect button without connectionPolicy create', async () => {
    serve({
      instances: [makeInstance('i3', 'archive', { clusterPolicy: { ...FULL_POLICY, connectionPolicy: [] } })],
      services: [service('i3', 'disconnected')],
    });
    renderPage();
    const archive = await screen.findByRole('article', { name: 'archive' });
    expect(within(archive).queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });
});

describe('clone', () => {
  it("defaults the name to '{name}-2' and posts name and clone", async () => {
    const user = userEvent.setup();
    const backend = standardBackend();
    backend.writes = { [`POST /users/${UUID}/instances/clone`]: { status: 201, body: { message: 'Cloning sales' } } };
    serve(backend);
    renderPage();
    const sales = await screen.findByRole('article', { name: 'sales' });
    await user.click(within(sales).getByRole('button', { name: 'Actions for sales' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone sales' });
    expect(within(dialog).getByLabelText(/New cluster name/)).toHaveValue('sales-2');
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('Cloning sales')).toBeInTheDocument();
    const [, init] = requests('POST', `/users/${UUID}/instances/clone`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'sales-2', clone: 'sales' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Clone sales' })).not.toBeInTheDocument());
  });

  it('leaves the name empty and Clone disabled when the default would exceed 21 characters', async () => {
    const user = userEvent.setup();
    const long = 'abcdefghij-klmnopqrst'; // 21 characters
    serve({ instances: [makeInstance('i1', long)], services: [service('i1', 'running')] });
    renderPage();
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
    const backend = standardBackend();
    backend.writes = {
      [`POST /users/${UUID}/instances/clone`]: {
        status: 400,
        body: { message: 'Invalid input', errors: [{ fieldName: 'name', message: 'Name is already taken' }] },
      },
    };
    serve(backend);
    renderPage();
    const sales = await screen.findByRole('article', { name: 'sales' });
    await user.click(within(sales).getByRole('button', { name: 'Actions for sales' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone sales' });
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await within(dialog).findByText('Name is already taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/New cluster name/)).toHaveAttribute('aria-invalid', 'true');
    // Once, under the field: no notice repeats it.
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it('is not offered on a cluster that is not running', async () => {
    const user = userEvent.setup();
    serve(standardBackend());
    renderPage();
    const archive = await screen.findByRole('article', { name: 'archive' });
    await user.click(within(archive).getByRole('button', { name: 'Actions for archive' }));
    const clone = await screen.findByRole('menuitem', { name: 'Clone' });
    expect(clone).toHaveAttribute('aria-disabled', 'true');
    expect(clone).toHaveAccessibleDescription('Only a connected cluster can be cloned.');
  });

  it('says by tooltip, on hover and on keyboard focus, that the plan does not support cloning; choosing it does nothing', async () => {
    const user = userEvent.setup();
    serve(standardBackend());
    renderPage(withAllowed({ ...premium, platformActions: [{ name: 'cluster_create', platforms: 'gc' }, { name: 'clone', platforms: 'az' }] }, 10));
    const sales = await screen.findByRole('article', { name: 'sales' });
    await user.click(within(sales).getByRole('button', { name: 'Actions for sales' }));
    const clone = await screen.findByRole('menuitem', { name: 'Clone' });
    expect(clone).toHaveAttribute('aria-disabled', 'true');
    expect(clone).toHaveAccessibleDescription('This action is not supported in your current plan');
    // The refused item stays in the keyboard order, so its reason can be reached.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(clone).toHaveFocus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This action is not supported in your current plan');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Clone sales' })).not.toBeInTheDocument();
    expect(requests('POST', `/users/${UUID}/instances`)).toHaveLength(0);
  });
});

describe('delete', () => {
  it('deletes after the exact name is typed and shows the success notice', async () => {
    const user = userEvent.setup();
    const backend = standardBackend();
    backend.writes = {
      [`DELETE /users/${UUID}/instances/sales`]: () => {
        backend.instances = backend.instances.filter((i) => i.name !== 'sales');
        return { status: 200, body: {} };
      },
    };
    serve(backend);
    renderPage();
    const sales = await screen.findByRole('article', { name: 'sales' });
    await user.click(within(sales).getByRole('button', { name: 'Actions for sales' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete sales cluster?' });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Cluster name'), 'sales');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('sales is deleted successfully')).toBeInTheDocument();
    expect(requests('DELETE', `/users/${UUID}/instances/sales`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'sales' })).not.toBeInTheDocument());
  });

  it('refuses a wrong name without calling the server', async () => {
    const user = userEvent.setup();
    serve(standardBackend());
    renderPage();
    const sales = await screen.findByRole('article', { name: 'sales' });
    await user.click(within(sales).getByRole('button', { name: 'Actions for sales' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete sales cluster?' });
    await user.type(within(dialog).getByLabelText('Cluster name'), 'sale');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText('The input is not valid Name!')).toBeInTheDocument();
    expect(requests('DELETE', `/users/${UUID}/instances/sales`)).toHaveLength(0);
  });

  it('is disabled on a creating cluster', async () => {
    const user = userEvent.setup();
    serve(standardBackend());
    renderPage();
    const finance = await screen.findByRole('article', { name: 'finance' });
    await user.click(within(finance).getByRole('button', { name: 'Actions for finance' }));
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
    const backend = standardBackend();
    serve(backend);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(keys.clusterList(UUID), joinClusterEntries(backend.instances, backend.services));
    renderWithProviders(<ClustersPage />, { route: '/clusters', user: withAllowed(premium, 10), queryClient });
    expect(screen.queryByRole('article', { name: 'sales' })).not.toBeInTheDocument();
    // A named status, not a span with a bare aria-label (axe: aria-prohibited-attr).
    expect(screen.getByRole('status', { name: 'Loading clusters' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'sales' })).toBeInTheDocument();
  });

  const settledBackend = (): Backend => ({
    instances: [makeInstance('i1', 'sales'), makeInstance('i3', 'archive', { status: 'sleeping' })],
    services: [service('i1', 'running'), service('i3', 'disconnected')],
  });

  it('polls every 15 s, refreshes on focus, and pauses while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(settledBackend());
    renderPage();
    await screen.findByRole('article', { name: 'sales' });
    const listCalls = () => requests('GET', `/users/${UUID}/instances`).length;
    expect(listCalls()).toBe(1);

    await vi.advanceTimersByTimeAsync(14_000);
    expect(listCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(listCalls()).toBe(2));

    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(listCalls()).toBe(2);

    // Coming back refetches at once (the data is stale by then).
    focusManager.setFocused(true);
    await waitFor(() => expect(listCalls()).toBe(3));
  });

  it('polls every 5 s while a cluster is creating, starting up or stopping', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(standardBackend());
    renderPage();
    await screen.findByRole('article', { name: 'finance' });
    const listCalls = () => requests('GET', `/users/${UUID}/instances`).length;
    expect(listCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it('persists the list and refetches on focus and reconnect', () => {
    const options = clusterQueries.list(UUID);
    expect(options.queryKey).toEqual(['u', UUID, 'clusters', 'list']);
    expect(options.meta).toEqual({ persist: true });
    expect(typeof options.refetchInterval).toBe('function');
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.refetchOnReconnect).toBe(true);
  });
});
