/**
 * The nodes of a cluster's services (doc 2 §3, §4), kept in service_nodes and brought in line with the
 * cluster on every read and every node-count change (`reconcileNodes`):
 *
 * - Analytics and loader follow instances.analytics_nodes and loader_nodes; SQLi has one node while
 *   sqli_enabled; the notebook one; each sub-cluster (subClustersOf) its `nodes`.
 * - On a running cluster, a count that grows adds `__temp-…` placeholders ('creating') that become real nodes
 *   after NODE_PHASES.createMs; a count that shrinks drops placeholders first, then marks the surplus nodes
 *   `__toBeDeleted-…` ('deleting'), removed after NODE_PHASES.deleteMs. Adding to a single analytics node
 *   restarts it (doc 2 §5). On a cluster that is not running, counts change at once.
 * - What a node shows: the cluster's state while it is not running (sleeping, stopping, …), a sub-cluster's
 *   while it is not running, else the node's own. A cluster that starts again starts every node afresh.
 *
 * Per-node actions (doc 2 §4) move a node on the simulated clock: Stop: stopping → not running; Restart:
 * stopping → starting → the start's outcome; Start and force restart: starting → the outcome.
 *
 * The outcome rule (deterministic, for tests and demos): a node counts its starts. The notebook node's odd
 * starts (1st, 3rd, …) end 'failed to start' with an error; the SQLi node's odd starts end 'started with
 * warnings' with two warnings; every other start ends 'running'. Nodes that came up with the cluster have
 * started 0 times.
 */
import type { Database } from '../../db';
import type {
  NodeActionName,
  ServiceKey,
  ServiceNode,
  ServiceNodeStatusName,
  ServicesStatusResponse,
  SubCluster,
} from '../../../src/contract/types';
import { TEMP_NODE_PREFIX, TO_BE_DELETED_PREFIX, isNodeStatus, isTransitionalNodeStatus } from '../../../src/domain/services-control';
import type { ClusterStatus } from '../../../src/domain/status';
import type { EmulatorContext } from '../../context';
import type { InstanceRow } from '../schema';
import { clusterStatus } from '../store';
import { subClustersOf } from '../sub-clusters/store';
import type { NodeStep, ServiceNodeRow } from './schema';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** Phase lengths in simulated ms. */
export const NODE_PHASES = {
  stopMs: 30 * SECOND,
  startMs: 1 * MINUTE,
  createMs: 2 * MINUTE,
  deleteMs: 1 * MINUTE,
} as const;

/** What the emulated nodes report when a start goes wrong (realistic, ours). */
export const NODE_PROBLEMS = {
  failedMessage: 'The notebook service did not become ready',
  failedError: 'Readiness probe failed: connection refused on port 8890 after 3 attempts',
  warningMessage: 'SQLi started, with warnings',
  warnings: [
    'Tenant "default" could not load 2 schemas: sales_history, finance_raw',
    'The query cache is off: not enough memory for its configured size',
  ],
} as const;

type OwnService = 'analytics' | 'loader' | 'sqli' | 'notebook';
const OWN_SERVICES: readonly OwnService[] = ['analytics', 'loader', 'sqli', 'notebook'];

function desiredCount(row: InstanceRow, service: OwnService): number {
  switch (service) {
    case 'analytics':
      return row.analytics_nodes;
    case 'loader':
      return row.loader_nodes;
    case 'sqli':
      return row.sqli_enabled === 1 ? 1 : 0;
    case 'notebook':
      return 1;
  }
}

export function subClusterService(sub: Pick<SubCluster, 'type'>): ServiceKey {
  return sub.type === 'loader' ? 'loaderSubCluster' : 'analyticsSubCluster';
}

const realName = (prefix: string, ordinal: number) => `${prefix}-${ordinal}`;
const tempName = (prefix: string, ordinal: number) => `${TEMP_NODE_PREFIX}-${prefix}-${ordinal}`;
const deletedName = (prefix: string, ordinal: number) => `${TO_BE_DELETED_PREFIX}-${prefix}-${ordinal}`;

export function isTemp(row: Pick<ServiceNodeRow, 'node_name'>): boolean {
  return row.node_name.startsWith(TEMP_NODE_PREFIX);
}

export function isToBeDeleted(row: Pick<ServiceNodeRow, 'node_name'>): boolean {
  return row.node_name.startsWith(TO_BE_DELETED_PREFIX);
}

/** The real name a node has or will have. */
export function baseName(row: Pick<ServiceNodeRow, 'node_name'>): string {
  if (isTemp(row)) return row.node_name.slice(TEMP_NODE_PREFIX.length + 1);
  if (isToBeDeleted(row)) return row.node_name.slice(TO_BE_DELETED_PREFIX.length + 1);
  return row.node_name;
}

