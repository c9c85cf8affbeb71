/**
 * Reading and writing clusters: row ↔ wire conversion, who sees what, in-app notifications, and the
 * cluster counts the user profile carries. Route handlers and the simulator both go through here.
 */
import type { Database } from '../db';
import type {
  ClusterRoleName,
  Instance,
  InstanceServiceCount,
  Notification,
  OptimizationLevel,
  Platform,
  Service,
  SizeRef,
} from '../../src/contract/types';
import { isClusterRole, policyFor } from '../../src/domain/policies';
import { deriveClusterStatus, type ClusterStatus } from '../../src/domain/status';
import type { EmulatorContext, EmulatorEvent } from '../context';
import { getProfile, saveProfile } from '../users/store';
import { findUserRowByUuid } from '../users/accounts';
import { idleTimeDisplay, sizeById, SIZES } from './catalog';
import type { InstanceRow, NotificationRow } from './schema';
import { clusterPath } from '../../src/domain/paths';
import type { NotificationEvent } from '../../src/domain/notification-events';

/** An instance as one user sees it: the row, the owner's name and email, and the user's role on it. */
export interface VisibleInstance {
  row: InstanceRow;
  role: ClusterRoleName;
  ownerFullName: string;
  ownerEmail: string;
}

interface JoinedRow extends InstanceRow {
  owner_full_name: string | null;
  owner_email: string;
  viewer_role: string;
}

const VISIBLE_SQL = `
  SELECT i.*, u.email AS owner_email, json_extract(u.profile, '$.fullName') AS owner_full_name,
         CASE WHEN i.owner_uuid = @uuid THEN 'owner' ELSE r.role END AS viewer_role
  FROM instances i
  JOIN users u ON u.uuid = i.owner_uuid
  LEFT JOIN cluster_roles r ON r.instance_id = i.id AND r.user_uuid = @uuid
  WHERE (i.owner_uuid = @uuid OR r.user_uuid IS NOT NULL)`;

function toVisible(row: JoinedRow): VisibleInstance {
  const { owner_full_name, owner_email, viewer_role, ...instance } = row;
  return {
    row: instance,
    role: isClusterRole(viewer_role) ? viewer_role : 'developer',
    ownerFullName: owner_full_name ?? owner_email,
    ownerEmail: owner_email,
  };
}

/** Every cluster the user owns or holds a role on, newest first. */
export function listVisible(db: Database, uuid: string): VisibleInstance[] {
  const rows = db.prepare(`${VISIBLE_SQL} ORDER BY i.created_at DESC, i.name`).all({ uuid }) as JoinedRow[];
  return rows.map(toVisible);
}

export function findVisibleByName(db: Database, uuid: string, name: string): VisibleInstance | null {
  const row = db.prepare(`${VISIBLE_SQL} AND i.name = @name COLLATE NOCASE`).get({ uuid, name }) as JoinedRow | undefined;
  return row ? toVisible(row) : null;
}

export function findVisibleById(db: Database, uuid: string, id: string): VisibleInstance | null {
  const row = db.prepare(`${VISIBLE_SQL} AND i.id = @id`).get({ uuid, id }) as JoinedRow | undefined;
  return row ? toVisible(row) : null;
}

export function findInstanceRowById(db: Database, id: string): InstanceRow | null {
  return (db.prepare('SELECT * FROM instances WHERE id = ?').get(id) as InstanceRow | undefined) ?? null;
}

export function isNameTaken(db: Database, name: string): boolean {
  return db.prepare('SELECT 1 FROM instances WHERE name = ? COLLATE NOCASE').get(name) !== undefined;
}

export function ownedCount(db: Database, uuid: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM instances WHERE owner_uuid = ?').get(uuid) as { n: number }).n;
}

// --- Wire shapes ---------------------------------------------------------------------------------

/** The domain every emulated cluster's host name is under: the emulator's default cluster domain. */
export const CLUSTER_HOST_DOMAIN = 'cloud.analytics-cloud.example';

export function hostNameOf(name: string): string {
  return `${name.toLowerCase()}.${CLUSTER_HOST_DOMAIN}`;
}

function sizeRef(id: string): SizeRef {
  const size = sizeById(id) ?? SIZES[0];
  if (!size) throw new Error('The size catalogue is empty');
  return { id: size.id, name: size.name, displayName: size.displayName, ipu: size.ipu, order: size.order };
}

