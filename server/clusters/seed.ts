/**
 * Demo clusters, roles, invitations and cloud-provider regions. Ids are fixed so tests, docs and the
 * README can name them (e.g. the invitation links of user@ and manager@).
 *
 * premium@  sales-analytics (running, always on, latest release; manager@ Manager, user@ User, billing@ Billing User),
 *           marketing-bi (disconnected, one release behind: an update of it is scheduled; manager@ Manager
 *           with a pending ownership transfer, user@ invited), legacy-reporting (corrupted, old release),
 *           ops-metrics (creating). Four of five allowed: one more fits.
 * enterprise@ enterprise-dwh (running, one release behind, may be updated by build number),
 *           eu-reporting (disconnected, two releases behind, updates locked: Self_Upgrade).
 * trial@    trial-demo (running).   expired@ evan-sandbox (disconnected).
 * partner@  partner-demo (running): Data Apps export and the consumption page's exports.
 * The older clusters were created about a year ago, so the consumption page has a year of history.
 * azure@    two regions of their own subscription (platform az).
 */
import type { EmulatorContext } from '../context';
import { DEMO_UUIDS } from '../users/seed-users';
import { SELF_UPGRADE } from '../../src/domain/upgrade';
import { DEFAULT_IMAGE, HOUR_MS, managedRegionRows, ownRegionRow, RELEASES, sizeByName, SIZES } from './catalog';
import type { InstanceRow, RegionRow } from './schema';
import { SEED_INSTANCE_IDS } from './seed-ids';
import { syncUserCounts } from './store';
import { setSettings, type InstanceSettings } from './upgrade/store';
import { seedClusterUsers } from './cluster-users/seed';
import { seedDataAgents } from './data-agents/seed';
import { seedLibraries } from './libraries/seed';
import { seedScaling } from './scaling/seed';
import { seedSubClusters } from './sub-clusters/store';
import { seedWhitelist } from './whitelist/seed';

const DAY = 24 * HOUR_MS;
const MINUTE = 60_000;

type Phase = 'running' | 'sleeping' | 'creating' | 'corrupted';

interface SeedCluster {
  id: string;
  name: string;
  owner: string;
  phase: Phase;
  region: string;
  csize: string;
  image?: string;
  idleTime?: number;
  alwaysOn?: boolean;
  ageDays: number;
  dsize?: number;
  nodes?: [analytics: number, loader: number];
  premium?: boolean;
  optimization?: 'Analytics Optimized' | 'General Purpose' | 'Loader Optimized';
  /** What the platform sets on the cluster (byBuildNumber, lockedActions); none: the defaults. */
  settings?: Partial<InstanceSettings>;
}

const CLUSTERS: readonly SeedCluster[] = [
  { id: SEED_INSTANCE_IDS.salesAnalytics, name: 'sales-analytics', owner: DEMO_UUIDS.premium, phase: 'running', region: 'us-east4', csize: 'larges1', alwaysOn: true, ageDays: 380, dsize: 200, nodes: [2, 1], premium: true },
  { id: SEED_INSTANCE_IDS.marketingBi, name: 'marketing-bi', owner: DEMO_UUIDS.premium, phase: 'sleeping', region: 'europe-west2', csize: 'medium', image: RELEASES[1], idleTime: 2, ageDays: 370, premium: true, optimization: 'Analytics Optimized' },
  { id: SEED_INSTANCE_IDS.legacyReporting, name: 'legacy-reporting', owner: DEMO_UUIDS.premium, phase: 'corrupted', region: 'us-central1', csize: 'small', image: RELEASES[4], ageDays: 390, premium: true },
  { id: SEED_INSTANCE_IDS.opsMetrics, name: 'ops-metrics', owner: DEMO_UUIDS.premium, phase: 'creating', region: 'us-west1', csize: 'medium', ageDays: 0, premium: true },
  { id: SEED_INSTANCE_IDS.enterpriseDwh, name: 'enterprise-dwh', owner: DEMO_UUIDS.enterprise, phase: 'running', region: 'us-east1', csize: 'larges3', image: RELEASES[1], idleTime: 24, ageDays: 500, dsize: 500, nodes: [3, 2], premium: true, optimization: 'Loader Optimized', settings: { byBuildNumber: true } },
  { id: SEED_INSTANCE_IDS.euReporting, name: 'eu-reporting', owner: DEMO_UUIDS.enterprise, phase: 'sleeping', region: 'europe-west3', csize: 'larges1', image: RELEASES[2], idleTime: 4, ageDays: 400, premium: true, settings: { lockedActions: [SELF_UPGRADE] } },
  { id: SEED_INSTANCE_IDS.trialDemo, name: 'trial-demo', owner: DEMO_UUIDS.trial, phase: 'running', region: 'us-east4', csize: 'small', idleTime: 1, ageDays: 4 },
  { id: SEED_INSTANCE_IDS.evanSandbox, name: 'evan-sandbox', owner: DEMO_UUIDS.expired, phase: 'sleeping', region: 'us-east4', csize: 'small', idleTime: 1, ageDays: 44 },
  // The partner's connected cluster: what Data Apps export and the consumption page's exports read.
  { id: SEED_INSTANCE_IDS.partnerDemo, name: 'partner-demo', owner: DEMO_UUIDS.partner, phase: 'running', region: 'us-east4', csize: 'small', idleTime: 2, ageDays: 370, premium: true },
];