/** In a stable order (by service, sub-cluster, ordinal), so an unchanged answer keeps its bytes and its ETag. */
export function nodesOf(db: Database, instanceId: string): ServiceNodeRow[] {
  return db.prepare('SELECT * FROM service_nodes WHERE instance_id = ? ORDER BY service, sub_cluster_id, ordinal').all(instanceId) as ServiceNodeRow[];
}

export function findNode(db: Database, instanceId: string, nodeName: string): ServiceNodeRow | null {
  return (
    (db.prepare('SELECT * FROM service_nodes WHERE instance_id = ? AND node_name = ?').get(instanceId, nodeName) as
      | ServiceNodeRow
      | undefined) ?? null
  );
}

interface NodeUpdate {
  node_name?: string;
  status: ServiceNodeStatusName;
  step: NodeStep | null;
  phase_ends_at: number | null;
  starts?: number;
  status_message?: string | null;
  warnings?: string | null;
  error?: string | null;
}

export function updateNode(db: Database, row: ServiceNodeRow, change: NodeUpdate, epoch: string | null): void {
  db.prepare(
    `UPDATE service_nodes SET node_name = @node_name, status = @status, step = @step, phase_ends_at = @phase_ends_at,
       starts = @starts, status_message = @status_message, warnings = @warnings, error = @error, run_epoch = @epoch
     WHERE instance_id = @instance_id AND node_name = @old_name`,
  ).run({
    node_name: change.node_name ?? row.node_name,
    status: change.status,
    step: change.step,
    phase_ends_at: change.phase_ends_at,
    starts: change.starts ?? row.starts,
    status_message: change.status_message ?? null,
    warnings: change.warnings ?? null,
    error: change.error ?? null,
    epoch,
    instance_id: row.instance_id,
    old_name: row.node_name,
  });
}

function insertNode(
  db: Database,
  node: Pick<ServiceNodeRow, 'instance_id' | 'service' | 'node_name' | 'sub_cluster_id' | 'ordinal' | 'status' | 'step' | 'phase_ends_at' | 'run_epoch'>,
): void {
  db.prepare(
    `INSERT INTO service_nodes (instance_id, service, node_name, sub_cluster_id, ordinal, status, step, phase_ends_at, run_epoch)
     VALUES (@instance_id, @service, @node_name, @sub_cluster_id, @ordinal, @status, @step, @phase_ends_at, @run_epoch)`,
  ).run(node);
}

function deleteNode(db: Database, row: Pick<ServiceNodeRow, 'instance_id' | 'node_name'>): void {
  db.prepare('DELETE FROM service_nodes WHERE instance_id = ? AND node_name = ?').run(row.instance_id, row.node_name);
}

/** The smallest ordinals no row of the group uses. */
function freeOrdinals(rows: readonly ServiceNodeRow[], count: number): number[] {
  const used = new Set(rows.map((r) => r.ordinal));
  const out: number[] = [];
  for (let ordinal = 0; out.length < count; ordinal += 1) if (!used.has(ordinal)) out.push(ordinal);
  return out;
}

/** A cluster started after this row last changed: every node is up and settled, placeholders done. */
function startAfresh(db: Database, instanceId: string, epoch: string | null): number {
  const stale = db
    .prepare('SELECT * FROM service_nodes WHERE instance_id = ? AND run_epoch IS NOT ?')
    .all(instanceId, epoch) as ServiceNodeRow[];
  for (const row of stale) {
    if (isToBeDeleted(row)) deleteNode(db, row);
    else updateNode(db, row, { node_name: baseName(row), status: 'running', step: null, phase_ends_at: null }, epoch);
  }
  return stale.length;
}

interface Group {
  instanceId: string;
  service: ServiceKey;
  subClusterId: string | null;
  /** Node names are `${prefix}-${ordinal}`. */
  prefix: string;
  desired: number;
  /** Counts grow and shrink through placeholders (a running cluster), or at once. */
  gradual: boolean;
}

