/**
 * The data agents family's table (doc 2 §3 "Data agent connection"). A connection keeps what the platform
 * knows of its agent and controller as plain facts (connected, started, the services the agent cannot reach),
 * and the phase of an action under way with the real epoch ms it ends (`phase_ends_at`), so one pass of the
 * simulator (sim.ts) brings any database up to date. `auth_key` is the key of the latest .auth file (null: none
 * generated). The wire's connectivity answers and the computed state are derived from these (store.ts,
 * src/domain/data-agents.ts).
 */
export const DATA_AGENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS data_agents (
  id TEXT PRIMARY KEY,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  name TEXT NOT NULL COLLATE NOCASE,
  description TEXT NOT NULL DEFAULT '',
  tenant_id TEXT NOT NULL,
  tenant_name TEXT NOT NULL,
  auth_key TEXT,
  auth_origin TEXT,
  info_known INTEGER NOT NULL DEFAULT 1 CHECK (info_known IN (0, 1)),
  error TEXT,
  controller_connected INTEGER NOT NULL DEFAULT 0 CHECK (controller_connected IN (0, 1)),
  agent_connected INTEGER NOT NULL DEFAULT 0 CHECK (agent_connected IN (0, 1)),
  agent_started INTEGER NOT NULL DEFAULT 0 CHECK (agent_started IN (0, 1)),
  services_down TEXT NOT NULL DEFAULT '',
  last_services TEXT NOT NULL DEFAULT '',
  version TEXT,
  compatibility TEXT CHECK (compatibility IN ('UP_TO_DATE', 'COMPATIBLE', 'INCOMPATIBLE')),
  data_sources TEXT NOT NULL DEFAULT '[]',
  phase TEXT CHECK (phase IN ('connecting', 'starting', 'stopping', 'restarting')),
  phase_ends_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (instance_id, name)
);
CREATE INDEX IF NOT EXISTS data_agents_instance ON data_agents(instance_id, created_at);
CREATE INDEX IF NOT EXISTS data_agents_phase ON data_agents(phase_ends_at) WHERE phase_ends_at IS NOT NULL;
`;

export type DataAgentPhase = 'connecting' | 'starting' | 'stopping' | 'restarting';

export interface DataAgentRow {
  id: string;
  instance_id: string;
  name: string;
  description: string;
  tenant_id: string;
  tenant_name: string;
  auth_key: string | null;
  auth_origin: string | null;
  info_known: 0 | 1;
  error: string | null;
  controller_connected: 0 | 1;
  agent_connected: 0 | 1;
  agent_started: 0 | 1;
  /** Comma-separated services (analytics, loader, cmc) a connected agent cannot reach. */
  services_down: string;
  /** Comma-separated services the agent reached before it became unreachable. */
  last_services: string;
  version: string | null;
  compatibility: 'UP_TO_DATE' | 'COMPATIBLE' | 'INCOMPATIBLE' | null;
  /** JSON list of data source names attached to the connection. */
  data_sources: string;
  phase: DataAgentPhase | null;
  phase_ends_at: number | null;
  created_at: number;
}
