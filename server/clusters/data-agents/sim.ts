/**
 * Data agents on the simulated clock (doc 2 §4): after an auth file is generated the controller connects
 * (connecting → connected, the agent stopped until started); start, stop and restart take a while (starting →
 * started and connected to every service, stopping → stopped, restarting → started). While a phase runs the
 * agent is busy (execute-action answers DATA_AGENT_BUSY). Each finished action records a notice of kind
 * 'operation.data-agents' for the cluster's owner (an in-app notification and a push alert).
 */
import type { EmulatorContext, EmulatorEvent } from '../../context';
import { recordNotice, type NotificationEvent } from '../store';
import type { SimFamily } from '../sim/sim-family';
import type { DataAgentPhase, DataAgentRow } from './schema';
import { LATEST_AGENT_VERSION, updateAgent } from './store';

export const DATA_AGENT_NOTICE_KIND = 'operation.data-agents';

/** Simulated durations of each phase (ours). */
export const DATA_AGENT_PHASE_MS: Record<DataAgentPhase, number> = {
  connecting: 20_000,
  starting: 8_000,
  stopping: 5_000,
  restarting: 12_000,
};

/** The in-app texts of finished phases (ours). */
export const DATA_AGENT_EVENT_TEXTS = {
  connected: (name: string) => `The controller of data agent ${name} is connected. Start the agent to use it.`,
  started: (name: string) => `Data agent ${name} is started and connected to every service.`,
  stopped: (name: string) => `Data agent ${name} is stopped.`,
  restarted: (name: string) => `Data agent ${name} is restarted.`,
} as const;

type Joined = DataAgentRow & { owner_uuid: string; cluster_name: string };

const EVENTS: Record<DataAgentPhase, { event: NotificationEvent; title: string; message: (name: string) => string }> = {
  connecting: { event: 'DATA_AGENT_CONNECTED', title: 'Data agent connected', message: DATA_AGENT_EVENT_TEXTS.connected },
  starting: { event: 'DATA_AGENT_STARTED', title: 'Data agent started', message: DATA_AGENT_EVENT_TEXTS.started },
  stopping: { event: 'DATA_AGENT_STOPPED', title: 'Data agent stopped', message: DATA_AGENT_EVENT_TEXTS.stopped },
  restarting: { event: 'DATA_AGENT_RESTARTED', title: 'Data agent restarted', message: DATA_AGENT_EVENT_TEXTS.restarted },
};

/** What a finished phase leaves. */
const AFTER: Record<DataAgentPhase, Partial<DataAgentRow>> = {
  connecting: {
    info_known: 1,
    error: null,
    controller_connected: 1,
    agent_connected: 0,
    agent_started: 0,
    services_down: '',
    last_services: '',
    version: LATEST_AGENT_VERSION,
    compatibility: 'UP_TO_DATE',
  },
  starting: { controller_connected: 1, agent_connected: 1, agent_started: 1, services_down: '', last_services: '' },
  stopping: { agent_connected: 0, agent_started: 0, services_down: '', last_services: '' },
  restarting: { controller_connected: 1, agent_connected: 1, agent_started: 1, services_down: '', last_services: '' },
};

export const dataAgentsSim: SimFamily = {
  advance(ctx: EmulatorContext, now: number, events: EmulatorEvent[]) {
    const { db } = ctx;
    const due = db
      .prepare(
        `SELECT d.*, i.owner_uuid AS owner_uuid, i.name AS cluster_name FROM data_agents d JOIN instances i ON i.id = d.instance_id
         WHERE d.phase_ends_at IS NOT NULL AND d.phase_ends_at <= ? ORDER BY d.phase_ends_at`,
      )
      .all(now) as Joined[];
    for (const row of due) {
      const phase = row.phase;
      updateAgent(db, row.id, { ...(phase ? AFTER[phase] : {}), phase: null, phase_ends_at: null });
      if (!phase) continue;
      const spec = EVENTS[phase];
      events.push(
        recordNotice(db, {
          userId: row.owner_uuid,
          instanceName: row.cluster_name,
          event: spec.event,
          eventType: 'success',
          message: spec.message(row.name),
          kind: DATA_AGENT_NOTICE_KIND,
          title: spec.title,
          at: row.phase_ends_at ?? now,
        }),
      );
    }
    return due.length;
  },
  moveBack(ctx, realMs) {
    ctx.db.prepare('UPDATE data_agents SET phase_ends_at = phase_ends_at - @realMs, created_at = created_at - @realMs').run({ realMs });
  },
};
