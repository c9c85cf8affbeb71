/**
 * Data agents' rules (doc 2 §4, §5, §6, §8, §9): the computed state of each connectivity, its tag and row
 * actions, the action results with the spec's texts, the create answer rule, the gates, the constants, and the
 * form and call schemas with their texts.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { DataAgentConnection, User } from '../../src/contract/types';
import {
  actionResultError,
  createAnswerProblem,
  DATA_AGENT_COPY_FEEDBACK_MS,
  DATA_AGENT_NAME_MAX,
  DATA_AGENT_PAGE_SIZE,
  DATA_AGENT_REFRESH_DELAY_MS,
  DATA_AGENT_SEARCH_DEBOUNCE_MS,
  DATA_AGENT_SETUP_STEPS,
  DATA_AGENT_TAG_LABELS,
  DATA_AGENT_TAG_OF,
  dataAgentEndpoints,
  dataAgentManageRefusal,
  dataAgentRowActions,
  dataAgentState,
  dataAgentViewRefusal,
  deleteRefusal,
} from '../../src/domain/data-agents';
import { REFUSALS, UNSUPPORTED_ACTION_TOOLTIP } from '../../src/domain/permissions';
import { policyFor } from '../../src/domain/policies';
import {
  createDataAgentPayloadSchema,
  dataAgentFormSchema,
  executeDataAgentActionPayloadSchema,
} from '../../src/domain/schemas/data-agents';

type Agent = Pick<DataAgentConnection, 'hasAuthFile' | 'error' | 'dataAgentConnectivityStatusResponse' | 'dataAgentControllerConnectivityStatusResponse'>;

function agent(opts: { auth?: boolean; error?: string; info?: boolean; da?: boolean; ctrl?: boolean; started?: boolean; connected?: string[]; down?: string[] }): Agent {
  const { auth = true, error = null, info = true, da = true, ctrl = true, started = true, connected = ['a:1', 'l:2'], down = [] } = opts;
  return {
    hasAuthFile: auth,
    error,
    dataAgentConnectivityStatusResponse: info ? { disconnected: !da, connectedServicesAddresses: connected, disconnectedServicesAddresses: down } : null,
    dataAgentControllerConnectivityStatusResponse: info
      ? { disconnected: !ctrl, connectedServicesAddresses: [], disconnectedServicesAddresses: [], isDataAgentStarted: started }
      : null,
  };
}

describe('the computed state (doc 2 §4)', () => {
  it('names each state', () => {
    expect(dataAgentState(agent({ error: 'registry down' }))).toBe('UNKNOWN');
    expect(dataAgentState(agent({ info: false }))).toBe('INCOMPLETE_DATA_AGENT_INFO');
    expect(dataAgentState(agent({ info: false, auth: false }))).toBe('HAS_NO_AUTH_FILE');
    expect(dataAgentState(agent({ auth: false, da: false, ctrl: false, connected: [] }))).toBe('HAS_NO_AUTH_FILE');
    expect(dataAgentState(agent({ da: false, ctrl: false, connected: ['a:1'] }))).toBe('BOTH_DA_AND_CONTROLLER_UNREACHABLE_WITH_CONNECTED_SERVICES');
    expect(dataAgentState(agent({ da: false, ctrl: false, connected: [] }))).toBe('BOTH_DA_AND_CONTROLLER_UNREACHABLE');
    expect(dataAgentState(agent({ ctrl: false }))).toBe('CONTROLLER_DISCONNECTED');
    expect(dataAgentState(agent({ started: false, da: false }))).toBe('STOPPED');
    expect(dataAgentState(agent({ down: ['l:2'] }))).toBe('DATA_AGENT_STARTED_BUT_NOT_CONNECTED_TO_ALL_SERVICES');
    expect(dataAgentState(agent({}))).toBe('ALL_DA_AND_CONTROLLER_CONNECTED');
  });

  it('shows one of the five tags of doc 2 §4', () => {
    expect(new Set(Object.values(DATA_AGENT_TAG_OF).map((tag) => DATA_AGENT_TAG_LABELS[tag]))).toEqual(
      new Set(['Unknown', 'No auth file generated', 'Disconnected', 'Started', 'Stopped']),
    );
    expect(DATA_AGENT_TAG_OF.STOPPED).toBe('stopped');
    expect(DATA_AGENT_TAG_OF.ALL_DA_AND_CONTROLLER_CONNECTED).toBe('started');
  });
});

describe('the row actions (doc 2 §4)', () => {
  it('offers start only when stopped', () => {
    const stopped = dataAgentRowActions(agent({ started: false, da: false }));
    expect(stopped.start.kind).toBe('allowed');
    expect(stopped.stop.kind).toBe('hidden');
    expect(dataAgentRowActions(agent({})).start.kind).toBe('hidden');
  });

  it('offers stop and restart when connected, and shows them disabled when the controller or both are unreachable', () => {
    expect(dataAgentRowActions(agent({})).stop.kind).toBe('allowed');
    expect(dataAgentRowActions(agent({ down: ['l:2'] })).restart.kind).toBe('allowed');
    expect(dataAgentRowActions(agent({ ctrl: false })).stop.kind).toBe('refused');
    expect(dataAgentRowActions(agent({ da: false, ctrl: false, connected: ['a:1'] })).restart.kind).toBe('refused');
    expect(dataAgentRowActions(agent({ da: false, ctrl: false, connected: [] })).stop.kind).toBe('hidden');
  });

  it('shows only Generate without an auth file, and Regenerate once one was generated', () => {
    const none = dataAgentRowActions(agent({ auth: false, da: false, ctrl: false, connected: [] }));
    expect(none).toMatchObject({ onlyGenerate: true, authFile: 'generate', start: { kind: 'hidden' }, stop: { kind: 'hidden' }, restart: { kind: 'hidden' } });
    expect(dataAgentRowActions(agent({})).authFile).toBe('regenerate');
  });
});

describe('results and answers (doc 2 §4, §8)', () => {
  it("gives the spec's texts for failed, busy and already started, none for success", () => {
    expect(actionResultError('SUCCESS')).toBeNull();
    expect(actionResultError('FAILED')).toBe('Action has failed');
    expect(actionResultError('DATA_AGENT_BUSY')).toBe('Data Agent is busy');
    expect(actionResultError('ALREADY_STARTED')).toBe('Already Started');
  });

  it('shows the message of a create answer whose status does not start with 2', () => {
    expect(createAnswerProblem({ status: '409 CONFLICT', message: 'Name taken' })).toBe('Name taken');
    expect(createAnswerProblem({ status: 400, message: 'Bad' })).toBe('Bad');
    expect(createAnswerProblem({ status: '201 CREATED', message: 'Created' })).toBeNull();
    expect(createAnswerProblem({ message: 'no status' })).toBeNull();
    expect(createAnswerProblem(null)).toBeNull();
  });

  it('refuses deleting a connection with data sources', () => {
    expect(deleteRefusal({ dataSources: [] })).toBeNull();
    expect(deleteRefusal({ dataSources: [{ name: 'a' }] })).toBe(
      'This connection has a data source attached. Remove it from the cluster before deleting the connection.',
    );
  });
});

describe('the gates (doc 2 §6)', () => {
  const user = (toggle: boolean, platforms = 'gc,az'): Pick<User, 'toggleFeatures' | 'features' | 'platformActions'> => ({
    toggleFeatures: [],
    features: toggle ? [{ key: 'dataagent', toggle: true }] : [],
    platformActions: [{ name: 'da', platforms }],
  });
  const cluster = (role: 'owner' | 'developer', enableDataAgent = true) => ({ platform: 'gc' as const, enableDataAgent, clusterPolicy: policyFor(role) });

  it('needs the dataagent toggle, the da platform action and enableDataAgent', () => {
    expect(dataAgentViewRefusal(user(false), cluster('owner'))).toBe('Data Agent has been temporarily disabled.');
    expect(dataAgentViewRefusal(user(true, 'az'), cluster('owner'))).toBe(UNSUPPORTED_ACTION_TOOLTIP);
    expect(dataAgentViewRefusal(user(true), cluster('owner', false))).toBe('Turn on Data agent to manage its connections.');
    expect(dataAgentViewRefusal(user(true), cluster('owner'))).toBeNull();
  });

  it('lets a User view and only those who manage configurations change', () => {
    expect(dataAgentViewRefusal(user(true), cluster('developer'))).toBeNull();
    expect(dataAgentManageRefusal(user(true), cluster('developer'))).toBe(REFUSALS.noPermission);
    expect(dataAgentManageRefusal(user(true), cluster('owner'))).toBeNull();
  });
});

describe('constants and setup (doc 2 §9)', () => {
  it('has the spec values', () => {
    expect(DATA_AGENT_PAGE_SIZE).toBe(10);
    expect(DATA_AGENT_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(DATA_AGENT_REFRESH_DELAY_MS).toBe(2000);
    expect(DATA_AGENT_COPY_FEEDBACK_MS).toBe(3000);
    expect(DATA_AGENT_NAME_MAX).toBe(254);
  });

  it('lists the setup steps in order and the hosts to allow, CMC optional', () => {
    expect(DATA_AGENT_SETUP_STEPS.map((s) => s.key)).toEqual(['download', 'authorize', 'whitelist', 'controller', 'agent', 'map']);
    expect(dataAgentEndpoints('x.example').map((e) => [e.host, e.port, e.optional])).toEqual([
      ['analytics.x.example', 5443, false],
      ['loader.x.example', 5444, false],
      ['cmc.x.example', 6443, true],
    ]);
  });
});

describe('the schemas (doc 2 §5)', () => {
  const messages = (schema: v.GenericSchema, input: unknown) =>
    v.safeParse(schema, input).issues?.map((i) => [v.getDotPath(i), i.message]) ?? [];

  it('requires a name of 1 to 254 characters that starts with a letter or underscore', () => {
    const form = dataAgentFormSchema('create');
    expect(messages(form, { name: '', tenantID: 't', description: '' })).toEqual([['name', 'Enter a name for the data agent']]);
    expect(messages(form, { name: '9lives', tenantID: 't', description: '' })).toEqual([
      ['name', 'The name must start with a letter or an underscore, followed by letters, digits or underscores'],
    ]);
    expect(messages(form, { name: 'a-b', tenantID: 't', description: '' })).toHaveLength(1);
    expect(messages(form, { name: `a${'b'.repeat(254)}`, tenantID: 't', description: '' })).toEqual([['name', 'The name can have at most 254 characters']]);
    expect(messages(form, { name: `_${'b'.repeat(253)}`, tenantID: 't', description: '' })).toEqual([]);
    expect(messages(form, { name: 'ok', tenantID: '', description: '' })).toEqual([['tenantID', 'Choose a tenant']]);
  });

  it('checks only the description on edit, and the calls their fields', () => {
    expect(messages(dataAgentFormSchema('edit'), { name: '9bad', tenantID: '', description: 'x' })).toEqual([]);
    expect(messages(createDataAgentPayloadSchema, { tenantID: 't', name: 'ok' })).toEqual([]);
    expect(messages(executeDataAgentActionPayloadSchema, { tenantName: 'default', action: 'pause' })).toEqual([
      ['action', 'action must be start, stop or restart'],
    ]);
  });
});
