/**
 * Data agent connections (doc 2 §3, §4, §5, §6, §7, §8) through the in-process emulator: the list (pages of
 * 10, the NAME filter), create with its rules and the status/message answer for a taken name, edit of the
 * description only, delete refused while data sources are attached (nothing deleted), the auth file generated
 * and served only to the cluster's users, the agent connecting on the clock and the actions' results
 * (SUCCESS, FAILED, DATA_AGENT_BUSY, ALREADY_STARTED) with a notice of kind operation.data-agents, the gates
 * (toggle, platform action, Data agent on, policy) and the data agent switch refused while connections exist.
 *
 * Seeded here (seedDataAgents): enterprise@'s eu-reporting has Data agent on and 11 connections, one in each
 * state. enterprise-dwh (running) has Data agent off.
 */
import { describe, expect, it } from 'vitest';
import type {
  CreateDataAgentResponse,
  DataAgentConnection,
  DataAgentsResponse,
  ExecuteDataAgentActionResponse,
  GenerateAuthFileResponse,
  NotificationsResponse,
} from '../../src/contract/types';
import { seedDataAgents } from '../../server/clusters/data-agents/seed';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { pushKindOf } from '../../server/push/payload';
import { dataAgentState } from '../../src/domain/data-agents';
import { advanceClock, emulatorForEachTest, jsonInit } from '../support/in-process';

const ENTERPRISE = 'enterprise@demo.test';
const PREMIUM = 'premium@demo.test';
const EU = SEED_INSTANCE_IDS.euReporting;
const DWH = SEED_INSTANCE_IDS.enterpriseDwh;

const emu = emulatorForEachTest({ prepare: (e) => seedDataAgents(e.ctx) });
const { events } = emu;

function da(method: string, as: string, path: string, body?: unknown, instance: string = EU): Promise<Response> {
  return emu.fetch(`/api/users/instances/${instance}/da${path}`, jsonInit(method, as, body));
}

