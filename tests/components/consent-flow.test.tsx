import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { configureHttp } from '../../src/api/http';
import { keys } from '../../src/api/keys';
import type { PipelineResponse, PipelineStatus } from '../../src/api/types';
import { PIPELINE_STAGES } from '../../src/domain/pipeline';
import { ConsentFlowPage } from '../../src/features/consent-flow/ConsentFlowPage';
import { PipelineCard, PipelineCardView } from '../../src/features/clusters/pipeline/PipelineCard';
import { buildUser, renderWithProviders, TEST_UUID } from '../support/render';

const API = 'http://api.test/api';
const EMAIL = 'test.user@example.com';
const CREDENTIALS = '{"appId":"app-1","password":"s3cret","tenant":"tenant-1"}';

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function pipelineStatus(overrides: Partial<PipelineStatus> = {}): PipelineStatus {
  return {
    state: 'running',
    stageName: 'CERT_ISTIO',
    configurationName: 'salesenv',
    incortaImage: '2026.10.1',
    plan: 'Standard',
    region: 'East US',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:20:00.000Z',
    error: null,
    ...overrides,
  };
}

type Handler = (call: Call) => Response | undefined;

function mockApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.replace(API, ''),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    };
    calls.push(call);
    return handler(call) ?? json(404, { message: `Unexpected ${call.method} ${call.path}` });
  });
  return calls;
}

/** What GET me answers (the page asks again on every visit). */
let meAnswer = buildUser({ showConsentFlow: true, email: EMAIL });

/** The emulator's answers for a successful submission. */
const happyApi: Handler = ({ method, path }) => {
  if (method === 'POST' && path === '/systemconfigurations') return json(200, { sysConfig: 'East US,UK South' });
  if (method === 'POST' && path === '/azurePipeline/getAzurePlan') return json(200, { plan: 'Standard' });
  if (path === '/images/defaultIncortaimage') return json(200, { image: '2026.10.1' });
  if (path === '/images/getKubernetesVersion') return json(200, { version: '1.31.4' });
  if (path === '/consentflow/create-subscription') return json(201, { message: 'Subscription created successfully', subscriptionId: 'sub-1' });
  if (method === 'POST' && path === '/azurePipeline') {
    return json(201, { message: 'Deployment started', states: [...PIPELINE_STAGES], pipelineStatus: pipelineStatus({ state: 'inProgress', stageName: 'Basic_Resources' }) });
  }
  if (method === 'GET' && path === `/users/${TEST_UUID}/me`) return json(200, meAnswer);
  if (path === '/azurePipeline/azurepipelinestatus') return json(200, { states: [...PIPELINE_STAGES], pipelineStatus: null });
  return undefined;
};

