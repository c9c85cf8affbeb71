import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications, notificationsStore } from '@mantine/notifications';
import { configureHttp } from '../../src/api/http';
import type { Blueprint, CreateClusterPayload, IdleTime, Image, Region, Size, User } from '../../src/api/types';
import { CreateClusterPage } from '../../src/features/clusters/create/CreateClusterPage';
import { renderWithProviders } from '../support/render';

const API = 'http://api.test';
const UUID = 'u-create';

function region(regionAlias: string, cluster_code: string, over: Partial<Region> = {}): Region {
  return {
    regionAlias,
    platform: 'gc',
    userId: null,
    isAvailable: true,
    cluster_code,
    url: `https://${cluster_code}.cloud.test`,
    zone: `${cluster_code}-b`,
    region: cluster_code.replace(/^k8s-/, ''),
    app_id: '1',
    ...over,
  };
}

const REGIONS: Region[] = [
  region('US East (N. Virginia)', 'k8s-us-east1'),
  region('Europe (Frankfurt)', 'k8s-eu-central1', { isAvailable: false }),
  region('Asia Pacific (Tokyo)', 'k8s-asia-ne1'),
  region('My subscription (West Europe)', 'az-own-weu', { platform: 'az', userId: UUID }),
];

const size = (name: string, displayName: string, order: number, ipu: number): Size => ({
  id: `size-${name}`,
  name,
  displayName,
  order,
  ipu,
});
const SIZES: Size[] = [size('small', 'Small', 1, 4), size('medium', 'Medium', 2, 8), size('larges1', 'Large S1', 3, 16)];

const IMAGES: Image[] = [
  { image: 'release-2026.7.0', tags: { release: '2026.7.0' } },
  { image: 'release-2026.10.1', tags: { release: '2026.10.1' } },
];

const BLUEPRINTS: Blueprint[] = [
  { id: 'bp-sales', name: 'Sales Analytics', trial: true, minimal_version: '2026.1.0', installable: true },
  { id: 'bp-new', name: 'Next Gen Finance', trial: true, minimal_version: '2026.10.0', installable: true },
  { id: 'bp-ent', name: 'Enterprise Supply Chain', trial: false, minimal_version: '2026.1.0', installable: true },
  { id: 'bp-off', name: 'Retired App', trial: true, minimal_version: '2026.1.0', installable: false },
];

const IDLE_TIMES: IdleTime[] = [
  { key: 1, display: '1 Hour' },
  { key: 3, display: '3 Hours' },
];

function premium(over: Partial<User> = {}): Partial<User> {
  return {
    uuid: UUID,
    role: { id: 3, name: 'premium' },
    instancesCount: 1,
    platformActions: [{ name: 'cluster_create', platforms: 'gc,az,az-saas' }],
    configurations: {
      allowedInstances: { count: 5 },
      showInstanceSize: { enabled: true, value: 'medium' },
      showClusterOptimization: { enabled: true },
      showLatestRelease: { enabled: true },
      showTenants: { enabled: true },
      showInstallation: { enabled: true, value: 'typical' },
      showDiskSize: { enabled: true, value: 100, min: 50, max: 500 },
      showAlwaysAlive: { enabled: true, value: false },
    },
    ...over,
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function serve(createAnswer: { status: number; body: unknown } = { status: 201, body: { message: '' } }) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\//, '');
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      if (path === 'operators') return jsonResponse(200, { regions: REGIONS });
      if (path === 'images') return jsonResponse(200, { images: IMAGES });
      if (path === 'images/defaultIncortaimage') return jsonResponse(200, { image: 'release-2026.7.0' });
      if (path === 'images/sizes') return jsonResponse(200, { sizes: SIZES, allSizes: SIZES });
      if (path === 'blueprints') return jsonResponse(200, { blueprints: BLUEPRINTS });
      if (path === 'users/instances/availableidletime') return jsonResponse(200, { availableIdleTimes: IDLE_TIMES });
    }
    if (method === 'POST' && path === `users/${UUID}/instances`) {
      return jsonResponse(createAnswer.status, createAnswer.body);
    }
    return jsonResponse(404, { message: `no route for ${method} ${path}` });
  });
}

function createRequests(): CreateClusterPayload[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith(`/users/${UUID}/instances`))
    .map(([, init]) => JSON.parse(String(init?.body)) as CreateClusterPayload);
}

