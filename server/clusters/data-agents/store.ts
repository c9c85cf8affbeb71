/** Data agent connections: reads, writes and the wire shape (doc 2 §3). Writes run inside the caller's transaction. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db';
import type { DataAgentConnection } from '../../../src/contract/types';
import { dataAgentEndpoints, endpointAddress, type DataAgentService } from '../../../src/domain/data-agents';
import { hostNameOf } from '../store';
import type { DataAgentPhase, DataAgentRow } from './schema';

/** The agent version the platform ships now (ours); an agent that connects anew reports it. */
export const LATEST_AGENT_VERSION = '7.2.0';

/** The record status the wire carries: ACTIVE, or the phase under way (ours). */
export const PHASE_STATUS: Record<DataAgentPhase, string> = {
  connecting: 'CONNECTING',
  starting: 'STARTING',
  stopping: 'STOPPING',
  restarting: 'RESTARTING',
};

const services = (list: string): DataAgentService[] => list.split(',').filter((s): s is DataAgentService => s === 'analytics' || s === 'loader' || s === 'cmc');

export function toDataAgent(row: DataAgentRow, clusterName: string): DataAgentConnection {
  const endpoints = dataAgentEndpoints(hostNameOf(clusterName));
  const address = (service: DataAgentService) => endpointAddress(endpoints.find((e) => e.service === service) ?? endpoints[0]!);
  const all = endpoints.map((e) => e.service);
  let da: DataAgentConnection['dataAgentConnectivityStatusResponse'] = null;
  let controller: DataAgentConnection['dataAgentControllerConnectivityStatusResponse'] = null;
  if (row.info_known === 1 && !row.error) {
    const connected = row.agent_connected === 1 ? all.filter((s) => !services(row.services_down).includes(s)) : services(row.last_services);
    da = {
      disconnected: row.agent_connected === 0,
      connectedServicesAddresses: connected.map(address),
      disconnectedServicesAddresses: all.filter((s) => !connected.includes(s)).map(address),
    };
    controller = {
      disconnected: row.controller_connected === 0,
      connectedServicesAddresses: [],
      disconnectedServicesAddresses: [],
      isDataAgentStarted: row.agent_started === 1,
    };
  }
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    status: row.phase ? PHASE_STATUS[row.phase] : 'ACTIVE',
    hasAuthFile: row.auth_key !== null,
    dataSources: (JSON.parse(row.data_sources) as string[]).map((name) => ({ name })),
    error: row.error,
    versionInfo: row.version && row.compatibility ? { version: row.version, compatibility: row.compatibility } : null,
    dataAgentConnectivityStatusResponse: da,
    dataAgentControllerConnectivityStatusResponse: controller,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One page of the cluster's connections, newest first, optionally by name (contains, case-insensitive). */
export function pageOf(db: Database, instanceId: string, search: string, limit: number, offset: number): { rows: DataAgentRow[]; total: number } {
  const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const where = `instance_id = ? AND name LIKE ? ESCAPE '\\'`;
  const total = db.prepare(`SELECT COUNT(*) FROM data_agents WHERE ${where}`).pluck().get(instanceId, like) as number;
  const rows = db
    .prepare(`SELECT * FROM data_agents WHERE ${where} ORDER BY created_at DESC, name LIMIT ? OFFSET ?`)
    .all(instanceId, like, limit, offset) as DataAgentRow[];
  return { rows, total };
}

export function countOf(db: Database, instanceId: string): number {
  return db.prepare('SELECT COUNT(*) FROM data_agents WHERE instance_id = ?').pluck().get(instanceId) as number;
}

export function findAgent(db: Database, instanceId: string, id: string): DataAgentRow | null {
  return (db.prepare('SELECT * FROM data_agents WHERE instance_id = ? AND id = ?').get(instanceId, id) as DataAgentRow | undefined) ?? null;
}

export function isNameTaken(db: Database, instanceId: string, name: string): boolean {
  return db.prepare('SELECT 1 FROM data_agents WHERE instance_id = ? AND name = ?').get(instanceId, name) !== undefined;
}

export interface NewAgent {
  instanceId: string;
  name: string;
  description: string;
  tenantId: string;
  tenantName: string;
  createdAt: number;
}

export function insertAgent(db: Database, agent: NewAgent, facts: Partial<DataAgentRow> = {}): DataAgentRow {
  const row: DataAgentRow = {
    id: randomUUID(),
    instance_id: agent.instanceId,
    name: agent.name,
    description: agent.description,
    tenant_id: agent.tenantId,
    tenant_name: agent.tenantName,
    auth_key: null,
    auth_origin: null,
    info_known: 1,
    error: null,
    controller_connected: 0,
    agent_connected: 0,
    agent_started: 0,
    services_down: '',
    last_services: '',
    version: null,
    compatibility: null,
    data_sources: '[]',
    phase: null,
    phase_ends_at: null,
    created_at: agent.createdAt,
    ...facts,
  };
  db.prepare(
    `INSERT INTO data_agents (id, instance_id, name, description, tenant_id, tenant_name, auth_key, auth_origin, info_known, error,
       controller_connected, agent_connected, agent_started, services_down, last_services, version, compatibility, data_sources,
       phase, phase_ends_at, created_at)
     VALUES (@id, @instance_id, @name, @description, @tenant_id, @tenant_name, @auth_key, @auth_origin, @info_known, @error,
       @controller_connected, @agent_connected, @agent_started, @services_down, @last_services, @version, @compatibility, @data_sources,
       @phase, @phase_ends_at, @created_at)`,
  ).run(row);
  return row;
}

/** Sets columns of one connection and answers it as it now is. */
export function updateAgent(db: Database, id: string, changes: Partial<Omit<DataAgentRow, 'id' | 'instance_id'>>): DataAgentRow {
  const entries = Object.entries(changes);
  if (entries.length > 0) {
    db.prepare(`UPDATE data_agents SET ${entries.map(([key]) => `${key} = @${key}`).join(', ')} WHERE id = @id`).run({ ...changes, id });
  }
  return db.prepare('SELECT * FROM data_agents WHERE id = ?').get(id) as DataAgentRow;
}

export function deleteAgents(db: Database, ids: readonly string[]): void {
  const remove = db.prepare('DELETE FROM data_agents WHERE id = ?');
  for (const id of ids) remove.run(id);
}

export function newAuthKey(): string {
  return randomBytes(18).toString('base64url');
}
