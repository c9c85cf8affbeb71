/**
 * Services control (doc 2 §3, §4, §5, §6, §7; docs/emulator-api-parts/services.md):
 *
 *   GET instances/{id}/services/status                      the six node lists and each service's status
 *   PUT instances/{id}/services/execute { action, service, nodeName | node: 'all' }    200 { message }
 *   PUT users/{userId}/instances/{name}/scale { analyticsReplicas | loaderReplicas }  200 { message }
 *
 * Reading needs a role on the cluster; acting needs no developer role (User) and a running cluster (409
 * 'Your cluster must be connected to apply this change'); scaling also refuses trial users, the manualScaling
 * toggle off and a plan without cluster_scaling (403, the texts the page shows), and counts outside 1 to the
 * configured maximum (400 on the field). The status answer is stable while nothing changes, so the /api ETag
 * answers an unchanged poll 304.
 */
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { MessageResponse, NodeActionName, Platform, ServiceKey, ServicesStatusResponse } from '../../../src/contract/types';
import { policyFor } from '../../../src/domain/policies';
import { scalePayloadSchema } from '../../../src/domain/schemas/node-count';
import { serviceExecutePayloadSchema } from '../../../src/domain/schemas/services-execute';
import {
  MAX_NODES_CONFIG,
  NODE_STATUS_DISPLAY,
  SERVICE_NODES_MIN,
  SERVICE_TITLES,
  SERVICES_TEXTS,
  isNodeActionAllowed,
  isTransientNode,
  nodeActionRefusal,
  parseMaxNodes,
  scaleCallRefusal,
  type ServicesCluster,
} from '../../../src/domain/services-control';
import { NODE_COUNT_MESSAGES } from '../../../src/domain/validation/node-count';
import { HttpError, invalid } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { body } from '../../validate';
import { clusterById, type ClusterEnv, write } from '../kit';
import { clusterStatus, type VisibleInstance } from '../store';
import { subClustersOf } from '../sub-clusters/store';
import { beginAction, effectiveStatus, nodesOf, reconcileNodes, statusResponse } from './nodes';
import { setReplicas } from './scale';

/** The family's answers (ours). */
export const SERVICES_ANSWERS = {
  begun: (action: NodeActionName, target: string) =>
    `${{ stop: 'Stopping', restart: 'Restarting', start: 'Starting', forceRestart: 'Starting' }[action]} ${target}`,
  allOf: (count: number, service: string) => `${count} node${count === 1 ? '' : 's'} of ${service}`,
  nodeNotFound: (node: string, service: string) => `${service} has no node ${node}`,
  notAvailable: (label: string, status: string) => `${label} is not available for a node that is ${status.toLowerCase()}`,
  noneCan: (service: string) => `No node of ${service} offers this action now`,
  otherCluster: 'instanceId must be the cluster of the path',
  scaling: (service: string, from: number, to: number) => `${service} is scaling from ${from} to ${to} node${to === 1 ? '' : 's'}`,
  unchanged: (service: string, count: number) => `${service} already runs on ${count} node${count === 1 ? '' : 's'}`,
} as const;

const ACTION_LABELS: Record<NodeActionName, string> = { stop: 'Stop', restart: 'Restart', start: 'Start', forceRestart: 'Start' };

function servicesCluster(visible: VisibleInstance): ServicesCluster {
  return { platform: visible.row.platform as Platform, clusterPolicy: policyFor(visible.role) };
}

/** The configured maximum of nodes per service (system configuration; default 10). */
export function maxNodes(ctx: EmulatorContext): number {
  const row = ctx.db
    .prepare('SELECT value FROM system_configurations WHERE config_key = ? AND config_type = ?')
    .get(MAX_NODES_CONFIG.configKey, MAX_NODES_CONFIG.configType) as { value: string } | undefined;
  return parseMaxNodes(row?.value);
}

