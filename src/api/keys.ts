/**
 * Every query and mutation key of the app, in one place (issue 11 §3). Keys are hierarchical and
 * scoped by user and, for a cluster's data, by cluster:
 *
 *   ['u', uuid]                                         everything of one user (a deployment push alert)
 *   ['u', uuid, 'clusters']                             the list and every cluster
 *   ['u', uuid, 'clusters', 'one', name]                everything of one cluster (delete, a push alert)
 *   ['u', uuid, 'clusters', 'one', name, part]          one part of it; `part` from a closed union
 *
 * so invalidating a prefix reaches exactly what a change touched. Data that belongs to nobody (the
 * catalog, system configurations, the runtime config) sits under its own root. The lint forbids an
 * array literal as a `queryKey` or `mutationKey` anywhere else: a screen cannot invent a key.
 */
import type { SizesQuery } from './catalog';
import type { InvitationKind, InvitationLink } from '../contract/types';

/**
 * The parts of one cluster a screen may read. A closed union: a new tab adds its part here, and the
 * cluster's prefix still reaches it.
 */
export type ClusterPart =
  | 'instance'
  | 'services'
  /** DB_CONNECTION, DB_USER, DB_PW: memory only, never persisted (doc 2 §9: cached 240 s). */
  | 'secrets'
  /** The temporary support access token (doc 2 §4). */
  | 'cli-token'
  /** Scheduled (pending) updates (doc 2 §4). */
  | 'pending-updates'
  /** Per-node disk use (doc 2 §2). */
  | 'nodes'
  /** The main tab's consumption summary (doc 2 §2, §3): persisted, polled 15 s (doc 2 §9). */
  | 'consumption'
  /** Every service node's status (doc 2 §4 services control): polled 5 s after an action. */
  | 'services-status'
  /** Scheduled events (doc 2 §3, §9: refreshed every 5 min). */
  | 'scheduled-events'
  /** Cluster Administration Users (doc 2 §2 Access and Security). */
  | 'authorized-users'
  /** The IP allow-list (doc 2 §2 IP Whitelisting). */
  | 'whitelists'
  /** Libraries of every runtime (doc 2 §4: polled 120 s, 30 s while one is in progress). */
  | 'libraries'
  /** Server and tenant settings (doc 2 §4: only while running; no refetch on focus or reconnect). */
  | 'advanced-configs'
  /** The cluster's tenants (doc 2 §3 Tenant). */
  | 'tenants'
  /** Data apps imported onto the cluster and their import status (doc 2 §9, doc 3). */
  | 'data-app-imports'
  /** Whether the user's push alerts of the cluster are snoozed, and until when (issue 28). */
  | 'alert-snooze';

const user = (uuid: string) => ['u', uuid] as const;
const clusters = (uuid: string) => [...user(uuid), 'clusters'] as const;
const cluster = (uuid: string, name: string) => [...clusters(uuid), 'one', name] as const;

export const keys = {
  user,
  me: (uuid: string) => [...user(uuid), 'me'] as const,
  clusters,
  clusterList: (uuid: string) => [...clusters(uuid), 'list'] as const,
  cluster,
  clusterPart: (uuid: string, name: string, part: ClusterPart) => [...cluster(uuid, name), part] as const,
  /** One page of data agent connections, by search text (doc 2 §9: page size 10, search debounced 500 ms). */
  dataAgents: (uuid: string, name: string, page: number, search: string) =>
    [...cluster(uuid, name), 'data-agents', page, search] as const,
  /** Every page of data agent connections, for invalidation after a change. */
  dataAgentsAll: (uuid: string, name: string) => [...cluster(uuid, name), 'data-agents'] as const,
  /** Replica history of the scaling tab's charts, by duration in hours (doc 2 §7: 1, 24 or 168). */
  autoscaleHistory: (uuid: string, name: string, hours: number) => [...cluster(uuid, name), 'autoscale-history', hours] as const,
  /** Clusters a data app can be installed on or exported from (doc 3 §7 valid_bp_clusters). */
  dataAppClusters: (uuid: string) => [...user(uuid), 'data-app-clusters'] as const,
  /** Plans (doc 3 §4, §7): whether a downgrade to free is allowed now. */
  downgradeCheck: (uuid: string) => [...user(uuid), 'plan', 'downgrade'] as const,
  /** GET payment/{userId} (doc 1 §7, doc 3 §7). */
  payment: (uuid: string) => [...user(uuid), 'payment'] as const,
  /** Billing history (doc 3 §7): statshistory of one month ('MM/yyyy') and statshistorytotal. */
  statsHistory: (uuid: string, month: string) => [...user(uuid), 'stats-history', month] as const,
  statsHistoryTotal: (uuid: string) => [...user(uuid), 'stats-history', 'total'] as const,
  /** The consumption page (doc 3 §2, §3): every cluster's use over one range (ISO days, inclusive). */
  consumption: (uuid: string, from: string, to: string) => [...user(uuid), 'consumption', from, to] as const,
  consumptionAll: (uuid: string) => [...user(uuid), 'consumption'] as const,
  /** In-app notifications (doc 1 §4): read on cluster pages only. */
  notifications: (uuid: string) => [...user(uuid), 'notifications'] as const,
  pipeline: (uuid: string) => [...user(uuid), 'pipeline'] as const,
  pipelineStatus: (uuid: string) => [...user(uuid), 'pipeline', 'status'] as const,
  pushSubscriptions: (uuid: string) => [...user(uuid), 'push-subscriptions'] as const,
  /** The operators answer includes the caller's own cloud-provider regions, hence the user scope. */
  regions: (uuid: string) => [...user(uuid), 'regions'] as const,
  catalog: () => ['catalog'] as const,
  sizes: (query: SizesQuery) => ['catalog', 'sizes', query.platform, query.clusterCode ?? ''] as const,
  images: () => ['catalog', 'images'] as const,
  defaultImage: () => ['catalog', 'images', 'default'] as const,
  blueprints: () => ['catalog', 'blueprints'] as const,
  /** The whole data apps catalogue and its data sources (the import dialog; the create form reads a few fields under blueprints). */
  dataAppCatalogue: () => ['catalog', 'data-apps'] as const,
  idleTimes: () => ['catalog', 'idleTimes'] as const,
  systemConfig: (configKey: string) => ['systemConfig', configKey] as const,
  invitation: (kind: InvitationKind, link: InvitationLink) =>
    ['invitations', kind, link.userID, link.instanceID] as const,
  /** config.json as the page read it (the account screens show the password connection from it). */
  runtimeConfig: () => ['runtime-config'] as const,
  /** This browser's push state (permission, subscription): per device, not per user. */
  pushDevice: () => ['push-device'] as const,
};