beforeEach(() => {
  meAnswer = buildUser({ showConsentFlow: true, email: EMAIL });
  notifications.clean();
  configureHttp({ apiBase: API, getAccessToken: async () => 'token-abc' });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Ids and address ranges are pasted, as people do; names are typed. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.type(screen.getByLabelText(/^Environment name/), 'salesenv');
  await paste(user, screen.getByLabelText(/^Subscription ID/), '1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f');
  await user.type(screen.getByLabelText(/^Resource group/), 'rg-sales');
  fireEvent.change(screen.getByLabelText(/^Subscription information output/), { target: { value: CREDENTIALS } });
  await user.type(screen.getByLabelText(/^Network name/), 'vnet-sales');
}

describe('/consentflow', () => {
  it('sends a user without showConsentFlow to /clusters', async () => {
    meAnswer = buildUser({ showConsentFlow: false, email: EMAIL });
    mockApi(happyApi);
    const view = renderWithProviders(<ConsentFlowPage />, { route: '/consentflow', user: { showConsentFlow: false } });
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
  });

  it('shows the rules as the user types and enables Deploy only when every rule holds', async () => {
    mockApi(happyApi);
    const user = userEvent.setup();
    renderWithProviders(<ConsentFlowPage />, { route: '/consentflow', user: { showConsentFlow: true, email: EMAIL } });
    expect(await screen.findByRole('heading', { name: 'Connect your cloud subscription' })).toBeInTheDocument();
    const deploy = screen.getByRole('button', { name: 'Deploy' });
    const copy = screen.getByRole('button', { name: 'Copy command' });
    expect(deploy).toBeDisabled();
    expect(copy).toBeDisabled();

    const name = screen.getByLabelText(/^Environment name/);
    await user.type(name, '1ab');
    await user.tab();
    expect(await screen.findByText('Name cannot start with a numeric character. Must start with a letter.')).toBeInTheDocument();
    const retype = async (value: string) => {
      await user.clear(name);
      if (value !== '') await user.type(name, value);
      await user.tab();
    };
    await retype('ab');
    expect(await screen.findByText('Name must be at least 3 characters.')).toBeInTheDocument();
    await retype('abcdefghijk');
    expect(await screen.findByText('Name cannot be longer than 10 characters.')).toBeInTheDocument();
    await retype('');
    expect(await screen.findByText('Please enter a valid environment name.')).toBeInTheDocument();
    await retype('Sales');
    expect(await screen.findByText('Only accept lowercase alphanumerics.')).toBeInTheDocument();
    await retype('');

    await fillRequired(user);
    expect(copy).toBeEnabled();
    expect(screen.getByText(/az ad sp create-for-rbac --name salesenv-deployer/)).toBeInTheDocument();
    await waitFor(() => expect(deploy).toBeEnabled());

    // The region list comes from the azureRegions system config; East US is the default.
    expect(screen.getByLabelText(/^Region/, { selector: 'input' })).toHaveValue('East US');

    // An existing network needs all five subnets.
    await user.click(screen.getByRole('radio', { name: 'Existing network' }));
    expect(screen.getByText('Please complete the Network Subnets')).toBeInTheDocument();
    expect(deploy).toBeDisabled();
    const subnets = ['10.0.0.0/14', '10.4.0.0/14', '10.8.1.0/24', '10.8.2.0/24', '10.8.3.0/16'];
    const labels = ['Analytics subnet', 'Spark subnet', 'Public subnet', 'Database subnet', 'Load balancer subnet'];
    for (const [index, label] of labels.entries()) await paste(user, screen.getByLabelText(new RegExp(`^${label}`)), subnets[index] ?? '');
    await user.tab();
    expect(await screen.findByText('Enter an IPv4 subnet ending in /14 or /24.')).toBeInTheDocument();
    expect(deploy).toBeDisabled();
    const last = screen.getByLabelText(/^Load balancer subnet/);
    await user.clear(last);
    await paste(user, last, '10.8.3.0/24');
    expect(screen.queryByText('Please complete the Network Subnets')).not.toBeInTheDocument();
    await waitFor(() => expect(deploy).toBeEnabled());

    // Credentials must be valid JSON.
    fireEvent.change(screen.getByLabelText(/^Subscription information output/), { target: { value: '{oops' } });
    fireEvent.blur(screen.getByLabelText(/^Subscription information output/));
    expect(await screen.findByText('Subscription information must be valid JSON.')).toBeInTheDocument();
    expect(deploy).toBeDisabled();
  });

  it('says why Deploy is disabled: the fields still to complete, e.g. only the network name', async () => {
    mockApi(happyApi);
    const user = userEvent.setup();
    renderWithProviders(<ConsentFlowPage />, { route: '/consentflow', user: { showConsentFlow: true, email: EMAIL } });
    await screen.findByRole('heading', { name: 'Connect your cloud subscription' });
    const deploy = screen.getByRole('button', { name: 'Deploy' });
    expect(deploy).toHaveAccessibleDescription(
      'To deploy, complete: Environment name, Subscription ID, Resource group, Subscription information output, Network name.',
    );
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/^Network name/));
    expect(deploy).toBeDisabled();
    expect(deploy).toHaveAccessibleDescription('To deploy, complete: Network name.');
    await user.type(screen.getByLabelText(/^Network name/), 'vnet-sales');
    await waitFor(() => expect(deploy).toBeEnabled());
    expect(deploy).not.toHaveAccessibleDescription(/To deploy/);
  });

  it('submits: validating, then the pipeline is refreshed, the user reloaded and /clusters opens', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = mockApi(happyApi);
    const fetchMock = vi.mocked(globalThis.fetch);
    const passThrough = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/consentflow/create-subscription')) await gate;
      return passThrough ? passThrough(input, init) : json(500, {});
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<ConsentFlowPage />, { route: '/consentflow', user: { showConsentFlow: true, email: EMAIL } });
    await screen.findByRole('heading', { name: 'Connect your cloud subscription' });
    await fillRequired(user);
    const deploy = screen.getByRole('button', { name: 'Deploy' });
    await waitFor(() => expect(deploy).toBeEnabled());
    await user.click(deploy);

    expect(await screen.findByText('Validating your subscription…')).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
    expect(await screen.findByText('Your subscription is connected. The deployment has started.')).toBeInTheDocument();

    const created = calls.find((call) => call.path === '/consentflow/create-subscription');
    expect(created?.body).toMatchObject({
      configurationName: 'salesenv',
      subscriptionID: '1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f',
      resourceGroup: 'rg-sales',
      region: 'East US',
      network: false,
      vnName: 'vnet-sales',
      appID: 'app-1',
      password: 's3cret',
      tenant: 'tenant-1',
      userId: TEST_UUID,
      email: EMAIL,
      plan: 'Standard',
      incortaImage: '2026.10.1',
      k8sVersion: '1.31.4',
    });
    expect(calls.find((call) => call.path === '/azurePipeline/getAzurePlan')?.body).toEqual({ email: EMAIL, tenant: 'tenant-1' });
    expect(calls.find((call) => call.path === '/azurePipeline')?.body).toEqual({ userID: TEST_UUID, email: EMAIL, subscriptionId: 'sub-1' });
    await waitFor(() => expect(calls.some((call) => call.path === `/users/${TEST_UUID}/me`)).toBe(true));
    expect(view.queryClient.getQueryData<PipelineResponse>(keys.pipelineStatus(TEST_UUID))?.pipelineStatus?.configurationName).toBe('salesenv');
  });

  it('shows a failed submission in the status area and as an error notice', async () => {
    mockApi((call) =>
      call.path === '/consentflow/create-subscription' ? json(409, { message: 'A deployment is already in progress for this account' }) : happyApi(call),
    );
    const user = userEvent.setup();
    const view = renderWithProviders(<ConsentFlowPage />, { route: '/consentflow', user: { showConsentFlow: true, email: EMAIL } });
    await screen.findByRole('heading', { name: 'Connect your cloud subscription' });
    await fillRequired(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Deploy' }));
    const status = await screen.findByText('A deployment is already in progress for this account');
    expect(status.closest('[role="alert"]')).not.toBeNull();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(view.currentPath()).toBe('/consentflow');
  });

  it('Cancel goes to / when there is no earlier page', async () => {
    mockApi(happyApi);
    const user = userEvent.setup();
    const view = renderWithProviders(<ConsentFlowPage />, { route: '/consentflow', user: { showConsentFlow: true } });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(view.currentPath()).toBe('/');
  });
});

