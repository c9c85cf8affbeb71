/**
 * The cluster a completed deployment made (doc 3 §4: the pipeline's last stage triggers the cluster's
 * creation, and the card disappears once it completes, so the cluster takes its place in the list). It is
 * named after the deployment, runs on the customer's own subscription (platform `az`) in the deployment's
 * region, and starts in the creating phase at the instant the deployment completed; the lifecycle
 * simulator takes it to running like any other new cluster.
 */
import type { CreateInput } from '../../src/domain/schemas/create-cluster';
import { DEFAULT_IDLE_TIME_KEY } from '../../src/domain/constants';
import type { EmulatorContext } from '../context';
import { DEFAULT_IMAGE, isKnownImage, ownRegionRow, sizeByName, toRegion } from '../clusters/catalog';
import { insertCreating } from '../clusters/create/new-cluster';
import type { RegionRow } from '../clusters/schema';
import { syncUserCounts } from '../clusters/store';
import { getProfile, requireUserRow } from '../users/store';
import type { PipelineRow } from './schema';

/** The size a deployment's cluster gets: the middle of what a customer's own subscription offers. */
export const DEPLOYED_CLUSTER_SIZE = 'medium';

/** Azure's region name as its id: 'East US' → 'eastus', 'UK South' → 'uksouth'. */
export function azureRegionId(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

/** The owner's own `az` region for the deployment's region, registered now when the owner has none yet. */
function ownRegion(ctx: EmulatorContext, userUuid: string, regionName: string): RegionRow {
  const id = azureRegionId(regionName);
  const find = () =>
    ctx.db
      .prepare("SELECT * FROM regions WHERE user_uuid = ? AND platform = 'az' AND region = ?")
      .get(userUuid, id) as RegionRow | undefined;
  const existing = find();
  if (existing) return existing;
  const { count } = ctx.db.prepare('SELECT COUNT(*) AS count FROM regions WHERE user_uuid = ?').get(userUuid) as { count: number };
  const row = ownRegionRow(userUuid, id, regionName, 'az', count);
  ctx.db
    .prepare(
      `INSERT OR IGNORE INTO regions (cluster_code, region, region_alias, platform, zone, url, app_id, is_available, user_uuid, sort_order)
       VALUES (@cluster_code, @region, @region_alias, @platform, @zone, @url, @app_id, @is_available, @user_uuid, @sort_order)`,
    )
    .run(row);
  return find() ?? row;
}

function nameInUse(ctx: EmulatorContext, name: string): { owner_uuid: string } | undefined {
  return ctx.db.prepare('SELECT owner_uuid FROM instances WHERE name = ?').get(name) as { owner_uuid: string } | undefined;
}

/**
 * The deployment's name, or, when another account's cluster holds it, the name with the first free
 * `-2`, `-3`, … suffix. Null when the owner already has a cluster of that name (the deployment's own,
 * made by an earlier pass).
 */
function clusterName(ctx: EmulatorContext, row: PipelineRow): string | null {
  const base = row.configuration_name;
  const holder = nameInUse(ctx, base);
  if (!holder) return base;
  if (holder.owner_uuid === row.user_uuid) return null;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!nameInUse(ctx, candidate)) return candidate;
  }
}

/**
 * Inserts the completed deployment's cluster, creating from `row.updated_at` (the completion). Runs inside
 * the caller's transaction. Answers the cluster's name, or null when it already exists.
 */
export function insertDeployedCluster(ctx: EmulatorContext, row: PipelineRow): string | null {
  const name = clusterName(ctx, row);
  if (name === null) return null;
  const region = ownRegion(ctx, row.user_uuid, row.region);
  const size = sizeByName(DEPLOYED_CLUSTER_SIZE);
  if (!size) throw new Error(`Unknown size ${DEPLOYED_CLUSTER_SIZE}`);
  const input: CreateInput = {
    name,
    platform: 'az',
    region: toRegion(region),
    appId: region.app_id,
    image: isKnownImage(row.incorta_image) ? row.incorta_image : DEFAULT_IMAGE.image,
    installation: 'typical',
    dsize: 50,
    idleTime: DEFAULT_IDLE_TIME_KEY,
    blueprintId: null,
    optimizationLevel: 'General Purpose',
    csize: size,
    analyticsSize: size,
    loaderSize: size,
    sleeppable: true,
  };
  const isPremium = getProfile(requireUserRow(ctx.db, row.user_uuid)).role.name !== 'free';
  insertCreating(ctx, row.user_uuid, input, { isPremium, sqliEnabled: false, analyticsNodes: 1, loaderNodes: 1, at: row.updated_at });
  syncUserCounts(ctx.db, row.user_uuid);
  return name;
}