async function list(query = '', as = ENTERPRISE): Promise<DataAgentsResponse> {
  const res = await da('GET', as, `/list${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as DataAgentsResponse;
}

async function agent(name: string): Promise<DataAgentConnection> {
  const filters = encodeURIComponent(JSON.stringify([{ column: 'NAME', search: name }]));
  const found = (await list(`?limit=10&offset=0&filters=${filters}`)).dataAgents.find((a) => a.name === name);
  if (!found) throw new Error(`no agent ${name}`);
  return found;
}

const advance = (ms: number) => advanceClock(emu, ms);

async function act(name: string, action: string): Promise<string> {
  const target = await agent(name);
  const res = await da('POST', ENTERPRISE, `/${target.id}/execute-action`, { tenantName: target.tenantName, action });
  expect(res.status).toBe(200);
  return ((await res.json()) as ExecuteDataAgentActionResponse).body.status;
}

describe('the list', () => {
  it('answers pages of connections, newest first, with every computed state seeded', async () => {
    const first = await list('?limit=10&offset=0');
    expect(first.total).toBe(11);
    expect(first.dataAgents).toHaveLength(10);
    expect(first.dataAgents[0]?.name).toBe('new_agent');
    const second = await list('?limit=10&offset=10');
    expect(second.dataAgents.map((a) => a.name)).toEqual(['branch_02_agent']);
    const states = new Set([...first.dataAgents, ...second.dataAgents].map(dataAgentState));
    expect([...states].sort()).toEqual(
      [
        'ALL_DA_AND_CONTROLLER_CONNECTED',
        'BOTH_DA_AND_CONTROLLER_UNREACHABLE',
        'BOTH_DA_AND_CONTROLLER_UNREACHABLE_WITH_CONNECTED_SERVICES',
        'CONTROLLER_DISCONNECTED',
        'DATA_AGENT_STARTED_BUT_NOT_CONNECTED_TO_ALL_SERVICES',
        'HAS_NO_AUTH_FILE',
        'INCOMPLETE_DATA_AGENT_INFO',
        'STOPPED',
        'UNKNOWN',
      ].sort(),
    );
    const sales = first.dataAgents.find((a) => a.name === 'sales_db_agent');
    expect(sales?.dataSources).toEqual([{ name: 'Sales Postgres' }, { name: 'CRM MySQL' }]);
    expect(sales?.dataAgentConnectivityStatusResponse?.connectedServicesAddresses).toEqual([
      expect.stringMatching(/^analytics\.eu-reporting\..+:5443$/),
      expect.stringMatching(/^loader\.eu-reporting\..+:5444$/),
      expect.stringMatching(/^cmc\.eu-reporting\..+:6443$/),
    ]);
  });

  it('filters by name with the NAME filter, and refuses a malformed one', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ column: 'NAME', search: 'BRANCH' }]));
    const found = await list(`?limit=10&offset=0&filters=${filters}`);
    expect(found.total).toBe(2);
    expect(found.dataAgents.map((a) => a.name)).toEqual(['branch_01_agent', 'branch_02_agent']);
    const bad = await da('GET', ENTERPRISE, `/list?filters=${encodeURIComponent('{"column":"NAME"}')}`);
    expect(bad.status).toBe(400);
    const paging = await da('GET', ENTERPRISE, '/list?limit=0');
    expect(paging.status).toBe(400);
  });

  it('is refused without Data agent on (409), the toggle (403), or a role on the cluster (404)', async () => {
    const off = await da('GET', ENTERPRISE, '/list', undefined, DWH);
    expect(off.status).toBe(409);
    expect(((await off.json()) as { message: string }).message).toBe('Turn on Data agent to manage its connections.');
    const premium = await da('GET', PREMIUM, '/list', undefined, SEED_INSTANCE_IDS.salesAnalytics);
    expect(premium.status).toBe(403);
    expect(((await premium.json()) as { message: string }).message).toBe('Data Agent has been temporarily disabled.');
    expect((await da('GET', PREMIUM, '/list')).status).toBe(404);
  });
});

describe('create, edit and delete', () => {
  it('creates a connection with its tenant, and answers a taken name with status and message', async () => {
    const res = await da('POST', ENTERPRISE, '/create', { tenantID: `${EU}:default`, name: 'plant_7', description: 'Plant 7' });
    expect(res.status).toBe(201);
    const created = (await res.json()) as CreateDataAgentResponse;
    expect(created).toMatchObject({ status: '201 CREATED', message: 'Data agent plant_7 is created' });
    expect(created.dataAgent).toMatchObject({ name: 'plant_7', tenantName: 'default', hasAuthFile: false, dataSources: [] });
    expect(dataAgentState(created.dataAgent as DataAgentConnection)).toBe('HAS_NO_AUTH_FILE');
    expect((await list()).total).toBe(12);

    const taken = await da('POST', ENTERPRISE, '/create', { tenantID: `${EU}:default`, name: 'PLANT_7' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ status: '409 CONFLICT', message: 'A data agent named PLANT_7 already exists on this cluster' });
  });

  it('answers bad input in the doc 1 §8 shape, every field at once, and creates nothing', async () => {
    const res = await da('POST', ENTERPRISE, '/create', { name: '1st agent' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { fieldName: string; message: string }[] };
    expect(body.errors).toEqual([
      { fieldName: 'tenantID', message: 'Choose a tenant' },
      { fieldName: 'name', message: 'The name must start with a letter or an underscore, followed by letters, digits or underscores' },
    ]);
    const tenant = await da('POST', ENTERPRISE, '/create', { name: 'x', tenantID: 'elsewhere:default' });
    expect(tenant.status).toBe(400);
    expect(await tenant.json()).toMatchObject({ errors: [{ fieldName: 'tenantID', message: 'This tenant does not exist on the cluster' }] });
    expect((await list()).total).toBe(11);
  });

  it('changes only the description on edit', async () => {
    const target = await agent('finance_agent');
    const res = await da('PUT', ENTERPRISE, `/${target.id}/update`, { description: 'Moved to Zurich', name: 'renamed' });
    expect(res.status).toBe(200);
    expect(await agent('finance_agent')).toMatchObject({ description: 'Moved to Zurich', tenantName: 'default' });
    expect((await da('PUT', ENTERPRISE, '/nope/update', { description: '' })).status).toBe(404);
  });

  it('refuses to delete connections with data sources attached (409), deleting none of the batch', async () => {
    const sales = await agent('sales_db_agent');
    const finance = await agent('finance_agent');
    const refused = await da('DELETE', ENTERPRISE, '/delete', { ids: [finance.id, sales.id] });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This connection has 2 data sources attached. Remove them from the cluster before deleting the connection.',
    );
    expect((await list()).total).toBe(11);
    const ok = await da('DELETE', ENTERPRISE, '/delete', { ids: [finance.id] });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Data agent finance_agent is deleted' });
    expect((await list()).total).toBe(10);
    expect((await da('DELETE', ENTERPRISE, '/delete', { ids: [] })).status).toBe(400);
  });

  it('keeps the data agent switch on while connections exist, and lets it off once they are deleted', async () => {
    const update = (body: unknown) =>
      emu.fetch(`/api/users/${emu.uuidOf(ENTERPRISE)}/instances/enterprise-dwh`, {
        method: 'PUT',
        as: ENTERPRISE,
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      });
    expect((await update({ enableDataAgent: true })).status).toBe(200);
    const created = await da('POST', ENTERPRISE, '/create', { tenantID: `${DWH}:default`, name: 'dwh_agent' }, DWH);
    const id = ((await created.json()) as CreateDataAgentResponse).dataAgent?.id ?? '';
    const refused = await update({ enableDataAgent: false });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Delete this cluster's data agent connection before turning Data Agent off.",
    );
    expect((await da('DELETE', ENTERPRISE, '/delete', { ids: [id] }, DWH)).status).toBe(200);
    expect((await update({ enableDataAgent: false })).status).toBe(200);
  });
});

describe('the auth file and the actions', () => {
  it('generates the auth file, serves it only with the current key to the cluster users, and the agent connects on the clock', async () => {
    const created = (await (await da('POST', ENTERPRISE, '/create', { tenantID: `${EU}:default`, name: 'plant_8' })).json()) as CreateDataAgentResponse;
    const id = created.dataAgent?.id ?? '';
    const res = await da('POST', ENTERPRISE, `/${id}/generate-auth-file`, { clientOrigin: 'https://console.example', tenantName: 'default' });
    expect(res.status).toBe(200);
    const { body: url } = (await res.json()) as GenerateAuthFileResponse;
    expect(url).toMatch(new RegExp(`^${emu.url}/api/users/instances/${EU}/da/${id}/auth-file\\?key=`));
    const path = url.slice(emu.url.length);
    const file = await emu.fetch(path, { as: ENTERPRISE });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toBe('attachment; filename="plant_8.auth"');
    const content = JSON.parse(await file.text()) as { agentName: string; clientOrigin: string; endpoints: unknown[] };
    expect(content).toMatchObject({ agentName: 'plant_8', clientOrigin: 'https://console.example' });
    expect(content.endpoints).toHaveLength(3);
    expect((await emu.fetch(path, { as: PREMIUM })).status).toBe(404);
    expect((await emu.fetch(path)).status).toBe(401);

    expect((await agent('plant_8')).status).toBe('CONNECTING');
    expect(await act('plant_8', 'start')).toBe('DATA_AGENT_BUSY');
    await advance(30_000);
    const connected = await agent('plant_8');
    expect(dataAgentState(connected)).toBe('STOPPED');
    expect(connected.versionInfo).toEqual({ version: '7.2.0', compatibility: 'UP_TO_DATE' });
    expect(events.some((e) => e.kind === 'operation.data-agents' && e.body.includes('plant_8'))).toBe(true);

    // A newer file replaces the old link.
    await da('POST', ENTERPRISE, `/${id}/generate-auth-file`, { clientOrigin: 'https://console.example', tenantName: 'default' });
    expect((await emu.fetch(path, { as: ENTERPRISE })).status).toBe(404);
  });

  it('starts, stops and restarts on the clock, with the result of each action', async () => {
    expect(await act('finance_agent', 'start')).toBe('SUCCESS');
    expect(await act('finance_agent', 'stop')).toBe('DATA_AGENT_BUSY');
    await advance(10_000);
    expect(dataAgentState(await agent('finance_agent'))).toBe('ALL_DA_AND_CONTROLLER_CONNECTED');
    expect(await act('finance_agent', 'start')).toBe('ALREADY_STARTED');
    expect(await act('finance_agent', 'restart')).toBe('SUCCESS');
    await advance(15_000);
    expect(await act('finance_agent', 'stop')).toBe('SUCCESS');
    await advance(10_000);
    expect(dataAgentState(await agent('finance_agent'))).toBe('STOPPED');
    // The controller is disconnected, the version incompatible, or no auth file: the action fails.
    expect(await act('hr_agent', 'stop')).toBe('FAILED');
    expect(await act('legacy_agent', 'restart')).toBe('FAILED');
    expect(await act('new_agent', 'start')).toBe('FAILED');

    const res = await emu.fetch(`/api/users/${emu.uuidOf(ENTERPRISE)}/notifications`, { as: ENTERPRISE });
    const { notifications } = (await res.json()) as NotificationsResponse;
    expect(notifications.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        'Data agent finance_agent is started and connected to every service.',
        'Data agent finance_agent is restarted.',
        'Data agent finance_agent is stopped.',
      ]),
    );
    const started = events.find((e) => e.body === 'Data agent finance_agent is started and connected to every service.');
    expect(started?.kind).toBe('operation.data-agents');
    expect(pushKindOf(started?.kind ?? '')).toBe('operations');
  });

  it('refuses a bad action and an unknown agent', async () => {
    const target = await agent('finance_agent');
    const bad = await da('POST', ENTERPRISE, `/${target.id}/execute-action`, { action: 'pause' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: unknown[] }).errors).toEqual([
      { fieldName: 'tenantName', message: 'tenantName is required' },
      { fieldName: 'action', message: 'action must be start, stop or restart' },
    ]);
    expect((await da('POST', ENTERPRISE, '/nope/execute-action', { action: 'start', tenantName: 'default' })).status).toBe(404);
  });
});
