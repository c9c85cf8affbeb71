/**
 * Data agent connections of a cluster (doc 2 §3 "Data agent connection", §4, §7). Called by the cluster's id:
 * users/instances/{instanceID}/da/…. Field names are the API's.
 */

/** What an agent's or its controller's link to the cluster's services looks like (doc 2 §3). */
export interface DataAgentConnectivity {
  disconnected: boolean;
  /** host:port of the cluster's services the agent reaches. */
  connectedServicesAddresses: string[];
  disconnectedServicesAddresses: string[];
}

export interface DataAgentControllerConnectivity extends DataAgentConnectivity {
  isDataAgentStarted: boolean;
}

/** Version compatibility of an agent with its cluster (doc 2 §4). */
export type DataAgentCompatibility = 'UP_TO_DATE' | 'COMPATIBLE' | 'INCOMPATIBLE';

export interface DataAgentVersionInfo {
  version: string;
  compatibility: DataAgentCompatibility;
}

export interface DataAgentDataSource {
  name: string;
}

export interface DataAgentConnection {
  id: string;
  name: string;
  description: string;
  tenantId: string;
  /** The tenant's name (what generate-auth-file and execute-action send). */
  tenantName: string;
  /** The record's own status as the platform keeps it (ACTIVE); the row's status is computed (domain/data-agents.ts). */
  status: string;
  hasAuthFile: boolean;
  dataSources: DataAgentDataSource[];
  /** Why the platform could not read the agent's state, or null. */
  error: string | null;
  /** Null until the agent has reported its version. */
  versionInfo: DataAgentVersionInfo | null;
  /** Null when the platform has no connectivity information about the agent. */
  dataAgentConnectivityStatusResponse: DataAgentConnectivity | null;
  dataAgentControllerConnectivityStatusResponse: DataAgentControllerConnectivity | null;
  /** ISO time of creation. */
  createdAt: string;
}

/** GET users/instances/{instanceID}/da/list?limit&offset&filters */
export interface DataAgentsResponse {
  dataAgents: DataAgentConnection[];
  total: number;
}

/** POST …/da/create */
export interface CreateDataAgentPayload {
  tenantID: string;
  name: string;
  description?: string;
}

/** The create call's answer: `status` and `message` (doc 2 §8: a status not starting with 2 shows the message). */
export interface CreateDataAgentResponse {
  status: string;
  message: string;
  dataAgent?: DataAgentConnection;
}

/** PUT …/da/{id}/update: only the description may change (doc 2 §5). */
export interface UpdateDataAgentPayload {
  description: string;
}

/** DELETE …/da/delete */
export interface DeleteDataAgentsPayload {
  ids: string[];
}

/** POST …/da/{id}/generate-auth-file */
export interface GenerateAuthFilePayload {
  clientOrigin: string;
  tenantName: string;
}

/** Its answer: the body is the download URL of the .auth file (doc 2 §7). */
export interface GenerateAuthFileResponse {
  body: string;
  message?: string;
}

export type DataAgentAction = 'start' | 'stop' | 'restart';

/** POST …/da/{id}/execute-action */
export interface ExecuteDataAgentActionPayload {
  tenantName: string;
  action: DataAgentAction;
}

/** The action's result (doc 2 §4). */
export type DataAgentActionStatus = 'SUCCESS' | 'FAILED' | 'DATA_AGENT_BUSY' | 'ALREADY_STARTED';

/** Its answer: read by body.status (doc 2 §7). */
export interface ExecuteDataAgentActionResponse {
  body: { status: DataAgentActionStatus };
}
