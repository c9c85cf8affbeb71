/**
 * The Configurations tab's calls on the emulator (doc 2 §2, §4, §6, §7, §8) through the in-process app: each
 * switch call saved and read back on the detail, its gates (policy, toggle, platform, trial, premium: 403; a
 * cluster not connected: 409 with the spec's text), 400 shapes, nothing half-applied, the cluster update call's
 * schema (every field's message at once, unknown fields refused), and the downloads.
 *
 * Seeded: enterprise@ (every toggle on) owns enterprise-dwh (running) and eu-reporting (disconnected);
 * premium@ (no feature toggles) owns sales-analytics (running) and marketing-bi (disconnected), where manager@
 * is Manager and user@ is User; trial@ owns trial-demo (running, not premium).
 */
import { describe, expect, it } from 'vitest';
import type { InstanceDetail, InstanceDetailResponse } from '../../src/contract/types';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { emulatorForEachTest } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const TRIAL = 'trial@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';

const emu = emulatorForEachTest({ emulator: { simSpeed: 1 } });

async function api(path: string, as: string, method = 'GET', body?: unknown): Promise<Response> {
  const headers = new Headers();
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return emu.fetch(`/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), as });
}

const clusterPath = (as: string, name: string) => `users/${emu.uuidOf(as)}/instances/${name}`;

async function detail(as: string, name: string): Promise<InstanceDetail> {
  const res = await api(clusterPath(as, name), as);
  expect(res.status).toBe(200);
  return ((await res.json()) as InstanceDetailResponse).instance;
}

async function fieldErrors(res: Response): Promise<Record<string, string>> {
  const body = (await res.json()) as { errors?: { fieldName: string; message: string }[] };
  return Object.fromEntries((body.errors ?? []).map((e) => [e.fieldName, e.message]));
}

async function message(res: Response): Promise<string> {
  return ((await res.json()) as { message: string }).message;
}

describe('the switch calls', () => {
  it('turns the advanced SQL interface on for a running cluster and shows its service', async () => {
    const res = await api(`${clusterPath(ENTERPRISE, 'enterprise-dwh')}/sqli`, ENTERPRISE, 'PUT', { sqliEnabled: true });
    expect(res.status).toBe(200);
    expect(await message(res)).toBe('Advanced SQL interface is turned on for enterprise-dwh');
    const instance = await detail(ENTERPRISE, 'enterprise-dwh');
    expect(instance.sqliEnabled).toBe(true);
    expect(instance.services.map((s) => s.kind)).toContain('sqli');
  });

  it("refuses any switch on a cluster that is not connected with the spec's text, and changes nothing", async () => {
    const res = await api(`${clusterPath(ENTERPRISE, 'eu-reporting')}/incortax`, ENTERPRISE, 'PUT', { incortaXEnabled: true });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe('Your cluster must be connected to apply this change');
    expect((await detail(ENTERPRISE, 'eu-reporting')).incortaXEnabled).toBe(false);
    const update = await api(clusterPath(ENTERPRISE, 'eu-reporting'), ENTERPRISE, 'PUT', { enableOnboarding: false });
    expect(update.status).toBe(409);
    expect(await message(update)).toBe('Your cluster must be connected to apply this change');
  });

  it('saves external BI tools, copilot, MLflow and data studio, each by its own call', async () => {
    const uuid = emu.uuidOf(ENTERPRISE);
    const path = clusterPath(ENTERPRISE, 'enterprise-dwh');
    expect((await api(`${path}/incortax`, ENTERPRISE, 'PUT', { incortaXEnabled: true })).status).toBe(200);
    expect((await api(`${path}/copilot`, ENTERPRISE, 'POST', { openAIEnabled: true })).status).toBe(200);
    const mlflow = await api('users/instances/mlflow', ENTERPRISE, 'POST', {
      isEnabled: true,
      userID: uuid,
      instanceID: SEED_INSTANCE_IDS.enterpriseDwh,
    });
    expect(mlflow.status).toBe(200);
    expect(await message(mlflow)).toBe('MLflow is turned on for enterprise-dwh');
    const studio = await api(`instances/${SEED_INSTANCE_IDS.enterpriseDwh}/datastudio`, ENTERPRISE, 'POST', { enable: true });
    expect(studio.status).toBe(200);
    expect(await (await api(`instances/${SEED_INSTANCE_IDS.enterpriseDwh}/datastudio`, ENTERPRISE)).json()).toEqual({ enable: true });
    const instance = await detail(ENTERPRISE, 'enterprise-dwh');
    expect(instance).toMatchObject({ incortaXEnabled: true, enableOpenAI: true, mlflowEnabled: true, enableDataStudio: true });
  });

  it('saves data agent, delta sharing, onboarding and the home page through the cluster update call', async () => {
    const path = clusterPath(ENTERPRISE, 'enterprise-dwh');
    const res = await api(path, ENTERPRISE, 'PUT', {
      enableDataAgent: true,
      enableDeltaShare: true,
      enableOnboarding: false,
      enableHomePage: true,
    });
    expect(res.status).toBe(200);
    expect(await message(res)).toBe('enterprise-dwh is updated successfully');
    expect(await detail(ENTERPRISE, 'enterprise-dwh')).toMatchObject({
      enableDataAgent: true,
      enableDeltaShare: true,
      enableOnboarding: false,
      enableHomePage: true,
    });
  });

  it("refuses what the account's toggles turn off with the spec's texts (403), before the state", async () => {
    const path = clusterPath(PREMIUM, 'sales-analytics');
    const agent = await api(path, PREMIUM, 'PUT', { enableDataAgent: true });
    expect(agent.status).toBe(403);
    expect(await message(agent)).toBe('Data Agent has been temporarily disabled.');
    const delta = await api(path, PREMIUM, 'PUT', { enableDeltaShare: true });
    expect(await message(delta)).toBe('Delta Sharing has been disabled, Please contact support.');
    const sleeping = await api(clusterPath(PREMIUM, 'marketing-bi'), PREMIUM, 'PUT', { enableDataAgent: true });
    expect(sleeping.status).toBe(403);
    const copilot = await api(`${path}/copilot`, PREMIUM, 'POST', { openAIEnabled: true });
    expect(copilot.status).toBe(403);
    expect((await detail(PREMIUM, 'sales-analytics')).enableDataAgent).toBe(false);
  });

  it('keeps premium-only features to premium clusters, and the home page and auto suspend from trial users', async () => {
    const studio = await api(`instances/${SEED_INSTANCE_IDS.trialDemo}/datastudio`, TRIAL, 'POST', { enable: true });
    expect(studio.status).toBe(403);
    expect(await message(studio)).toBe('Only available for Premium users. Chat with us to upgrade.');
    const home = await api(clusterPath(TRIAL, 'trial-demo'), TRIAL, 'PUT', { enableHomePage: true });
    expect(home.status).toBe(403);
    expect(await message(home)).toBe('The home page cannot be changed on a trial account. Upgrade to a Premium Account to change it.');
    const idle = await api(clusterPath(TRIAL, 'trial-demo'), TRIAL, 'PUT', { idleTime: 2 });
    expect(idle.status).toBe(403);
    expect((await detail(TRIAL, 'trial-demo')).idleTime).toBe(1);
  });

  it('refuses a User (developer) by policy, and another user in the MLflow body', async () => {
    const dev = await api(`${clusterPath(USER, 'sales-analytics')}/sqli`, USER, 'PUT', { sqliEnabled: true });
    expect(dev.status).toBe(403);
    expect(await message(dev)).toBe('You are not allowed to change this cluster');
    const other = await api('users/instances/mlflow', ENTERPRISE, 'POST', {
      isEnabled: true,
      userID: emu.uuidOf(PREMIUM),
      instanceID: SEED_INSTANCE_IDS.enterpriseDwh,
    });
    expect(other.status).toBe(403);
    const unseen = await api(`instances/${SEED_INSTANCE_IDS.enterpriseDwh}/datastudio`, PREMIUM, 'POST', { enable: true });
    expect(unseen.status).toBe(404);
  });

  it('answers 400 with every field of a bad body', async () => {
    const sqli = await api(`${clusterPath(ENTERPRISE, 'enterprise-dwh')}/sqli`, ENTERPRISE, 'PUT', { sqliEnabled: 'yes' });
    expect(sqli.status).toBe(400);
    expect(await fieldErrors(sqli)).toEqual({ sqliEnabled: 'sqliEnabled must be true or false' });
    // The body names the caller and the cluster: those are checked first (403, 404), then the rest (400).
    expect((await api('users/instances/mlflow', ENTERPRISE, 'POST', {})).status).toBe(403);
    const noCluster = await api('users/instances/mlflow', ENTERPRISE, 'POST', { userID: emu.uuidOf(ENTERPRISE) });
    expect(noCluster.status).toBe(404);
    const mlflow = await api('users/instances/mlflow', ENTERPRISE, 'POST', {
      userID: emu.uuidOf(ENTERPRISE),
      instanceID: SEED_INSTANCE_IDS.enterpriseDwh,
    });
    expect(await fieldErrors(mlflow)).toEqual({ isEnabled: 'isEnabled must be true or false' });
  });
});

describe('the cluster update call', () => {
  it('changes size and optimization level of a running cluster, with sizes that fit', async () => {
    const path = clusterPath(PREMIUM, 'sales-analytics');
    const res = await api(path, PREMIUM, 'PUT', {
      csize: 'larges2',
      analyticsSizeID: 'size-larges2',
      loaderSizeID: 'size-larges1',
      optimizationLevel: 'Analytics Optimized',
    });
    expect(res.status).toBe(200);
    const instance = await detail(PREMIUM, 'sales-analytics');
    expect(instance.csize).toBe('larges2');
    expect(instance.analyticsSize.name).toBe('larges2');
    expect(instance.loaderSize.name).toBe('larges1');
    expect(instance.optimizationLevel).toBe('Analytics Optimized');
  });

  it('answers every bad field at once and applies none of it', async () => {
    const path = clusterPath(PREMIUM, 'sales-analytics');
    const res = await api(path, PREMIUM, 'PUT', {
      csize: 'huge',
      idleTime: 3,
      optimizationLevel: 'Fast',
      analyticsNodes: 11,
      enableOnboarding: 'no',
      owner: 'me',
    });
    expect(res.status).toBe(400);
    expect(await fieldErrors(res)).toEqual({
      csize: 'This size is not offered in the chosen region',
      idleTime: 'Choose one of the offered idle times',
      optimizationLevel: 'Choose Analytics Optimized, General Purpose or Loader Optimized',
      analyticsNodes: 'Services must be greater than or equal to 1 and less than or equal to 10',
      enableOnboarding: 'enableOnboarding must be true or false',
      owner: 'owner cannot be changed',
    });
    const mismatched = await api(path, PREMIUM, 'PUT', { csize: 'larges3', analyticsSizeID: 'size-small' });
    expect(await fieldErrors(mismatched)).toEqual({ csize: 'Analytics and loader sizes do not match the chosen size' });
    expect((await detail(PREMIUM, 'sales-analytics')).csize).toBe('larges1');
  });

  it('turns auto suspend off and on with its idle time', async () => {
    const path = clusterPath(MANAGER, 'sales-analytics');
    expect((await api(path, MANAGER, 'PUT', { sleeppable: true, idleTime: 8 })).status).toBe(200);
    expect(await detail(MANAGER, 'sales-analytics')).toMatchObject({ sleeppable: true, idleTime: 8, displayIdleTime: '8 Hours' });
    expect((await api(path, MANAGER, 'PUT', { sleeppable: false })).status).toBe(200);
    expect(await detail(MANAGER, 'sales-analytics')).toMatchObject({ sleeppable: false, displayIdleTime: 'Never' });
  });
});

describe('the downloads', () => {
  it('serves the data agent archive, the delta sharing files and the MLflow sample once the feature is on', async () => {
    const id = SEED_INSTANCE_IDS.enterpriseDwh;
    const off = await api(`users/instances/downloadagent?instanceid=${id}`, ENTERPRISE);
    expect(off.status).toBe(409);
    await api(clusterPath(ENTERPRISE, 'enterprise-dwh'), ENTERPRISE, 'PUT', { enableDataAgent: true, enableDeltaShare: true });
    const agent = await api(`users/instances/downloadagent?instanceid=${id}`, ENTERPRISE);
    expect(agent.status).toBe(200);
    expect(agent.headers.get('Content-Type')).toBe('application/zip');
    expect(agent.headers.get('Content-Disposition')).toBe('attachment; filename="data-agent-enterprise-dwh.zip"');
    const bytes = new Uint8Array(await agent.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

    const wheel = await api(`users/instances/downloadDeltaShare?instanceid=${id}&file=Incorta_Delta_Sharing-0.0.1-py3-none-any.whl`, ENTERPRISE);
    expect(wheel.status).toBe(200);
    expect(wheel.headers.get('Content-Disposition')).toContain('Incorta_Delta_Sharing-0.0.1-py3-none-any.whl');
    const sample = await api(`users/instances/downloadDeltaShare?instanceid=${id}&file=Delta-Share-Example.ipynb`, ENTERPRISE);
    expect(((await sample.json()) as { nbformat: number }).nbformat).toBe(4);
    const other = await api(`users/instances/downloadDeltaShare?instanceid=${id}&file=secrets.txt`, ENTERPRISE);
    expect(other.status).toBe(404);

    expect((await api(`users/instances/downloadmlflowsample?instanceid=${id}`, ENTERPRISE)).status).toBe(409);
    const unseen = await api(`users/instances/downloadagent?instanceid=${id}`, PREMIUM);
    expect(unseen.status).toBe(404);
  });
});
