/**
 * Service nodes and their statuses (doc 2 §3 Service node, §4 service statuses; §7 instances/{id}/services/status,
 * services/execute, users/{userId}/instances/{name}/scale). Field names are the API's (`node_name`).
 */

/** Every status a service node may report (doc 2 §4). 'error' is shown as unreachable. */
export type ServiceNodeStatusName =
  | 'processing'
  | 'starting tenants'
  | 'is starting'
  | 'starting'
  | 'started'
  | 'running'
  | 'sleeping'
  | 'stopping'
  | 'stopping tenants'
  | 'not running'
  | 'error'
  | 'startup error'
  | 'not responding'
  | 'terminated unexpectedly'
  | 'NA'
  | 'failed to start'
  | 'started with warnings'
  | 'creating'
  | 'deleting';

/** The object form of a status: a node that failed to start carries an error, one started with warnings its warnings. */
export interface ServiceNodeStatusObject {
  statusType: ServiceNodeStatusName;
  statusMessage: string;
  warnings: string[];
  error: string | null;
}

export interface ServiceNode {
  node_name: string;
  /** The service the node belongs to (a sub-cluster's node: the sub-cluster's name). */
  name: string;
  status: ServiceNodeStatusName | ServiceNodeStatusObject;
  failover: boolean;
  /** A sub-cluster's node: the sub-cluster's own status; null for the cluster's own services. */
  subclusterStatus: string | null;
}

/** The services of the status answer, as `execute` names them. */
export type ServiceKey = 'analytics' | 'loader' | 'sqli' | 'notebook' | 'analyticsSubCluster' | 'loaderSubCluster';

/** GET instances/{id}/services/status (doc 2 §3: the six lists and each service's overall status). */
export interface ServicesStatusResponse {
  analyticsServices: ServiceNode[];
  loaderServices: ServiceNode[];
  sqliService: ServiceNode[];
  notebookService: ServiceNode[];
  analyticsSubClusterServices: ServiceNode[];
  loaderSubClusterServices: ServiceNode[];
  analyticsStatus: ServiceNodeStatusName;
  loaderStatus: ServiceNodeStatusName;
  sqliStatus: ServiceNodeStatusName | null;
  notebookStatus: ServiceNodeStatusName;
  analyticsSubClusterStatus: ServiceNodeStatusName | null;
  loaderSubClusterStatus: ServiceNodeStatusName | null;
}

/** Per-node actions (doc 2 §4); `forceRestart` is the force restart labelled Start. */
export type NodeActionName = 'stop' | 'start' | 'restart' | 'forceRestart';

/** PUT instances/{id}/services/execute: one node by name, or every node of the service with node 'all'. */
export interface ServiceExecutePayload {
  action: NodeActionName;
  service: ServiceKey;
  nodeName?: string;
  node?: 'all';
  instanceId?: string;
}

/** PUT users/{userId}/instances/{name}/scale: one service's new node count. */
export interface ScalePayload {
  analyticsReplicas?: number;
  loaderReplicas?: number;
}
