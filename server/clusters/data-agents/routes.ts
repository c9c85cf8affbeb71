/**
 * Data agent connections of a cluster (doc 2 §3, §4, §5, §6, §7, §8), by the cluster's id on `api`:
 *
 *   GET    users/instances/{id}/da/list?limit&offset&filters   { dataAgents, total }; filters: [{column:'NAME', search}]
 *   POST   users/instances/{id}/da/create { tenantID, name, description }   201 { status, message, dataAgent }
 *   PUT    users/instances/{id}/da/{daId}/update { description }           200 { message, dataAgent }
 *   DELETE users/instances/{id}/da/delete { ids }                          200 { message }
 *   POST   users/instances/{id}/da/{daId}/generate-auth-file { clientOrigin, tenantName }   200 { body: url, message }
 *   GET    users/instances/{id}/da/{daId}/auth-file?key=…               the .auth file (bearer token; this cluster's users)
 *   POST   users/instances/{id}/da/{daId}/execute-action { tenantName, action }   200 { body: { status } }
 *
 * Every call needs the dataagent toggle and the plan's da platform action (403), Data agent turned on for the
 * cluster (409), and the role's clusterPolicy: list to read, update to change (403; domain/data-agents.ts, the
 * rules the page shows by). Then the body (400, every field), the connection (404), what needs the database:
 * a tenant of the cluster (400 on tenantID), a free name (409 with { status, message }: doc 2 §8's answer rule),
 * no attached data sources on delete (409, nothing deleted). An action answers its result in body.status:
 * DATA_AGENT_BUSY while a phase runs, ALREADY_STARTED for a started agent, FAILED when the controller cannot
 * run it (disconnected, no auth file, unknown state) or the agent version is incompatible; SUCCESS starts the
 * phase the simulator (sim.ts) ends. The agent's connectivity is its own: the cluster's state is not consulted.
 */
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type {
  CreateDataAgentResponse,
  DataAgentAction,
  DataAgentActionStatus,
  DataAgentsResponse,
  ExecuteDataAgentActionResponse,
  GenerateAuthFileResponse,
  MessageResponse,
  Platform,
} from '../../../src/contract/types';
import {
  DATA_AGENT_GATE_TEXTS,
  dataAgentEndpoints,
  dataAgentManageRefusal,
  dataAgentState,
  dataAgentViewRefusal,
  deleteRefusal,
  endpointAddress,
} from '../../../src/domain/data-agents';
import {
  createDataAgentPayloadSchema,
  deleteDataAgentsPayloadSchema,
  executeDataAgentActionPayloadSchema,
  generateAuthFilePayloadSchema,
  updateDataAgentPayloadSchema,
} from '../../../src/domain/schemas/data-agents';
import { HttpError, invalid } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { body } from '../../validate';
import { featuresOf } from '../features/store';
import { clusterById, type ClusterEnv, write } from '../kit';
import type { InstanceRow } from '../schema';
import { hostNameOf, toInstance } from '../store';
import { tenantsOf } from '../tenants/list';
import type { DataAgentPhase, DataAgentRow } from './schema';
import { DATA_AGENT_PHASE_MS } from './sim';
import { deleteAgents, findAgent, insertAgent, isNameTaken, newAuthKey, pageOf, toDataAgent, updateAgent } from './store';

/** The family's answers (ours). */
export const DATA_AGENT_ANSWERS = {
  created: (name: string) => `Data agent ${name} is created`,
  nameTaken: (name: string) => `A data agent named ${name} already exists on this cluster`,
  updated: (name: string) => `Data agent ${name} is updated`,
  deleted: (names: readonly string[]) => (names.length === 1 ? `Data agent ${names[0]} is deleted` : `${names.length} data agents are deleted`),
  notFound: 'This data agent does not exist',
  unknownTenant: 'This tenant does not exist on the cluster',
  generated: (name: string) => `The authentication file of ${name} is ready`,
  authFileGone: 'This authentication file was replaced by a newer one. Generate it again.',
  filters: "filters must be a JSON list of { column: 'NAME', search }",
  paging: 'limit must be 1 to 100 and offset 0 or more',
} as const;

