/**
 * What create and clone share: the checks before a new cluster (doc 1 §6) and its insertion in the creating
 * phase, after which the lifecycle simulator takes it on.
 */
import { randomUUID } from 'node:crypto';
import type { Platform, User } from '../../../src/contract/types';
import { isToggleEnabled } from '../../../src/domain/permissions';
import { HttpError, invalid } from '../../api-helpers';
import type { EmulatorContext } from '../../context';
import { requireAction } from '../kit';
import { CLUSTER_MESSAGES } from '../messages';
import { creatingDuration } from '../lifecycle/phases';
import { ownedCount } from '../store';
import type { CreateInput } from '../../../src/domain/schemas/create-cluster';

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** Trial not expired, allowed count not reached, platform enabled and its create action supported. */
export function checkMayCreate(ctx: EmulatorContext, user: User, platform: Platform): void {
  if (user.trialExpired) throw new HttpError(403, CLUSTER_MESSAGES.trialExpired);
  if (platform === 'az' && !isToggleEnabled(user, 'azureSupport')) throw new HttpError(403, CLUSTER_MESSAGES.toggleOff);
  if (platform === 'az-saas' && !isToggleEnabled(user, 'azureSaaSSupport')) throw new HttpError(403, CLUSTER_MESSAGES.toggleOff);
  requireAction(user, 'cluster_create', platform);
  if (ownedCount(ctx.db, user.uuid) >= user.configurations.allowedInstances.count) {
    throw new HttpError(403, CLUSTER_MESSAGES.limitReached);
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function nameTaken(): HttpError {
  return invalid([{ fieldName: 'name', message: CLUSTER_MESSAGES.nameTaken }]);
}

/**
 * Inserts a new cluster in its creating phase; the simulator takes it from there. `at` (default the clock's
 * now) is when the create began: a deployment that completed during a clock jump starts its cluster then.
 */
export function insertCreating(
  ctx: EmulatorContext,
  ownerUuid: string,
  input: CreateInput,
  extra: { isPremium: boolean; sqliEnabled: boolean; analyticsNodes: number; loaderNodes: number; at?: number },
): string {
  const now = extra.at ?? ctx.clock.now();
  const id = randomUUID();
  ctx.db
    .prepare(
      `INSERT INTO instances (id, name, owner_uuid, platform, image, custom_build, csize, analytics_size, loader_size,
         cluster_code, region, region_alias, zone, app_id, idle_time, dsize, installation, optimization_level,
         blueprint_id, sleeppable, is_premium, corrupted, cloneable, sqli_enabled, analytics_nodes, loader_nodes,
         status, service_status, created_at, running_at, phase_ends_at, last_activity_at)
       VALUES (@id, @name, @owner, @platform, @image, 0, @csize, @analytics, @loader,
         @code, @region, @alias, @zone, @appId, @idleTime, @dsize, @installation, @optimization,
         @blueprint, @sleeppable, @premium, 0, @cloneable, @sqli, @analyticsNodes, @loaderNodes,
         'creating', 'loading', @createdAt, NULL, @endsAt, @now)`,
    )
    .run({
      id,
      name: input.name,
      owner: ownerUuid,
      platform: input.platform,
      image: input.image,
      csize: input.csize.name,
      analytics: input.analyticsSize.id,
      loader: input.loaderSize.id,
      code: input.region.cluster_code,
      region: input.region.region,
      alias: input.region.regionAlias,
      zone: input.region.zone,
      appId: input.appId,
      idleTime: input.idleTime,
      dsize: input.dsize,
      installation: input.installation,
      optimization: input.optimizationLevel,
      blueprint: input.blueprintId,
      sleeppable: input.sleeppable ? 1 : 0,
      premium: extra.isPremium ? 1 : 0,
      cloneable: input.platform === 'gc' ? 1 : 0,
      sqli: extra.sqliEnabled ? 1 : 0,
      analyticsNodes: extra.analyticsNodes,
      loaderNodes: extra.loaderNodes,
      createdAt: iso(now),
      endsAt: now + ctx.clock.realDelay(creatingDuration()),
      now,
    });
  return id;
}