export function servicesRoutes(api: Hono<ApiEnv>, cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  /** 403 for the developer role, 409 unless the cluster is running (doc 2 §6). */
  const mayAct = createMiddleware<ClusterEnv>(async (c, next) => {
    const visible = c.get('cluster');
    const refusal = nodeActionRefusal(servicesCluster(visible), clusterStatus(visible.row) === 'running');
    if (refusal) throw new HttpError(refusal === SERVICES_TEXTS.mustBeConnected ? 409 : 403, refusal);
    await next();
  });

  api.get('/instances/:id/services/status', clusterById(ctx), (c) => {
    const { row } = c.get('cluster');
    const answer = db.transaction(() => {
      reconcileNodes(ctx, row);
      return statusResponse(db, row);
    })();
    return c.json<ServicesStatusResponse>(answer);
  });

  api.put('/instances/:id/services/execute', clusterById(ctx), mayAct, body(serviceExecutePayloadSchema), (c) => {
    const { row } = c.get('cluster');
    const payload = c.var.body;
    if (payload.instanceId !== undefined && payload.instanceId !== row.id) {
      throw invalid([{ fieldName: 'instanceId', message: SERVICES_ANSWERS.otherCluster }]);
    }
    const service: ServiceKey = payload.service;
    const title = SERVICE_TITLES[service];
    const now = ctx.clock.now();
    const message = write(ctx, () => {
      reconcileNodes(ctx, row, now);
      const status = clusterStatus(row);
      const subs = new Map(subClustersOf(db, row.id).map((s) => [s.id, s]));
      const nodes = nodesOf(db, row.id)
        .filter((n) => n.service === service)
        .map((n) => ({ row: n, status: effectiveStatus(n, status, n.sub_cluster_id ? (subs.get(n.sub_cluster_id) ?? null) : null) }));
      let targets: typeof nodes;
      if (payload.nodeName !== undefined) {
        const found = nodes.find((n) => n.row.node_name === payload.nodeName);
        if (!found) throw new HttpError(404, SERVICES_ANSWERS.nodeNotFound(payload.nodeName, title));
        if (isTransientNode(found.row.node_name)) throw new HttpError(409, SERVICES_TEXTS.transient);
        if (!isNodeActionAllowed(payload.action, found.status)) {
          throw new HttpError(409, SERVICES_ANSWERS.notAvailable(ACTION_LABELS[payload.action], NODE_STATUS_DISPLAY[found.status].label));
        }
        targets = [found];
      } else {
        targets = nodes.filter((n) => !isTransientNode(n.row.node_name) && isNodeActionAllowed(payload.action, n.status));
        if (targets.length === 0) throw new HttpError(409, SERVICES_ANSWERS.noneCan(title));
      }
      for (const target of targets) beginAction(ctx, target.row, payload.action, now, row.running_at);
      db.prepare('UPDATE instances SET last_activity_at = ? WHERE id = ?').run(now, row.id);
      const [only] = targets;
      return SERVICES_ANSWERS.begun(
        payload.action,
        payload.nodeName !== undefined && only ? only.row.node_name : SERVICES_ANSWERS.allOf(targets.length, title),
      );
    });
    return c.json<MessageResponse>({ message });
  });

  /** 403 for the developer role before the body is read; the other refusals need to know add from remove. */
  const notDeveloper = createMiddleware<ClusterEnv>(async (c, next) => {
    if (c.get('cluster').role === 'developer') throw new HttpError(403, SERVICES_TEXTS.developerRefused);
    await next();
  });

  cluster.put('/scale', notDeveloper, body(scalePayloadSchema), (c) => {
    const visible = c.get('cluster');
    const { row } = visible;
    const payload = c.var.body;
    const service = payload.analyticsReplicas !== undefined ? 'analytics' : 'loader';
    const field = service === 'analytics' ? 'analyticsReplicas' : 'loaderReplicas';
    const count = payload[field] ?? SERVICE_NODES_MIN;
    const current = service === 'analytics' ? row.analytics_nodes : row.loader_nodes;
    const running = clusterStatus(row) === 'running';
    const refusal = scaleCallRefusal(c.get('user'), servicesCluster(visible), running, count > current ? 'add' : 'remove');
    if (refusal) throw new HttpError(refusal === SERVICES_TEXTS.mustBeConnected ? 409 : 403, refusal);
    const max = maxNodes(ctx);
    if (count > max) throw invalid([{ fieldName: field, message: NODE_COUNT_MESSAGES.replicasRange(field, SERVICE_NODES_MIN, max) }]);
    const title = SERVICE_TITLES[service];
    if (count === current) return c.json<MessageResponse>({ message: SERVICES_ANSWERS.unchanged(title, count) });
    write(ctx, () => setReplicas(ctx, row, service, count, 'manual'));
    return c.json<MessageResponse>({ message: SERVICES_ANSWERS.scaling(title, current, count) });
  });
}