/** Roles on other people's clusters: [instance, user, role]. */
const ROLES: readonly [string, string, 'accountAdmin' | 'developer' | 'accountManager'][] = [
  [SEED_INSTANCE_IDS.salesAnalytics, DEMO_UUIDS.manager, 'accountAdmin'],
  [SEED_INSTANCE_IDS.salesAnalytics, DEMO_UUIDS.user, 'developer'],
  [SEED_INSTANCE_IDS.salesAnalytics, DEMO_UUIDS.billing, 'accountManager'],
  [SEED_INSTANCE_IDS.marketingBi, DEMO_UUIDS.manager, 'accountAdmin'],
];

/** Pending invitations: [instance, user, kind, role]. */
const INVITATIONS: readonly [string, string, 'cluster' | 'ownership', string][] = [
  [SEED_INSTANCE_IDS.marketingBi, DEMO_UUIDS.user, 'cluster', 'developer'],
  [SEED_INSTANCE_IDS.marketingBi, DEMO_UUIDS.manager, 'ownership', 'owner'],
];

function ownRegions(): RegionRow[] {
  return [
    ownRegionRow(DEMO_UUIDS.azure, 'eastus', 'East US (Virginia)', 'az', 0),
    ownRegionRow(DEMO_UUIDS.azure, 'westeurope', 'West Europe (Netherlands)', 'az', 1),
  ];
}

/** `realDelay`: the clock's, so the seeded create is as far along at any speed (2 of its 8 simulated minutes). */
function toRow(seed: SeedCluster, regions: readonly RegionRow[], now: number, realDelay: (simulatedMs: number) => number): InstanceRow {
  const region = regions.find((r) => r.region === seed.region && r.platform === 'gc');
  const size = sizeByName(seed.csize);
  if (!region || !size) throw new Error(`Seed cluster ${seed.name} names an unknown region or size`);
  // One order step below the chosen size (the smallest stays itself), as the create form derives it.
  const below = SIZES[Math.max(0, size.order - 2)] ?? size;
  const optimization = seed.optimization ?? 'General Purpose';
  const createdAt = now - seed.ageDays * DAY - 3 * HOUR_MS;
  const [analyticsNodes, loaderNodes] = seed.nodes ?? [1, 1];
  const base = {
    id: seed.id,
    name: seed.name,
    owner_uuid: seed.owner,
    platform: 'gc',
    image: seed.image ?? DEFAULT_IMAGE.image,
    custom_build: 0 as const,
    csize: size.name,
    analytics_size: optimization === 'Loader Optimized' ? below.id : size.id,
    loader_size: optimization === 'Analytics Optimized' ? below.id : size.id,
    cluster_code: region.cluster_code,
    region: region.region,
    region_alias: region.region_alias,
    zone: region.zone,
    app_id: region.app_id,
    idle_time: seed.idleTime ?? 1,
    dsize: seed.dsize ?? 50,
    installation: 'typical',
    optimization_level: optimization,
    blueprint_id: null,
    sleeppable: seed.alwaysOn ? (0 as const) : (1 as const),
    is_premium: seed.premium ? (1 as const) : (0 as const),
    corrupted: 0 as const,
    cloneable: 1 as const,
    sqli_enabled: 0 as const,
    analytics_nodes: analyticsNodes,
    loader_nodes: loaderNodes,
    created_at: new Date(createdAt).toISOString(),
  };
  switch (seed.phase) {
    case 'creating':
      return { ...base, created_at: new Date(now - realDelay(2 * MINUTE)).toISOString(), status: 'creating', service_status: 'loading', running_at: null, phase_ends_at: now + realDelay(6 * MINUTE), last_activity_at: now };
    case 'running':
      return { ...base, status: 'running', service_status: 'running', running_at: new Date(now - 2 * HOUR_MS).toISOString(), phase_ends_at: null, last_activity_at: now };
    case 'sleeping':
      return { ...base, status: 'sleeping', service_status: 'disconnected', running_at: new Date(now - 3 * DAY).toISOString(), phase_ends_at: null, last_activity_at: now - 2 * DAY };
    case 'corrupted':
      return { ...base, corrupted: 1, cloneable: 0, status: 'running', service_status: 'running', running_at: new Date(now - 20 * DAY).toISOString(), phase_ends_at: null, last_activity_at: now };
  }
}

