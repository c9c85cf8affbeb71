/**
 * Demo data agents (deterministic): enterprise@'s eu-reporting gets Data agent turned on and one connection in
 * each interesting state, some with data sources attached, and two more so the table has a second page.
 * Idempotent (a connection whose name exists is left as it is). Called from server/clusters/seed.ts.
 */
import type { EmulatorContext } from '../../context';
import { setFlags } from '../features/store';
import { SEED_INSTANCE_IDS } from '../seed-ids';
import { tenantsOf } from '../tenants/list';
import type { InstanceRow } from '../schema';
import type { DataAgentRow } from './schema';
import { insertAgent, isNameTaken, LATEST_AGENT_VERSION, newAuthKey } from './store';

const HOUR = 3_600_000;

type Facts = Partial<DataAgentRow>;
const up: Facts = { controller_connected: 1, agent_connected: 1, agent_started: 1, version: LATEST_AGENT_VERSION, compatibility: 'UP_TO_DATE' };

/** [name, description, data sources, facts]; newest last. */
const AGENTS: readonly [string, string, readonly string[], Facts | 'noAuthFile'][] = [
  ['branch_02_agent', 'Branch office 2 file shares', [], { controller_connected: 1, version: LATEST_AGENT_VERSION, compatibility: 'UP_TO_DATE' }],
  ['branch_01_agent', 'Branch office 1 file shares', [], { controller_connected: 1, version: LATEST_AGENT_VERSION, compatibility: 'UP_TO_DATE' }],
  ['broken_agent', 'Agent whose state cannot be read', [], { error: 'The agent registry did not answer.' }],
  ['pending_agent', 'Installed, waiting for its first report', [], { info_known: 0 }],
  ['edge_agent', 'Factory floor gateway', [], { compatibility: 'COMPATIBLE', version: '7.1.0' }],
  ['legacy_agent', 'Old on-premises reporting', ['Legacy Informix'], { last_services: 'analytics', version: '6.4.2', compatibility: 'INCOMPATIBLE' }],
  ['hr_agent', 'HR systems', ['HR SQL Server'], { controller_connected: 0, agent_connected: 1, agent_started: 1, version: LATEST_AGENT_VERSION, compatibility: 'UP_TO_DATE' }],
  ['finance_agent', 'Finance data center', [], { controller_connected: 1, version: LATEST_AGENT_VERSION, compatibility: 'UP_TO_DATE' }],
  ['warehouse_agent', 'Oracle data warehouse', ['Oracle DWH'], { ...up, services_down: 'loader', version: '7.1.0', compatibility: 'COMPATIBLE' }],
  ['sales_db_agent', 'Sales databases in the Frankfurt office', ['Sales Postgres', 'CRM MySQL'], up],
  ['new_agent', 'Not set up yet', [], 'noAuthFile'],
];

export function seedDataAgents(ctx: EmulatorContext): void {
  const { db } = ctx;
  const row = db.prepare('SELECT * FROM instances WHERE id = ?').get(SEED_INSTANCE_IDS.euReporting) as InstanceRow | undefined;
  if (!row) return;
  const tenant = tenantsOf(row)[0]!;
  const now = ctx.clock.now();
  db.transaction(() => {
    setFlags(db, row.id, { enableDataAgent: true });
    AGENTS.forEach(([name, description, sources, facts], index) => {
      if (isNameTaken(db, row.id, name)) return;
      const generated = facts !== 'noAuthFile';
      insertAgent(
        db,
        { instanceId: row.id, name, description, tenantId: tenant.id, tenantName: tenant.name, createdAt: now - (AGENTS.length - index) * 6 * HOUR },
        {
          ...(generated ? facts : {}),
          auth_key: generated ? newAuthKey() : null,
          auth_origin: generated ? ctx.publicUrl : null,
          data_sources: JSON.stringify(sources),
        },
      );
    });
  })();
}