/** The .auth file (ours: a JSON document the agent reads). */
function authFileOf(row: DataAgentRow, cluster: InstanceRow, key: string): string {
  const host = hostNameOf(cluster.name);
  return `${JSON.stringify(
    {
      kind: 'data-agent-auth',
      agentId: row.id,
      agentName: row.name,
      tenant: row.tenant_name,
      cluster: cluster.name,
      clientOrigin: row.auth_origin,
      endpoints: dataAgentEndpoints(host).map((e) => ({ service: e.service, address: endpointAddress(e), ssl: true })),
      key,
    },
    null,
    2,
  )}\n`;
}

function readSearch(raw: string | undefined): string {
  if (raw === undefined || raw === '') return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, DATA_AGENT_ANSWERS.filters);
  }
  if (!Array.isArray(parsed)) throw new HttpError(400, DATA_AGENT_ANSWERS.filters);
  let search = '';
  for (const filter of parsed) {
    if (typeof filter !== 'object' || filter === null) throw new HttpError(400, DATA_AGENT_ANSWERS.filters);
    const { column, search: text } = filter as { column?: unknown; search?: unknown };
    if (column !== 'NAME' || typeof text !== 'string') throw new HttpError(400, DATA_AGENT_ANSWERS.filters);
    search = text.trim();
  }
  return search;
}

function readPaging(limit: string | undefined, offset: string | undefined): { limit: number; offset: number } {
  const l = limit === undefined ? 10 : Number(limit);
  const o = offset === undefined ? 0 : Number(offset);
  if (!Number.isInteger(l) || l < 1 || l > 100 || !Number.isInteger(o) || o < 0) throw new HttpError(400, DATA_AGENT_ANSWERS.paging);
  return { limit: l, offset: o };
}

/** The result of an action on the connection as it is now (doc 2 §4). */
function actionStatus(row: DataAgentRow, action: DataAgentAction): DataAgentActionStatus {
  if (row.phase) return 'DATA_AGENT_BUSY';
  const state = dataAgentState(toDataAgent(row, ''));
  if (action === 'start' && row.agent_started === 1 && state !== 'HAS_NO_AUTH_FILE') return 'ALREADY_STARTED';
  if (row.auth_key === null || row.info_known === 0 || row.error || row.controller_connected === 0) return 'FAILED';
  if (action !== 'stop' && row.compatibility === 'INCOMPATIBLE') return 'FAILED';
  if (action === 'stop' && row.agent_started === 0) return 'FAILED';
  return 'SUCCESS';
}

const PHASE_OF: Record<DataAgentAction, DataAgentPhase> = { start: 'starting', stop: 'stopping', restart: 'restarting' };