/** Adds the regions that are missing; existing rows (and their availability) are left as they are. */
export function insertRegions(ctx: EmulatorContext, regions: readonly RegionRow[]): void {
  const insert = ctx.db.prepare(
    `INSERT OR IGNORE INTO regions (cluster_code, region, region_alias, platform, zone, url, app_id, is_available, user_uuid, sort_order)
     VALUES (@cluster_code, @region, @region_alias, @platform, @zone, @url, @app_id, @is_available, @user_uuid, @sort_order)`,
  );
  ctx.db.transaction(() => {
    for (const region of regions) insert.run(region);
  })();
}

export function seedClusters(ctx: EmulatorContext): void {
  const { db } = ctx;
  const now = ctx.clock.now();
  const regions = [...managedRegionRows(), ...ownRegions()];
  const insertInstance = db.prepare(
    `INSERT OR IGNORE INTO instances (id, name, owner_uuid, platform, image, custom_build, csize, analytics_size, loader_size,
       cluster_code, region, region_alias, zone, app_id, idle_time, dsize, installation, optimization_level, blueprint_id,
       sleeppable, is_premium, corrupted, cloneable, sqli_enabled, analytics_nodes, loader_nodes, status, service_status,
       created_at, running_at, phase_ends_at, last_activity_at)
     VALUES (@id, @name, @owner_uuid, @platform, @image, @custom_build, @csize, @analytics_size, @loader_size,
       @cluster_code, @region, @region_alias, @zone, @app_id, @idle_time, @dsize, @installation, @optimization_level, @blueprint_id,
       @sleeppable, @is_premium, @corrupted, @cloneable, @sqli_enabled, @analytics_nodes, @loader_nodes, @status, @service_status,
       @created_at, @running_at, @phase_ends_at, @last_activity_at)`,
  );
  const insertRole = db.prepare('INSERT OR IGNORE INTO cluster_roles (instance_id, user_uuid, role) VALUES (?, ?, ?)');
  const insertInvitation = db.prepare(
    `INSERT INTO cluster_invitations (instance_id, user_uuid, kind, role, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)`,
  );
  db.transaction(() => {
    insertRegions(ctx, regions);
    // Only demo users that exist (a database may hold fewer if an account was removed).
    const exists = db.prepare('SELECT 1 FROM users WHERE uuid = ?');
    for (const seed of CLUSTERS) {
      if (exists.get(seed.owner) !== undefined) insertInstance.run(toRow(seed, regions, now, (ms) => ctx.clock.realDelay(ms)));
    }
    const hasInstance = db.prepare('SELECT 1 FROM instances WHERE id = ?');
    for (const seed of CLUSTERS) {
      if (seed.settings && hasInstance.get(seed.id) !== undefined) setSettings(db, seed.id, seed.settings);
    }
    for (const [instance, user, role] of ROLES) {
      if (hasInstance.get(instance) !== undefined && exists.get(user) !== undefined) insertRole.run(instance, user, role);
    }
    for (const [instance, user, kind, role] of INVITATIONS) {
      if (hasInstance.get(instance) !== undefined && exists.get(user) !== undefined) {
        insertInvitation.run(instance, user, kind, role, new Date(now - DAY).toISOString());
      }
    }
    // One running loader sub-cluster on enterprise-dwh, so its self-managed clusters tab has something to show.
    if (hasInstance.get(SEED_INSTANCE_IDS.enterpriseDwh) !== undefined) {
      seedSubClusters(db, SEED_INSTANCE_IDS.enterpriseDwh, 'enterprise-dwh', now);
      // Two allow-list items, one inactive, so the IP Whitelisting section shows both states.
      seedWhitelist(ctx, SEED_INSTANCE_IDS.enterpriseDwh);
    }
    const users = db.prepare('SELECT uuid FROM users').all() as { uuid: string }[];
    for (const { uuid } of users) syncUserCounts(db, uuid);
  })();
  // A demo week of resizes for the scaling tab's charts, ending on the seeded node counts.
  seedScaling(ctx);
  // Five libraries on sales-analytics, one failed on two runtimes.
  seedLibraries(ctx);
  // eu-reporting gets Data agent on and 11 connections, one in each state of doc 2 §4.
  seedDataAgents(ctx);
  // When demo users last signed in to the clusters they hold a role on.
  seedClusterUsers(ctx);
}