/**
 * Mutation keys: under the scope they change, so `useMutationState({ filters: { mutationKey:
 * mutationKeys.clusters(uuid) } })` finds every cluster change under way.
 */
export const mutationKeys = {
  clusters,
  /** Snoozing or resuming one's alerts of a cluster (issue 28): not a change of the cluster, so not under its key. */
  alertSnooze: (uuid: string) => [...user(uuid), 'alert-snooze'] as const,
  /** A device's quiet hours (issue 28). */
  pushQuietHours: (uuid: string) => [...user(uuid), 'push-quiet-hours'] as const,
  connect: (uuid: string) => [...clusters(uuid), 'connect'] as const,
  disconnect: (uuid: string) => [...clusters(uuid), 'disconnect'] as const,
  clone: (uuid: string) => [...clusters(uuid), 'clone'] as const,
  delete: (uuid: string) => [...clusters(uuid), 'delete'] as const,
  create: (uuid: string) => [...clusters(uuid), 'create'] as const,
  upgrade: (uuid: string) => [...clusters(uuid), 'upgrade'] as const,
  pendingUpdate: (uuid: string) => [...clusters(uuid), 'pending-update'] as const,
  cliToken: (uuid: string) => [...clusters(uuid), 'cli-token'] as const,
  /** Operating a cluster (doc 2 §2, §4, §7; issue 13). */
  clusterUpdate: (uuid: string) => [...clusters(uuid), 'update'] as const,
  featureSwitch: (uuid: string) => [...clusters(uuid), 'feature-switch'] as const,
  nodeAction: (uuid: string) => [...clusters(uuid), 'node-action'] as const,
  nodeCount: (uuid: string) => [...clusters(uuid), 'node-count'] as const,
  autoscale: (uuid: string) => [...clusters(uuid), 'autoscale'] as const,
  subCluster: (uuid: string) => [...clusters(uuid), 'sub-cluster'] as const,
  scheduledEvent: (uuid: string) => [...clusters(uuid), 'scheduled-event'] as const,
  /** Administering a cluster (doc 2 §2, §4, §7; issue 14). */
  clusterUsers: (uuid: string) => [...clusters(uuid), 'cluster-users'] as const,
  whitelist: (uuid: string) => [...clusters(uuid), 'whitelist'] as const,
  libraries: (uuid: string) => [...clusters(uuid), 'libraries'] as const,
  advancedConfigs: (uuid: string) => [...clusters(uuid), 'advanced-configs'] as const,
  dataAgents: (uuid: string) => [...clusters(uuid), 'data-agents'] as const,
  dataAppImport: (uuid: string) => [...clusters(uuid), 'data-app-import'] as const,
  /** Data apps page, plans, tracking consent (doc 3; issue 15). */
  dataAppExport: (uuid: string) => [...user(uuid), 'data-app-export'] as const,
  planChange: (uuid: string) => [...user(uuid), 'plan', 'change'] as const,
  trackingConsent: (uuid: string) => [...user(uuid), 'tracking-consent'] as const,
  markRead: (uuid: string) => [...user(uuid), 'notifications', 'read'] as const,
  consent: () => ['consent'] as const,
  account: (uuid: string) => [...user(uuid), 'account'] as const,
  provision: (uuid: string) => [...user(uuid), 'provision'] as const,
  support: () => ['support'] as const,
  pushAlerts: (uuid: string) => [...user(uuid), 'push-alerts'] as const,
};
