import type { EmulatorEvent } from '../../server/context';
import { PIPELINE_MESSAGES } from '../../server/pipeline/routes';
import { buildSchedule, PIPELINE_TIMING, positionAt } from '../../server/pipeline/sim';
import type { Instance, InstancesResponse, PipelineResponse, User } from '../../src/contract/types';
import { PIPELINE_STAGES } from '../../src/domain/pipeline';
import { CONSENT_MESSAGES, DEFAULT_AZURE_REGIONS } from '../../src/domain/validation/consent';
import { ENVIRONMENT_NAME_MESSAGES } from '../../src/domain/validation/environment-name';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';

const AZURE = 'azure@demo.test';
const PREMIUM = 'premium@demo.test';
const MINUTE = 60_000;

let emu: InProcessEmulator;
let events: EmulatorEvent[];

beforeEach(async () => {
  emu = await createInProcessEmulator();
  events = [];
  emu.ctx.events.on('event', (event: EmulatorEvent) => {
    if (event.kind.startsWith('pipeline.')) events.push(event);
  });
});
afterEach(async () => {
  await emu.close();
});

function post(path: string, body: unknown, as?: string): Promise<Response> {
  return emu.fetch(`/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    as,
  });
}

async function status(email = AZURE): Promise<PipelineResponse> {
  const response = await post('azurePipeline/azurepipelinestatus', { email, userID: emu.uuidOf(email) }, email);
  expect(response.status).toBe(200);
  return (await response.json()) as PipelineResponse;
}

async function advance(ms: number): Promise<void> {
  const response = await post('_emulator/clock/advance', { ms });
  expect(response.status).toBe(200);
}

async function me(email = AZURE): Promise<User> {
  return (await (await emu.fetch(`/api/users/${emu.uuidOf(email)}/me`, { as: email })).json()) as User;
}

const CREDENTIALS = { appId: 'a1b2c3d4-0000-4000-8000-000000000001', password: 'not-a-real-secret', tenant: 'tenant-42' };

function subscription(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    configurationName: 'finance',
    subscriptionID: '1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f',
    resourceGroup: 'rg-finance',
    region: 'UK South',
    servicePrincipalCredentials: JSON.stringify(CREDENTIALS),
    network: true,
    vnName: 'vnet-finance',
    subnet1: '10.0.0.0/14',
    subnet2: '10.4.0.0/14',
    subnet3: '10.8.1.0/24',
    subnet4: '10.8.2.0/24',
    subnet5: '10.8.3.0/24',
    appID: CREDENTIALS.appId,
    password: CREDENTIALS.password,
    tenant: CREDENTIALS.tenant,
    token: '',
    userId: emu.uuidOf(AZURE),
    email: AZURE,
    plan: 'Standard',
    incortaImage: '2026.10.1',
    k8sVersion: '1.31.4',
    ...overrides,
  };
}

describe('timetable', () => {
  it('takes 45 to 50 minutes, preparing first, then the eight stages in order', () => {
    for (const r of [0, 0.5, 1]) {
      const schedule = buildSchedule(0, () => r);
      expect(schedule).toHaveLength(9);
      const total = schedule[8] ?? 0;
      expect(total).toBeGreaterThanOrEqual(45 * MINUTE);
      expect(total).toBeLessThanOrEqual(50 * MINUTE);
      expect(schedule[0]).toBe(PIPELINE_TIMING.preparingMs);
      for (let i = 1; i < schedule.length; i += 1) expect(schedule[i] ?? 0).toBeGreaterThan(schedule[i - 1] ?? 0);
    }
    const schedule = buildSchedule(0, () => 0);
    expect(positionAt(0, schedule, 1)).toEqual({ state: 'inProgress', stageIndex: 0, updatedAt: 0 });
    expect(positionAt(0, schedule, schedule[0] ?? 0)).toMatchObject({ state: 'running', stageIndex: 0 });
    expect(positionAt(0, schedule, schedule[3] ?? 0)).toMatchObject({ state: 'running', stageIndex: 3, updatedAt: schedule[3] });
    expect(positionAt(0, schedule, 45 * MINUTE)).toEqual({ state: 'completed', stageIndex: 7, updatedAt: 45 * MINUTE });
  });
});

describe('POST azurePipeline/azurepipelinestatus', () => {
  it("answers the seeded deployment with the eight states, and the user's pipelineStatus agrees", async () => {
    const answer = await status();
    expect(answer.states).toEqual([...PIPELINE_STAGES]);
    expect(answer.pipelineStatus).toMatchObject({
      state: 'inProgress',
      stageName: 'Basic_Resources',
      configurationName: 'salesenv',
      region: 'East US',
      error: null,
    });
    expect((await me()).pipelineStatus).toEqual(answer.pipelineStatus);
  });

  it('moves through the stages on the clock, emits an alert event per change, and completes', async () => {
    await advance(3 * MINUTE);
    const running = await status();
    expect(running.pipelineStatus).toMatchObject({ state: 'running', stageName: 'Basic_Resources' });
    expect(events.at(-1)).toMatchObject({
      kind: 'pipeline.stage',
      title: 'salesenv: Deploying Basic Resources',
      url: '/clusters',
      userId: emu.uuidOf(AZURE),
    });
    const tag = events.at(-1)?.tag ?? '';
    expect(tag).toMatch(/^deployment-[0-9a-f-]{36}$/);

    await advance(12 * MINUTE);
    const later = await status();
    expect(later.pipelineStatus?.state).toBe('running');
    expect(PIPELINE_STAGES.indexOf(later.pipelineStatus?.stageName as (typeof PIPELINE_STAGES)[number])).toBeGreaterThan(0);
    expect(events.every((event) => event.tag === tag)).toBe(true);

    await advance(40 * MINUTE);
    const done = await status();
    expect(done.pipelineStatus).toMatchObject({ state: 'completed', stageName: 'TRIGGGER_CLUSTER_CREATION_PIPELINE' });
    const { createdAt, updatedAt } = done.pipelineStatus ?? { createdAt: '', updatedAt: '' };
    const minutes = (Date.parse(updatedAt) - Date.parse(createdAt)) / MINUTE;
    expect(minutes).toBeGreaterThanOrEqual(45);
    expect(minutes).toBeLessThanOrEqual(50);
    expect(events.at(-1)).toMatchObject({ kind: 'pipeline.completed', title: 'salesenv is deployed', tag });
    expect((await me()).pipelineStatus).toMatchObject({ state: 'completed' });
  });

  it('answers null for a user without a deployment, and refuses another user or a wrong e-mail', async () => {
    expect((await status(PREMIUM)).pipelineStatus).toBeNull();
    const other = await post('azurePipeline/azurepipelinestatus', { email: AZURE, userID: emu.uuidOf(AZURE) }, PREMIUM);
    expect(other.status).toBe(403);
    const wrongEmail = await post('azurePipeline/azurepipelinestatus', { email: PREMIUM, userID: emu.uuidOf(AZURE) }, AZURE);
    expect(wrongEmail.status).toBe(403);
    // Whose deployment is asked for comes first: no userID is nobody's the caller may read.
    const nobody = await post('azurePipeline/azurepipelinestatus', {}, AZURE);
    expect(nobody.status).toBe(403);
    const missing = await post('azurePipeline/azurepipelinestatus', { userID: emu.uuidOf(AZURE) }, AZURE);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: 'email is required',
      errors: [{ fieldName: 'email', message: 'email is required' }],
    });
    const anonymous = await emu.fetch('/api/azurePipeline/azurepipelinestatus', { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);
  });
});

describe('failure hook', () => {
  it('fails the current stage with an error, emits pipeline.failed and reopens the consent flow', async () => {
    await advance(3 * MINUTE);
    const response = await post('_emulator/pipeline/fail', { email: AZURE, error: 'ERROR: quota exceeded' });
    expect(response.status).toBe(200);
    const answer = await status();
    expect(answer.pipelineStatus).toMatchObject({ state: 'failed', stageName: 'Basic_Resources', error: 'ERROR: quota exceeded' });
    expect(events.at(-1)).toMatchObject({ kind: 'pipeline.failed', title: 'salesenv: deployment failed' });
    // Settled: the clock no longer moves it.
    await advance(60 * MINUTE);
    expect((await status()).pipelineStatus?.state).toBe('failed');
    expect((await me()).showConsentFlow).toBe(true);
    expect((await post('_emulator/pipeline/fail', { email: AZURE })).status).toBe(404);
  });
});

describe('consent submission', () => {
  async function failSeeded(): Promise<void> {
    expect((await post('_emulator/pipeline/fail', { email: AZURE })).status).toBe(200);
  }

  it('answers the plan for the account', async () => {
    const response = await post('azurePipeline/getAzurePlan', { email: AZURE, tenant: 'tenant-42' }, AZURE);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ plan: 'Standard' });
    const missing = await post('azurePipeline/getAzurePlan', { email: AZURE }, AZURE);
    expect(missing.status).toBe(400);
  });

  it('refuses a second deployment while one runs', async () => {
    const response = await post('consentflow/create-subscription', subscription(), AZURE);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: PIPELINE_MESSAGES.deploymentRunning });
  });

  it('refuses control characters in the free-text fields', async () => {
    await failSeeded();
    const response = await post(
      'consentflow/create-subscription',
      subscription({ resourceGroup: 'rg-\u0000finance', vnName: 'vnet\u0007' }),
      AZURE,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { fieldName: string; message: string }[] };
    expect(body.errors).toEqual([
      { fieldName: 'resourceGroup', message: 'Must not contain control characters' },
      { fieldName: 'vnName', message: 'Must not contain control characters' },
    ]);
  });

  it('validates every field with the form rules', async () => {
    await failSeeded();
    const response = await post(
      'consentflow/create-subscription',
      subscription({
        configurationName: '1finance',
        subscriptionID: '1234',
        region: 'Mars North',
        servicePrincipalCredentials: '{not json',
        subnet3: '10.8.1.0/16',
        subnet5: '',
      }),
      AZURE,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { fieldName: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { fieldName: 'configurationName', message: ENVIRONMENT_NAME_MESSAGES.startsWithDigit },
        { fieldName: 'subscriptionID', message: CONSENT_MESSAGES.subscriptionFormat },
        { fieldName: 'region', message: CONSENT_MESSAGES.regionRequired },
        { fieldName: 'servicePrincipalCredentials', message: CONSENT_MESSAGES.credentialsJson },
        { fieldName: 'subnet3', message: CONSENT_MESSAGES.subnetFormat },
        { fieldName: 'subnet5', message: 'Please complete the Network Subnets' },
      ]),
    );
    expect((await status()).pipelineStatus?.state).toBe('failed');
  });

  it('creates the subscription, saves the pipeline and starts a new deployment', async () => {
    await failSeeded();
    const created = await post('consentflow/create-subscription', subscription(), AZURE);
    expect(created.status).toBe(201);
    const { message, subscriptionId } = (await created.json()) as { message: string; subscriptionId: string };
    expect(message).toBe('Subscription created successfully');
    const stored = emu.ctx.db.prepare('SELECT * FROM consent_subscriptions WHERE id = ?').get(subscriptionId);
    expect(JSON.stringify(stored)).not.toContain(CREDENTIALS.password);

    const saved = await post('azurePipeline', { userID: emu.uuidOf(AZURE), email: AZURE, subscriptionId }, AZURE);
    expect(saved.status).toBe(201);
    const answer = (await saved.json()) as PipelineResponse & { message: string };
    expect(answer.message).toBe('Deployment started');
    expect(answer.pipelineStatus).toMatchObject({ state: 'inProgress', stageName: 'Basic_Resources', configurationName: 'finance', region: 'UK South', error: null });
    expect(events.at(-1)).toMatchObject({ kind: 'pipeline.stage', title: 'finance: Deploying Basic Resources' });
    expect((await status()).pipelineStatus).toEqual(answer.pipelineStatus);
    const user = await me();
    expect(user.showConsentFlow).toBe(false);
    expect(user.pipelineStatus).toEqual(answer.pipelineStatus);

    const again = await post('azurePipeline', { userID: emu.uuidOf(AZURE), email: AZURE, subscriptionId }, AZURE);
    expect(again.status).toBe(409);
  });

  it('refuses an account without the consent flow', async () => {
    const response = await post(
      'consentflow/create-subscription',
      subscription({ userId: emu.uuidOf(PREMIUM), email: PREMIUM }),
      PREMIUM,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: PIPELINE_MESSAGES.consentNotAvailable });
  });

  it('reads the region list from the azureRegions system config', async () => {
    const response = await post(
      'systemconfigurations',
      { configKey: 'azureRegions', configType: 'string', defaultValue: 'East US' },
      AZURE,
    );
    expect(await response.json()).toEqual({ sysConfig: DEFAULT_AZURE_REGIONS.join(',') });
  });
});

describe("the deployment's cluster", () => {
  async function instances(email = AZURE): Promise<Instance[]> {
    const response = await emu.fetch(`/api/users/${emu.uuidOf(email)}/instances`, { as: email });
    expect(response.status).toBe(200);
    return ((await response.json()) as InstancesResponse).instances;
  }

  async function deploy(overrides: Record<string, unknown>): Promise<void> {
    expect((await post('_emulator/pipeline/fail', { email: AZURE })).status).toBe(200);
    const created = await post('consentflow/create-subscription', subscription(overrides), AZURE);
    expect(created.status).toBe(201);
    const { subscriptionId } = (await created.json()) as { subscriptionId: string };
    expect((await post('azurePipeline', { userID: emu.uuidOf(AZURE), email: AZURE, subscriptionId }, AZURE)).status).toBe(201);
  }

  it('is absent while the deployment runs, creating in its region once it completes, then running', async () => {
    const before = await instances();
    await advance(40 * MINUTE);
    expect((await status()).pipelineStatus?.state).toBe('running');
    expect(await instances()).toEqual(before);

    // Seeded a simulated minute before: 50 minutes in, every timetable (45 to 50) has completed, and the
    // cluster's own create (5 to 10 minutes from the completion) has not.
    await advance(9 * MINUTE);
    const done = (await status()).pipelineStatus;
    expect(done?.state).toBe('completed');
    const deployed = (await instances()).find((instance) => instance.name === 'salesenv');
    expect(deployed).toMatchObject({ platform: 'az', region: 'eastus', regionAlias: 'East US (Virginia)', status: 'creating' });
    expect(deployed?.createdAt).toBe(done?.updatedAt);
    expect((await me()).instancesCount).toBe(before.filter((i) => i.owner.email === AZURE).length + 1);

    await advance(10 * MINUTE);
    const running = (await instances()).find((instance) => instance.name === 'salesenv');
    expect(running).toMatchObject({ status: 'running' });
    // Another pass never makes it twice.
    await advance(MINUTE);
    expect((await instances()).filter((instance) => instance.name === 'salesenv')).toHaveLength(1);
  });

  it('registers a region the owner had none in, and takes a free name when another account has the deployment’s', async () => {
    await deploy({ configurationName: 'finance', region: 'UK South' });
    // Another account's cluster takes the name while the deployment runs.
    emu.ctx.db.prepare("UPDATE instances SET name = 'finance' WHERE name = 'sales-analytics'").run();
    await advance(50 * MINUTE);
    expect((await status()).pipelineStatus?.state).toBe('completed');
    const deployed = (await instances()).find((instance) => instance.name === 'finance-2');
    expect(deployed).toMatchObject({ platform: 'az', region: 'uksouth', regionAlias: 'UK South' });
  });
});