export function toInstance(v: VisibleInstance): Instance {
  const r = v.row;
  return {
    id: r.id,
    name: r.name,
    hostName: hostNameOf(r.name),
    createdAt: r.created_at,
    owner: { fullName: v.ownerFullName, email: v.ownerEmail },
    platform: r.platform as Platform,
    image: r.image,
    customBuild: r.custom_build === 1,
    csize: r.csize,
    analyticsSize: sizeRef(r.analytics_size),
    loaderSize: sizeRef(r.loader_size),
    regionAlias: r.region_alias,
    region: r.region,
    zone: r.zone,
    k8sClusterCode: r.cluster_code,
    idleTime: r.idle_time,
    displayIdleTime: r.sleeppable === 1 ? idleTimeDisplay(r.idle_time) : 'Never',
    dsize: r.dsize,
    isPremium: r.is_premium === 1,
    corrupted: r.corrupted === 1,
    cloneable: r.cloneable === 1,
    status: r.status,
    runningAt: r.running_at,
    analyticsNodes: r.analytics_nodes,
    loaderNodes: r.loader_nodes,
    sqliEnabled: r.sqli_enabled === 1,
    installation: r.installation === 'custom' ? 'custom' : 'typical',
    optimizationLevel: r.optimization_level as OptimizationLevel,
    blueprintId: r.blueprint_id,
    clusterPolicy: policyFor(v.role),
  };
}

/** The status a user sees (doc 1 §4), derived from the row as the app derives it from the wire. */
export function clusterStatus(row: InstanceRow): ClusterStatus {
  return deriveClusterStatus(
    { corrupted: row.corrupted === 1, status: row.status, runningAt: row.running_at },
    { status: row.service_status },
  );
}

export function toService(row: InstanceRow): Service {
  return { instanceId: row.id, url: `https://${hostNameOf(row.name)}/analytics/`, status: row.service_status };
}

export function instanceServiceCounts(visible: readonly VisibleInstance[]): InstanceServiceCount[] {
  return visible.map((v) => ({
    instanceId: v.row.id,
    analyticsNodes: v.row.analytics_nodes,
    loaderNodes: v.row.loader_nodes,
  }));
}

/**
 * The profile's `instancesCount` (clusters the user owns, what the allowed count limits) and
 * `instanceServices` (node counts of every cluster they see) follow each change, so GET me agrees
 * with the list without the users module knowing about clusters.
 */
export function syncUserCounts(db: Database, uuid: string): void {
  const row = findUserRowByUuid(db, uuid);
  if (!row) return;
  const profile = getProfile(row);
  profile.instancesCount = ownedCount(db, uuid);
  profile.instanceServices = instanceServiceCounts(listVisible(db, uuid));
  saveProfile(db, uuid, profile);
}

/** Everyone whose profile counts include the cluster: the owner and every role holder. */
export function usersOfInstance(db: Database, instanceId: string): string[] {
  const rows = db
    .prepare(
      `SELECT owner_uuid AS uuid FROM instances WHERE id = ?
       UNION SELECT user_uuid AS uuid FROM cluster_roles WHERE instance_id = ?`,
    )
    .all(instanceId, instanceId) as { uuid: string }[];
  return rows.map((r) => r.uuid);
}

// --- Notifications -------------------------------------------------------------------------------

export type NotificationType = 'success' | 'failure' | 'info';
export type { NotificationEvent };

export interface ClusterNotice {
  userId: string;
  instanceName: string;
  /** Event code, e.g. CREATE_CLUSTER: one the console has a title for (domain/notification-events.ts). */
  event: NotificationEvent;
  eventType: NotificationType;
  message: string;
  /** Event kind for listeners (push, page refresh), e.g. 'cluster.running'. */
  kind: string;
  title: string;
  /** Wall-clock epoch ms of the transition. */
  at: number;
}

/** Records an in-app notification; returns the event to emit once the transaction has committed. */
export function recordNotice(db: Database, notice: ClusterNotice): EmulatorEvent {
  db.prepare(
    `INSERT INTO notifications (user_uuid, instance_name, event, event_type, message, created_at, read)
     VALUES (?, ?, ?, ?, ?, ?, 0)`,
  ).run(notice.userId, notice.instanceName, notice.event, notice.eventType, notice.message, new Date(notice.at).toISOString());
  return {
    userId: notice.userId,
    kind: notice.kind,
    title: notice.title,
    body: notice.message,
    tag: `cluster:${notice.instanceName}`,
    url: clusterPath(notice.instanceName),
    ...(notice.eventType === 'failure' ? { failed: true } : {}),
  };
}

export function emitAll(ctx: EmulatorContext, events: readonly EmulatorEvent[]): void {
  for (const event of events) ctx.events.emit('event', event);
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    event: row.event,
    eventType: row.event_type,
    message: row.message,
    createdAt: row.created_at,
    read: row.read === 1,
    instanceName: row.instance_name,
  };
}

/** How many notifications the list returns, newest first. */
export const NOTIFICATION_LIST_LIMIT = 100;