beforeEach(() => {
  notifications.clean();
  configureHttp({ apiBase: API, getAccessToken: () => Promise.resolve('test-token') });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderForm(user: Partial<User> = premium()) {
  const result = renderWithProviders(<CreateClusterPage />, { route: '/clusters/create', user });
  await screen.findByRole('textbox', { name: /Cluster name/ });
  return result;
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('/clusters/create errors', () => {
  it('shows each client-side error under its own input', async () => {
    serve();
    await renderForm();
    const disk = screen.getByRole('textbox', { name: /Disk size \(GB\)/ });
    await userEvent.clear(disk);
    await userEvent.type(disk, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Create Cluster' }));

    expect(screen.getByRole('textbox', { name: /Cluster name/ })).toHaveAccessibleDescription(
      /Cluster name is required/,
    );
    expect(screen.getByRole('combobox', { name: /Region/ })).toHaveAccessibleDescription(/Region is required/);
    expect(disk).toHaveAccessibleDescription(/Disk size must be a whole number between 50 and 500 GB/);
    expect(screen.getByRole('combobox', { name: /Cluster version/ })).not.toHaveAccessibleDescription(/required/);
    expect(createRequests()).toHaveLength(0);
  });

  it('checks the name rules as the user leaves the field', async () => {
    serve();
    await renderForm();
    const name = screen.getByRole('textbox', { name: /Cluster name/ });
    await userEvent.type(name, 'my--cluster');
    await userEvent.tab();
    expect(name).toHaveAccessibleDescription(/Should not contain multiple consequent dashes/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts server field errors under the named inputs, once: no notice repeats them', async () => {
    serve({
      status: 400,
      body: {
        message: 'Please check the highlighted fields',
        errors: [
          { fieldName: 'name', message: 'A cluster named sales already exists' },
          { fieldName: 'zone', message: 'This zone is full' },
        ],
      },
    });
    await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Cluster name/ }), 'sales');
    await choose(/Region/, 'US East (N. Virginia)');
    await userEvent.click(screen.getByRole('button', { name: 'Create Cluster' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Cluster name/ })).toHaveAccessibleDescription(
        /A cluster named sales already exists/,
      ),
    );
    expect(screen.getByRole('combobox', { name: /Region/ })).toHaveAccessibleDescription(/This zone is full/);
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(screen.queryByText('Please check the highlighted fields')).not.toBeInTheDocument();
  });

  it('shows a server field error the form has no input for as the error notice', async () => {
    serve({
      status: 400,
      body: { message: 'Invalid input', errors: [{ fieldName: 'quota', message: 'Your cluster quota is used up' }] },
    });
    await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Cluster name/ }), 'sales');
    await choose(/Region/, 'US East (N. Virginia)');
    await userEvent.click(screen.getByRole('button', { name: 'Create Cluster' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Error')).toBeInTheDocument();
    expect(within(notice).getByText('Your cluster quota is used up')).toBeInTheDocument();
  });
});

describe('/clusters/create submit', () => {
  it('sends the derived payload, shows the success notice and goes to /clusters', async () => {
    serve({ status: 201, body: { message: '' } });
    const { currentPath } = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Cluster name/ }), 'sales-eu');
    await choose(/Region/, 'Asia Pacific (Tokyo)');
    await choose(/Optimization level/, 'Analytics Optimized');
    await choose(/Idle time/, '3 Hours');
    expect(await screen.findByText('Analytics: Medium - 8 IPU · Loader: Small - 4 IPU')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Cluster' }));

    expect(await screen.findByText('cluster is created successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/clusters'));
    expect(createRequests()).toEqual([
      {
        name: 'sales-eu',
        platform: 'gc',
        region: 'asia-ne1',
        zone: 'k8s-asia-ne1-b',
        k8sClusterCode: 'k8s-asia-ne1',
        appId: '1',
        image: 'release-2026.7.0',
        installation: 'typical',
        dsize: 100,
        idleTime: 3,
        blueprintId: null,
        csize: 'medium',
        optimizationLevel: 'Analytics Optimized',
        analyticsSizeID: 'size-medium',
        loaderSizeID: 'size-small',
        alive: false,
        sleeppable: true,
      },
    ]);
  });

  it('moves the size with the slider, one mark per size', async () => {
    serve();
    await renderForm();
    await choose(/Region/, 'US East (N. Virginia)');
    const slider = await screen.findByRole('slider', { name: 'Size' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuetext', 'Medium - 8 IPU');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(slider).toHaveAttribute('aria-valuetext', 'Large S1 - 16 IPU');
  });

  it('brings the data app field into view when Custom is chosen, keeping focus on the choice', async () => {
    serve();
    await renderForm();
    const scrolled: Element[] = [];
    vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    const custom = screen.getByRole('radio', { name: 'Custom' });
    await userEvent.click(custom);
    const dataApp = await screen.findByRole('combobox', { name: /Data app/ });
    expect(scrolled).toContain(dataApp);
    expect(custom).toHaveFocus();
  });

  it('offers installable data apps up to the chosen version only with a custom installation', async () => {
    serve();
    await renderForm();
    expect(screen.queryByRole('combobox', { name: /Data app/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Data app/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sales Analytics']);
  });
});

describe('/clusters/create with a slow catalog (issue 9)', () => {
  it('a click while the sizes are still on their way waits for them and creates: no "Size is required"', async () => {
    serve({ status: 201, body: { message: '' } });
    // The sizes answer is held back until the test lets it go, as on a slow connection.
    let release: () => void = () => undefined;
    const sizesHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input)).pathname === '/images/sizes') await sizesHeld;
      if (!answer) throw new Error('serve() sets the answers');
      return answer(input, init);
    });
    const { currentPath } = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Cluster name/ }), 'sales-eu');
    await choose(/Region/, 'Asia Pacific (Tokyo)');
    await userEvent.click(screen.getByRole('button', { name: 'Create Cluster' }));
    release();

    await waitFor(() => expect(createRequests()).toHaveLength(1));
    expect(createRequests()[0]).toMatchObject({ csize: 'medium', analyticsSizeID: 'size-medium', k8sClusterCode: 'k8s-asia-ne1' });
    expect(screen.queryByText('Size is required')).not.toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/clusters'));
  });
});