describe('pipeline card', () => {
  const now = Date.parse('2026-11-20T10:12:34.000Z');

  it('shows the eight stages, the working footer and the timer from createdAt', () => {
    renderWithProviders(<PipelineCardView status={pipelineStatus()} states={PIPELINE_STAGES} now={now} />);
    const card = screen.getByRole('article', { name: 'Deployment salesenv' });
    const items = within(within(card).getByRole('list', { name: 'Deployment stages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Deploying Basic Resources (done)',
      'Creating Database Services (done)',
      'Creating Ingress Gateway (in progress)',
      'Deploying Kubernetes (not started)',
      'Deploying cluster software (not started)',
      'Setting Up DNS (not started)',
      'Provisioning images (not started)',
      'Finalizing Deployment (not started)',
    ]);
    expect(within(card).getByRole('timer', { name: 'Elapsed' })).toHaveTextContent('00:12:34');
    expect(within(card).getByText('working')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: 'Deployment failed' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'View details' })).not.toBeInTheDocument();
  });

  it("shows 'preparing' while inProgress", () => {
    renderWithProviders(<PipelineCardView status={pipelineStatus({ state: 'inProgress', stageName: 'Basic_Resources' })} states={PIPELINE_STAGES} now={now} />);
    expect(screen.getByText('preparing')).toBeInTheDocument();
  });

  it('a failure shows the icon, stops the timer at updatedAt, and opens the details with copy and OK', async () => {
    const user = userEvent.setup();
    const failed = pipelineStatus({ state: 'failed', error: 'ERROR: quota exceeded in East US' });
    renderWithProviders(<PipelineCardView status={failed} states={PIPELINE_STAGES} now={now + 3_600_000} />);
    expect(screen.getByRole('img', { name: 'Deployment failed' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Elapsed' })).toHaveTextContent('00:20:00');
    expect(screen.getByText('failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deployment failed' });
    expect(dialog).toHaveTextContent('ERROR: quota exceeded in East US');
    expect(dialog).toHaveTextContent(/Created at: Nov 20, 2026/);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy error' }));
    expect(writeText).toHaveBeenCalledWith('ERROR: quota exceeded in East US');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the subtitle follows the state: in progress while it runs, failed or canceled once it stops', () => {
    const subtitle = (status: PipelineStatus) => {
      const view = renderWithProviders(<PipelineCardView status={status} states={PIPELINE_STAGES} now={now} />);
      const card = screen.getByRole('article', { name: 'Deployment salesenv' });
      const texts = [
        'Deployment in progress',
        'Deployment failed',
        'Deployment canceled',
      ].filter((text) => within(card).queryByText(text, { selector: 'p' }) !== null);
      view.unmount();
      return texts;
    };
    expect(subtitle(pipelineStatus({ state: 'inProgress', stageName: 'Basic_Resources' }))).toEqual(['Deployment in progress']);
    expect(subtitle(pipelineStatus({ state: 'running' }))).toEqual(['Deployment in progress']);
    expect(subtitle(pipelineStatus({ state: 'failed', error: 'ERROR: quota exceeded' }))).toEqual(['Deployment failed']);
    expect(subtitle(pipelineStatus({ state: 'canceled' }))).toEqual(['Deployment canceled']);
  });

  it('a canceled pipeline shows the failure icon without details', () => {
    renderWithProviders(<PipelineCardView status={pipelineStatus({ state: 'canceled' })} states={PIPELINE_STAGES} now={now} />);
    expect(screen.getByRole('img', { name: 'Deployment canceled' })).toBeInTheDocument();
    expect(screen.getByText('canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View details' })).not.toBeInTheDocument();
  });

  it('asks for the status only when the user has a pipelineStatus, and disappears when the last stage completes', async () => {
    const calls = mockApi((call) =>
      call.path === '/azurePipeline/azurepipelinestatus'
        ? json(200, { states: [...PIPELINE_STAGES], pipelineStatus: pipelineStatus({ state: 'completed', stageName: 'TRIGGGER_CLUSTER_CREATION_PIPELINE' }) })
        : undefined,
    );
    const none = renderWithProviders(<PipelineCard user={{ uuid: TEST_UUID, email: EMAIL, pipelineStatus: null }} />);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    none.unmount();

    renderWithProviders(<PipelineCard user={{ uuid: TEST_UUID, email: EMAIL, pipelineStatus: pipelineStatus() }} />);
    expect(screen.getByRole('article', { name: 'Deployment salesenv' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(calls).toEqual([
      { method: 'POST', path: '/azurePipeline/azurepipelinestatus', body: { email: EMAIL, userID: TEST_UUID } },
    ]);
  });
});