/** Brings one service's nodes to its desired count; returns how many rows changed. */
function reconcileGroup(ctx: EmulatorContext, rows: ServiceNodeRow[], group: Group, now: number, epoch: string | null): number {
  const { db } = ctx;
  const live = rows.filter((r) => !isToBeDeleted(r));
  let changed = 0;
  // The first time a cluster's nodes are seen, they are simply there.
  const gradual = group.gradual && rows.length > 0;
  if (live.length < group.desired) {
    const adding = group.desired - live.length;
    const real = live.filter((r) => !isTemp(r));
    if (gradual && group.service === 'analytics' && real.length === 1 && live.length === 1) {
      const [single] = real;
      if (single && single.status === 'running' && single.step === null) {
        updateNode(db, single, { status: 'stopping', step: 'restart', phase_ends_at: now + ctx.clock.realDelay(NODE_PHASES.stopMs) }, epoch);
      }
    }
    for (const ordinal of freeOrdinals(rows, adding)) {
      insertNode(db, {
        instance_id: group.instanceId,
        service: group.service,
        node_name: gradual ? tempName(group.prefix, ordinal) : realName(group.prefix, ordinal),
        sub_cluster_id: group.subClusterId,
        ordinal,
        status: gradual ? 'creating' : 'running',
        step: gradual ? 'create' : null,
        phase_ends_at: gradual ? now + ctx.clock.realDelay(NODE_PHASES.createMs) : null,
        run_epoch: epoch,
      });
      changed += 1;
    }
  } else if (live.length > group.desired) {
    // Placeholders go first, then the nodes added last.
    const surplus = [...live]
      .sort((a, b) => Number(isTemp(b)) - Number(isTemp(a)) || b.ordinal - a.ordinal)
      .slice(0, live.length - group.desired);
    for (const row of surplus) {
      if (!gradual || isTemp(row)) deleteNode(db, row);
      else {
        updateNode(
          db,
          row,
          {
            node_name: deletedName(group.prefix, row.ordinal),
            status: 'deleting',
            step: 'delete',
            phase_ends_at: now + ctx.clock.realDelay(NODE_PHASES.deleteMs),
          },
          epoch,
        );
      }
      changed += 1;
    }
  }
  return changed;
}

/**
 * Brings the cluster's nodes in line with its counts, its SQLi switch and its sub-clusters (see the file's
 * comment). Idempotent; runs inside the caller's transaction. Returns how many rows changed.
 */
export function reconcileNodes(ctx: EmulatorContext, row: InstanceRow, now: number = ctx.clock.now()): number {
  const { db } = ctx;
  const running = clusterStatus(row) === 'running';
  const epoch = row.running_at;
  let changed = running ? startAfresh(db, row.id, epoch) : 0;
  const all = nodesOf(db, row.id);
  for (const service of OWN_SERVICES) {
    const rows = all.filter((r) => r.service === service);
    changed += reconcileGroup(
      ctx,
      rows,
      { instanceId: row.id, service, subClusterId: null, prefix: service, desired: desiredCount(row, service), gradual: running },
      now,
      epoch,
    );
  }
  const subs = subClustersOf(db, row.id);
  for (const sub of subs) {
    const rows = all.filter((r) => r.sub_cluster_id === sub.id);
    const desired = sub.status === 'deleting' ? rows.length : sub.nodes;
    changed += reconcileGroup(
      ctx,
      rows,
      { instanceId: row.id, service: subClusterService(sub), subClusterId: sub.id, prefix: sub.name, desired, gradual: false },
      now,
      epoch,
    );
  }
  const ids = new Set(subs.map((s) => s.id));
  for (const orphan of all.filter((r) => r.sub_cluster_id !== null && !ids.has(r.sub_cluster_id))) {
    deleteNode(db, orphan);
    changed += 1;
  }
  return changed;
}

// --- What a node shows -----------------------------------------------------------------------------

/** A cluster that is not running shows its own state on every node. */
const CLUSTER_OVERLAY: Record<ClusterStatus, ServiceNodeStatusName | null> = {
  running: null,
  creating: 'processing',
  'starting-up': 'is starting',
  stopping: 'stopping',
  sleeping: 'sleeping',
  corrupted: 'error',
  undefined: 'NA',
};

/** A sub-cluster that is not running shows its own state on its nodes (statuses of sub-clusters/sim.ts). */
function subClusterOverlay(status: string): ServiceNodeStatusName | null {
  switch (status) {
    case 'running':
      return null;
    case 'creating':
      return 'creating';
    case 'starting':
      return 'starting';
    case 'stopping':
      return 'stopping';
    case 'disconnected':
      return 'sleeping';
    case 'deleting':
      return 'deleting';
    default:
      return 'processing';
  }
}

/** The status a node shows and acts by: the cluster's, the sub-cluster's, else its own. */
export function effectiveStatus(
  node: Pick<ServiceNodeRow, 'status'>,
  cluster: ClusterStatus,
  sub: Pick<SubCluster, 'status'> | null,
): ServiceNodeStatusName {
  const overlay = CLUSTER_OVERLAY[cluster] ?? (sub ? subClusterOverlay(sub.status) : null);
  if (overlay) return overlay;
  return isNodeStatus(node.status) ? node.status : 'NA';
}

function parseWarnings(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((w): w is string => typeof w === 'string') : [];
  } catch {
    return [];
  }
}