describe('/clusters/create rules by user and platform', () => {
  it('shows a trial user the regions locked, with the upgrade hint and a preselected region', async () => {
    serve();
    await renderForm(premium({ role: { id: 1, name: 'free' } }));
    const regionInput = screen.getByRole('combobox', { name: /Region/ });
    expect(regionInput).toHaveValue('US East (N. Virginia)');
    expect(regionInput).toHaveAccessibleDescription('To choose a region, upgrade to a Premium Account.');
    await userEvent.click(regionInput);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'US East (N. Virginia)',
      'Europe (Frankfurt)',
      'Asia Pacific (Tokyo)',
    ]);
    for (const option of options) expect(option).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Asia Pacific (Tokyo)' }));
    expect(regionInput).toHaveValue('US East (N. Virginia)');
  });

  it('gives each region a trial user may not choose its own upgrade tooltip', async () => {
    serve();
    await renderForm(premium({ role: { id: 1, name: 'free' } }));
    await userEvent.click(screen.getByRole('combobox', { name: /Region/ }));
    await userEvent.hover(within(await screen.findByRole('option', { name: 'Europe (Frankfurt)' })).getByText('Europe (Frankfurt)'));
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip').map((t) => t.textContent)).toContain('To choose a region, upgrade to a Premium Account.'),
    );
  });

  it('locks the version on az with its tooltip text, lists only the own regions and disables the slider', async () => {
    serve();
    await renderForm(premium({ features: [{ key: 'azureSupport', toggle: true }] }));
    await choose(/Platform/, 'Azure (your subscription)');
    const version = screen.getByRole('combobox', { name: /Cluster version/ });
    expect(version).toBeDisabled();
    expect(version).toHaveValue('2026.10.1');
    expect(version).toHaveAccessibleDescription('Only Latest Version is Supported in Azure Platform');
    expect(screen.getByRole('textbox', { name: /Cluster name/ })).toHaveAccessibleDescription(
      '3 to 8 lowercase letters and digits.',
    );
    await userEvent.click(screen.getByRole('combobox', { name: /Region/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['My subscription (West Europe)']);
    await userEvent.click(options[0] as HTMLElement);
    expect(await screen.findByRole('slider', { name: 'Size' })).toHaveAttribute('data-disabled', 'true');
  });

  it('lists only available regions for a paying user', async () => {
    serve();
    await renderForm();
    await userEvent.click(screen.getByRole('combobox', { name: /Region/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['US East (N. Virginia)', 'Asia Pacific (Tokyo)']);
  });

  it('sends users who may not create a cluster to /clusters', async () => {
    serve();
    const { currentPath } = renderWithProviders(<CreateClusterPage />, {
      route: '/clusters/create',
      user: premium({ instancesCount: 5 }),
    });
    await waitFor(() => expect(currentPath()).toBe('/clusters'));
  });
});