export function dataAgentsRoutes(api: Hono<ApiEnv>, _cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;
  const byId = clusterById(ctx);

  /** The gates of doc 2 §6: refusals of the account, plan or role are 403; Data agent turned off is 409. */
  const gate = (need: 'view' | 'manage') =>
    createMiddleware<ClusterEnv>(async (c, next) => {
      const visible = c.get('cluster');
      const gateCluster = {
        platform: visible.row.platform as Platform,
        enableDataAgent: featuresOf(db, visible.row).enableDataAgent,
        clusterPolicy: toInstance(visible).clusterPolicy,
      };
      const refusal = need === 'view' ? dataAgentViewRefusal(c.get('user'), gateCluster) : dataAgentManageRefusal(c.get('user'), gateCluster);
      if (refusal) throw new HttpError(refusal === DATA_AGENT_GATE_TEXTS.turnOn ? 409 : 403, refusal);
      await next();
    });

  const load = (c: { get(key: 'cluster'): ClusterEnv['Variables']['cluster']; req: { param(name: 'daId'): string | undefined } }): DataAgentRow => {
    const found = findAgent(db, c.get('cluster').row.id, c.req.param('daId') ?? '');
    if (!found) throw new HttpError(404, DATA_AGENT_ANSWERS.notFound);
    return found;
  };

  const base = '/users/instances/:id/da';

  api.get(`${base}/list`, byId, gate('view'), (c) => {
    const { row } = c.get('cluster');
    const { limit, offset } = readPaging(c.req.query('limit'), c.req.query('offset'));
    const page = pageOf(db, row.id, readSearch(c.req.query('filters')), limit, offset);
    return c.json<DataAgentsResponse>({ dataAgents: page.rows.map((r) => toDataAgent(r, row.name)), total: page.total });
  });

  api.post(`${base}/create`, byId, gate('manage'), body(createDataAgentPayloadSchema), (c) => {
    const { row } = c.get('cluster');
    const { tenantID, name, description } = c.var.body;
    const tenant = tenantsOf(row).find((t) => t.id === tenantID);
    if (!tenant) throw invalid([{ fieldName: 'tenantID', message: DATA_AGENT_ANSWERS.unknownTenant }]);
    if (isNameTaken(db, row.id, name)) {
      return c.json<CreateDataAgentResponse>({ status: '409 CONFLICT', message: DATA_AGENT_ANSWERS.nameTaken(name) }, 409);
    }
    const created = write(ctx, () =>
      insertAgent(db, { instanceId: row.id, name, description, tenantId: tenant.id, tenantName: tenant.name, createdAt: ctx.clock.now() }),
    );
    return c.json<CreateDataAgentResponse>(
      { status: '201 CREATED', message: DATA_AGENT_ANSWERS.created(name), dataAgent: toDataAgent(created, row.name) },
      201,
    );
  });

  api.put(`${base}/:daId/update`, byId, gate('manage'), body(updateDataAgentPayloadSchema), (c) => {
    const { row } = c.get('cluster');
    const found = load(c);
    const updated = write(ctx, () => updateAgent(db, found.id, { description: c.var.body.description }));
    return c.json({ message: DATA_AGENT_ANSWERS.updated(found.name), dataAgent: toDataAgent(updated, row.name) });
  });

  api.delete(`${base}/delete`, byId, gate('manage'), body(deleteDataAgentsPayloadSchema), (c) => {
    const { row } = c.get('cluster');
    const ids = [...new Set(c.var.body.ids)];
    const rows = ids.map((id) => {
      const found = findAgent(db, row.id, id);
      if (!found) throw new HttpError(404, DATA_AGENT_ANSWERS.notFound);
      return found;
    });
    for (const found of rows) {
      const refusal = deleteRefusal(toDataAgent(found, row.name));
      if (refusal) throw new HttpError(409, refusal);
    }
    write(ctx, () => deleteAgents(db, ids));
    return c.json<MessageResponse>({ message: DATA_AGENT_ANSWERS.deleted(rows.map((r) => r.name)) });
  });

  api.post(`${base}/:daId/generate-auth-file`, byId, gate('manage'), body(generateAuthFilePayloadSchema), (c) => {
    const { row } = c.get('cluster');
    const found = load(c);
    const { clientOrigin } = c.var.body;
    const key = newAuthKey();
    const now = ctx.clock.now();
    write(ctx, () =>
      updateAgent(db, found.id, {
        auth_key: key,
        auth_origin: clientOrigin,
        // A first file: the controller connects with it on the clock; a new file keeps a running agent as it is.
        ...(found.auth_key === null || found.controller_connected === 0
          ? { phase: 'connecting' as const, phase_ends_at: now + ctx.clock.realDelay(DATA_AGENT_PHASE_MS.connecting) }
          : {}),
      }),
    );
    const url = `${ctx.audience}/users/instances/${encodeURIComponent(row.id)}/da/${encodeURIComponent(found.id)}/auth-file?key=${key}`;
    return c.json<GenerateAuthFileResponse>({ body: url, message: DATA_AGENT_ANSWERS.generated(found.name) });
  });

  api.get(`${base}/:daId/auth-file`, byId, gate('manage'), (c) => {
    const { row } = c.get('cluster');
    const found = load(c);
    if (found.auth_key === null || c.req.query('key') !== found.auth_key) throw new HttpError(404, DATA_AGENT_ANSWERS.authFileGone);
    return c.body(authFileOf(found, row, found.auth_key), 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${found.name}.auth"`,
      'Cache-Control': 'no-store',
    });
  });

  api.post(`${base}/:daId/execute-action`, byId, gate('manage'), body(executeDataAgentActionPayloadSchema), (c) => {
    const found = load(c);
    const action = c.var.body.action as DataAgentAction;
    const status = actionStatus(found, action);
    if (status === 'SUCCESS') {
      const phase = PHASE_OF[action];
      write(ctx, () => updateAgent(db, found.id, { phase, phase_ends_at: ctx.clock.now() + ctx.clock.realDelay(DATA_AGENT_PHASE_MS[phase]) }));
    }
    return c.json<ExecuteDataAgentActionResponse>({ body: { status } });
  });
}