function toServiceNode(row: ServiceNodeRow, cluster: ClusterStatus, sub: SubCluster | null): ServiceNode {
  const status = effectiveStatus(row, cluster, sub);
  const own = status === row.status;
  const detailed = own && (row.error !== null || row.warnings !== null);
  return {
    node_name: row.node_name,
    name: sub ? sub.name : row.service,
    status: detailed
      ? { statusType: status, statusMessage: row.status_message ?? '', warnings: parseWarnings(row.warnings), error: row.error }
      : status,
    failover: sub?.configs.fallbackAnalytics === true,
    subclusterStatus: sub ? sub.status : null,
  };
}

const RED_FIRST: readonly ServiceNodeStatusName[] = [
  'error',
  'failed to start',
  'startup error',
  'terminated unexpectedly',
  'not responding',
  'NA',
];

/** A service's overall status ({service}Status): a problem first, then a move under way, then not running. */
export function overallStatus(statuses: readonly ServiceNodeStatusName[]): ServiceNodeStatusName | null {
  if (statuses.length === 0) return null;
  const first = (match: (s: ServiceNodeStatusName) => boolean) => statuses.find(match) ?? null;
  return (
    first((s) => RED_FIRST.includes(s)) ??
    first(isTransitionalNodeStatus) ??
    first((s) => s === 'not running' || s === 'sleeping') ??
    first((s) => s === 'started with warnings') ??
    statuses[0] ??
    null
  );
}

function nodeStatusWord(node: ServiceNode): ServiceNodeStatusName {
  return typeof node.status === 'string' ? node.status : node.status.statusType;
}

/** GET instances/{id}/services/status, from the rows as they are (call reconcileNodes first). */
export function statusResponse(db: Database, row: InstanceRow): ServicesStatusResponse {
  const cluster = clusterStatus(row);
  const subs = new Map(subClustersOf(db, row.id).map((s) => [s.id, s]));
  const lists: Record<ServiceKey, ServiceNode[]> = {
    analytics: [],
    loader: [],
    sqli: [],
    notebook: [],
    analyticsSubCluster: [],
    loaderSubCluster: [],
  };
  for (const node of nodesOf(db, row.id)) {
    const sub = node.sub_cluster_id ? (subs.get(node.sub_cluster_id) ?? null) : null;
    const list = lists[node.service as ServiceKey];
    if (list) list.push(toServiceNode(node, cluster, sub));
  }
  const overall = (service: ServiceKey) => overallStatus(lists[service].map(nodeStatusWord));
  const response: ServicesStatusResponse = {
    analyticsServices: lists.analytics,
    loaderServices: lists.loader,
    sqliService: lists.sqli,
    notebookService: lists.notebook,
    analyticsSubClusterServices: lists.analyticsSubCluster,
    loaderSubClusterServices: lists.loaderSubCluster,
    analyticsStatus: overall('analytics') ?? 'NA',
    loaderStatus: overall('loader') ?? 'NA',
    sqliStatus: overall('sqli'),
    notebookStatus: overall('notebook') ?? 'NA',
    analyticsSubClusterStatus: overall('analyticsSubCluster'),
    loaderSubClusterStatus: overall('loaderSubCluster'),
  };
  return response;
}

// --- Actions ---------------------------------------------------------------------------------------

/** The first phase of an action (doc 2 §4). */
export function beginAction(ctx: EmulatorContext, row: ServiceNodeRow, action: NodeActionName, now: number, epoch: string | null): void {
  const delay = (ms: number) => now + ctx.clock.realDelay(ms);
  switch (action) {
    case 'stop':
      updateNode(ctx.db, row, { status: 'stopping', step: 'stop', phase_ends_at: delay(NODE_PHASES.stopMs) }, epoch);
      return;
    case 'restart':
      updateNode(ctx.db, row, { status: 'stopping', step: 'restart', phase_ends_at: delay(NODE_PHASES.stopMs) }, epoch);
      return;
    case 'start':
    case 'forceRestart':
      updateNode(ctx.db, row, { status: 'starting', step: 'start', phase_ends_at: delay(NODE_PHASES.startMs) }, epoch);
      return;
  }
}

export interface StartOutcome {
  status: ServiceNodeStatusName;
  status_message: string | null;
  warnings: string | null;
  error: string | null;
}

/** How a node's `starts`-th start ends (the rule in the file's comment). */
export function startOutcome(service: string, starts: number): StartOutcome {
  const odd = starts % 2 === 1;
  if (service === 'notebook' && odd) {
    return { status: 'failed to start', status_message: NODE_PROBLEMS.failedMessage, warnings: null, error: NODE_PROBLEMS.failedError };
  }
  if (service === 'sqli' && odd) {
    return {
      status: 'started with warnings',
      status_message: NODE_PROBLEMS.warningMessage,
      warnings: JSON.stringify(NODE_PROBLEMS.warnings),
      error: null,
    };
  }
  return { status: 'running', status_message: null, warnings: null, error: null };
}
