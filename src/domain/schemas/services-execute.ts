/**
 * PUT instances/{id}/services/execute (spec doc 2 §4, §7): `{ action, service, nodeName }` for one node, or
 * `{ action, service, node: 'all' }` for every node of the service that offers the action; `instanceId` may
 * come too. Texts are ours (the spec gives none). Which action a node's status allows is the emulator's check
 * (domain/services-control.ts `isNodeActionAllowed`), with the node in hand.
 */
import * as v from 'valibot';
import type { NodeActionName, ServiceExecutePayload, ServiceKey } from '../../contract/types';

export const NODE_ACTIONS = ['stop', 'start', 'restart', 'forceRestart'] as const satisfies readonly NodeActionName[];
export const SERVICE_KEYS = [
  'analytics',
  'loader',
  'sqli',
  'notebook',
  'analyticsSubCluster',
  'loaderSubCluster',
] as const satisfies readonly ServiceKey[];

export const EXECUTE_MESSAGES = {
  action: `action must be one of ${NODE_ACTIONS.join(', ')}`,
  service: `service must be one of ${SERVICE_KEYS.join(', ')}`,
  nodeName: 'nodeName must name a node of the service',
  node: "node must be 'all'",
  target: "Send either nodeName or node: 'all'",
  instanceId: 'instanceId must be a text',
} as const;

export const serviceExecutePayloadSchema = v.pipe(
  v.object({
    action: v.pipe(v.optional(v.string(EXECUTE_MESSAGES.action), ''), v.picklist(NODE_ACTIONS, EXECUTE_MESSAGES.action)),
    service: v.pipe(v.optional(v.string(EXECUTE_MESSAGES.service), ''), v.picklist(SERVICE_KEYS, EXECUTE_MESSAGES.service)),
    nodeName: v.optional(v.pipe(v.string(EXECUTE_MESSAGES.nodeName), v.minLength(1, EXECUTE_MESSAGES.nodeName))),
    node: v.optional(v.literal('all', EXECUTE_MESSAGES.node)),
    instanceId: v.optional(v.string(EXECUTE_MESSAGES.instanceId)),
  }),
  v.check((body: ServiceExecutePayload) => (body.nodeName === undefined) !== (body.node === undefined), EXECUTE_MESSAGES.target),
);
