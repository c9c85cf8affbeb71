/**
 * Clone a cluster (doc 1 §4, §7): the source must be the caller's to clone (managementPolicy create, the clone
 * platform action), cloneable and connected; the copy starts creating with the source's shape.
 */
import type { Hono } from 'hono';
import type { OptimizationLevel, Platform } from '../../../src/contract/types';
import { HttpError } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { sizeById, sizeByName } from '../catalog';
import { checkMayCreate, insertCreating, isUniqueViolation, nameTaken } from '../create/new-cluster';
import { loadCluster, requireAction, requirePolicy, userScope, write } from '../kit';
import { CLUSTER_MESSAGES, NOTICE_TEXTS } from '../messages';
import { clusterStatus, findVisibleByName, syncUserCounts, toInstance } from '../store';
import { clonePayloadSchema } from '../../../src/domain/schemas/clone';
import { body } from '../../validate';
import type { CreateInput } from '../../../src/domain/schemas/create-cluster';
import { checkCloneName } from '../validation';

export function cloneRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  api.post('/users/:userId/instances/clone', userScope(ctx), body(clonePayloadSchema), async (c) => {
    const { name, clone: source } = c.var.body;
    const user = c.get('user');
    checkCloneName(db, name, (findVisibleByName(db, user.uuid, source)?.row.platform as Platform | undefined) ?? 'gc');
    const from = loadCluster(ctx, user, source);
    const instance = toInstance(from);
    requirePolicy(instance.clusterPolicy, 'managementPolicy', 'create');
    requireAction(user, 'clone', instance.platform);
    if (!instance.cloneable) throw new HttpError(409, CLUSTER_MESSAGES.notCloneable);
    if (clusterStatus(from.row) !== 'running') throw new HttpError(409, CLUSTER_MESSAGES.cloneNeedsRunning);
    checkMayCreate(ctx, user, instance.platform);

    const csize = sizeByName(from.row.csize);
    const analyticsSize = sizeById(from.row.analytics_size);
    const loaderSize = sizeById(from.row.loader_size);
    if (!csize || !analyticsSize || !loaderSize) throw new HttpError(409, CLUSTER_MESSAGES.notCloneable);
    const input: CreateInput = {
      name,
      platform: instance.platform,
      region: {
        cluster_code: from.row.cluster_code,
        region: from.row.region,
        regionAlias: from.row.region_alias,
        platform: instance.platform,
        zone: from.row.zone,
        url: '',
        app_id: from.row.app_id,
        isAvailable: true,
        userId: null,
      },
      appId: from.row.app_id,
      image: from.row.image,
      installation: from.row.installation === 'custom' ? 'custom' : 'typical',
      dsize: from.row.dsize,
      idleTime: from.row.idle_time,
      blueprintId: from.row.blueprint_id,
      csize,
      optimizationLevel: from.row.optimization_level as OptimizationLevel,
      analyticsSize,
      loaderSize,
      sleeppable: from.row.sleeppable === 1,
    };
    try {
      write(ctx, (w) => {
        checkMayCreate(ctx, user, instance.platform);
        insertCreating(ctx, user.uuid, input, {
          isPremium: from.row.is_premium === 1,
          sqliEnabled: from.row.sqli_enabled === 1,
          analyticsNodes: from.row.analytics_nodes,
          loaderNodes: from.row.loader_nodes,
        });
        db.prepare('UPDATE instances SET last_activity_at = ? WHERE id = ?').run(ctx.clock.now(), from.row.id);
        syncUserCounts(db, user.uuid);
        w.notify({ owner_uuid: user.uuid, name }, {
          event: 'CLONE_CLUSTER',
          kind: 'cluster.creating',
          title: 'Cloning cluster',
          message: NOTICE_TEXTS.createRequested(name),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    const created = loadCluster(ctx, user, name);
    return c.json({ message: CLUSTER_MESSAGES.cloned(name, from.row.name), instance: toInstance(created) }, 201);
  });
}
