import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { keys } from '../../../src/api/keys';
import type { PipelineResponse, PipelineStatus } from '../../../src/contract/types';
import { PIPELINE_STAGES } from '../../../src/domain/pipeline';
import { ConsentFlowPage } from '../../../src/features/consent-flow/ConsentFlowPage';
import { PipelineCard, PipelineCardView } from '../../../src/features/clusters/pipeline/PipelineCard';
import { DEFAULT_IMAGE, KUBERNETES_VERSION } from '../../../server/clusters/catalog';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

/** showConsentFlow and no deployment yet (server/users/seed-users.ts); a submission starts one. */
const CONSENT = 'consent@demo.test';
/** A deployment already under way at the seed. */
const AZURE = 'azure@demo.test';
const CREDENTIALS = '{"appId":"app-1","password":"s3cret","tenant":"tenant-1"}';
const MINUTE = 60_000;

const em = startComponentEmulator();

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

beforeEach(() => {
  notifications.clean();
});

function renderConsent(email = CONSENT) {
  return renderWithProviders(<ConsentFlowPage />, { route: '/consentflow', user: em.signIn(email), seedMe: false });
}

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
    const view = renderConsent('premium@demo.test');
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
  });

  it('shows the rules as the user types and enables Deploy only when every rule holds', async () => {
    const user = userEvent.setup();
    renderConsent();
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
    const user = userEvent.setup();
    renderConsent();
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

  it('shows a failed submission in the status area and as an error notice', async () => {
    await em.fault({
      route: 'POST /consentflow/create-subscription',
      status: 409,
      body: { message: 'A deployment is already in progress for this account' },
    });
    const user = userEvent.setup();
    const view = renderConsent();
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
    const user = userEvent.setup();
    const view = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(view.currentPath()).toBe('/');
  });

  // Last in this block: the emulator keeps the deployment it starts for the rest of the file.
  it('submits: validating, then the pipeline is refreshed, the user reloaded and /clusters opens', async () => {
    // The subscription check is held until the waiting state has been seen.
    const check = em.hold('POST /consentflow/create-subscription');
    const user = userEvent.setup();
    const view = renderConsent();
    const uuid = em.uuidOf(CONSENT);
    await screen.findByRole('heading', { name: 'Connect your cloud subscription' });
    await fillRequired(user);
    const deploy = screen.getByRole('button', { name: 'Deploy' });
    await waitFor(() => expect(deploy).toBeEnabled());
    await user.click(deploy);

    expect(await screen.findByText('Validating your subscription…')).toBeInTheDocument();
    check.release();
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
    expect(await screen.findByText('Your subscription is connected. The deployment has started.')).toBeInTheDocument();

    const bodyOf = (path: string) => em.calls.find((call) => call.path === path)?.body;
    expect(bodyOf('/consentflow/create-subscription')).toMatchObject({
      configurationName: 'salesenv',
      subscriptionID: '1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f',
      resourceGroup: 'rg-sales',
      region: 'East US',
      network: false,
      vnName: 'vnet-sales',
      appID: 'app-1',
      password: 's3cret',
      tenant: 'tenant-1',
      userId: uuid,
      email: CONSENT,
      plan: 'Standard',
      incortaImage: DEFAULT_IMAGE.image,
      k8sVersion: KUBERNETES_VERSION,
    });
    expect(bodyOf('/azurePipeline/getAzurePlan')).toEqual({ email: CONSENT, tenant: 'tenant-1' });
    expect(bodyOf('/azurePipeline')).toEqual({ userID: uuid, email: CONSENT, subscriptionId: expect.any(String) });
    await waitFor(() => expect(em.calls.filter((call) => call.path === `/users/${uuid}/me`).length).toBeGreaterThan(1));
    expect(view.queryClient.getQueryData<PipelineResponse>(keys.pipelineStatus(uuid))?.pipelineStatus?.configurationName).toBe('salesenv');
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
    const premium = em.signIn('premium@demo.test');
    const none = renderWithProviders(<PipelineCard user={{ ...premium, pipelineStatus: null }} />);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(em.calls).toHaveLength(0);
    none.unmount();

    // The seeded deployment of azure@, finished on the emulator's clock (45 to 50 simulated minutes).
    const azure = em.signIn(AZURE);
    await em.emulator.fetch('/api/_emulator/clock/advance', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ms: 60 * MINUTE }),
    });
    renderWithProviders(<PipelineCard user={{ ...azure, pipelineStatus: pipelineStatus({ state: 'inProgress', stageName: 'Basic_Resources' }) }} />);
    expect(screen.getByRole('article', { name: 'Deployment salesenv' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(em.calls).toEqual([
      { method: 'POST', path: '/azurePipeline/azurepipelinestatus', body: { email: AZURE, userID: azure.uuid }, signed: true },
    ]);
  });
});
