/**
 * The cluster calls of spec doc 1 §7 (docs/emulator-api.md, "Cluster calls"): the list and its services,
 * create, update, clone, delete, connect, disconnect. Every write is validated first, then applied in one
 * transaction; policies (doc 1 §6) and platform actions are enforced with 403 and a message.
 */
import type { Context, Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type {
  ClustersInfoResponse,
  FieldError,
  InstancesResponse,
  OptimizationLevel,
  Platform,
  ServicesResponse,
  User,
} from '../../src/api/types';
import { isActionSupported, isToggleEnabled, UNSUPPORTED_ACTION_TOOLTIP } from '../../src/domain/permissions';
import { deriveClusterStatus } from '../../src/domain/status';
import { HttpError, invalid, ownUser, readJson } from '../api-helpers';
import type { ApiEnv, EmulatorContext, EmulatorEvent } from '../context';
import { getUser } from '../users/store';
import { sizeById, sizeByName, sizesFor, IDLE_TIMES } from './catalog';
import { CLUSTER_MESSAGES, FIELD_MESSAGES, NOTICE_TEXTS } from './messages';
import type { InstanceRow } from './schema';
import { advanceLifecycle, creatingDuration, LIFECYCLE, startingDuration } from './sim/lifecycle';
import {
  emitAll,
  findVisibleByName,
  instanceServiceCounts,
  listVisible,
  ownedCount,
  recordNotice,
  syncUserCounts,
  toInstance,
  toService,
  usersOfInstance,
  type NotificationType,
  type VisibleInstance,
} from './store';
import { NODES_MAX, NODES_MIN, OPTIMIZATION_LEVELS, validateClone, validateCreate, type CreateInput } from './validation';

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The caller's user after the path check, with the simulation brought up to date. */
function callerUser(c: Context<ApiEnv>, ctx: EmulatorContext): User {
  const caller = ownUser(c, c.req.param('userId'));
  advanceLifecycle(ctx);
  return getUser(ctx.db, caller.uuid);
}

function requireVisible(ctx: EmulatorContext, user: User, name: string | undefined): VisibleInstance {
  const found = name ? findVisibleByName(ctx.db, user.uuid, name) : null;
  if (!found) throw new HttpError(404, CLUSTER_MESSAGES.notFound(name ?? ''));
  return found;
}

function statusOf(row: InstanceRow) {
  return deriveClusterStatus(
    { corrupted: row.corrupted === 1, status: row.status, runningAt: row.running_at },
    { status: row.service_status },
  );
}

/** Trial not expired, allowed count not reached, platform enabled and its create action supported. */
function checkMayCreate(ctx: EmulatorContext, user: User, platform: Platform): void {
  if (user.trialExpired) throw new HttpError(403, CLUSTER_MESSAGES.trialExpired);
  if (platform === 'az' && !isToggleEnabled(user, 'azureSupport')) throw new HttpError(403, CLUSTER_MESSAGES.toggleOff);
  if (platform === 'az-saas' && !isToggleEnabled(user, 'azureSaaSSupport')) throw new HttpError(403, CLUSTER_MESSAGES.toggleOff);
  if (!isActionSupported(user, 'cluster_create', platform)) throw new HttpError(403, UNSUPPORTED_ACTION_TOOLTIP);
  if (ownedCount(ctx.db, user.uuid) >= user.configurations.allowedInstances.count) {
    throw new HttpError(403, CLUSTER_MESSAGES.limitReached);
  }
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function nameTaken(): HttpError {
  return invalid([{ fieldName: 'name', message: CLUSTER_MESSAGES.nameTaken }]);
}

interface NoticeSpec {
  event: string;
  kind: string;
  title: string;
  message: string;
  eventType?: NotificationType;
}

function notice(ctx: EmulatorContext, row: Pick<InstanceRow, 'owner_uuid' | 'name'>, spec: NoticeSpec, at: number): EmulatorEvent {
  return recordNotice(ctx.db, {
    userId: row.owner_uuid,
    instanceName: row.name,
    event: spec.event,
    eventType: spec.eventType ?? 'info',
    message: spec.message,
    kind: spec.kind,
    title: spec.title,
    at,
  });
}

/** Inserts a new cluster in its creating phase; the simulator takes it from there. */
function insertCreating(ctx: EmulatorContext, ownerUuid: string, input: CreateInput, extra: { isPremium: boolean; sqliEnabled: boolean; analyticsNodes: number; loaderNodes: number }): string {
  const now = ctx.clock.now();
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
      alias: input.region.region_alias,
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

export function clusterRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  api.get('/users/:userId/instances', (c) => {
    const user = callerUser(c, ctx);
    const body: InstancesResponse = { instances: listVisible(db, user.uuid).map(toInstance) };
    return c.json(body);
  });

  api.get('/users/:userId/instances/services', (c) => {
    const user = callerUser(c, ctx);
    const body: ServicesResponse = { services: listVisible(db, user.uuid).map((v) => toService(v.row)) };
    return c.json(body);
  });

  api.get('/users/:userId/clustersinfo', (c) => {
    const user = callerUser(c, ctx);
    const body: ClustersInfoResponse = {
      instancesCount: ownedCount(db, user.uuid),
      allowedInstances: user.configurations.allowedInstances.count,
      instanceServices: instanceServiceCounts(listVisible(db, user.uuid)),
    };
    return c.json(body);
  });

  api.post('/users/:userId/instances', async (c) => {
    ownUser(c, c.req.param('userId'));
    const body = await readJson(c);
    const user = callerUser(c, ctx);
    const platform = (['gc', 'az', 'az-saas'] as const).find((p) => p === body.platform) ?? 'gc';
    checkMayCreate(ctx, user, platform);
    const input = validateCreate(db, user, body);
    const isPremium = user.role.name !== 'free';
    const events: EmulatorEvent[] = [];
    try {
      db.transaction(() => {
        // Re-checked inside the transaction, so two racing creates cannot both pass the limit.
        checkMayCreate(ctx, user, platform);
        insertCreating(ctx, user.uuid, input, { isPremium, sqliEnabled: false, analyticsNodes: 1, loaderNodes: 1 });
        syncUserCounts(db, user.uuid);
        events.push(
          notice(ctx, { owner_uuid: user.uuid, name: input.name }, {
            event: 'CREATE_CLUSTER',
            kind: 'cluster.creating',
            title: 'Creating cluster',
            message: NOTICE_TEXTS.createRequested(input.name),
          }, ctx.clock.now()),
        );
      })();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    emitAll(ctx, events);
    const created = requireVisible(ctx, user, input.name);
    return c.json({ message: CLUSTER_MESSAGES.created, instance: toInstance(created) }, 201);
  });

  api.post('/users/:userId/instances/clone', async (c) => {
    ownUser(c, c.req.param('userId'));
    const body = await readJson(c);
    const user = callerUser(c, ctx);
    const { name, source } = validateClone(db, body, (sourceName) => {
      const found = findVisibleByName(db, user.uuid, sourceName);
      return found ? (found.row.platform as Platform) : null;
    });
    const from = requireVisible(ctx, user, source);
    const instance = toInstance(from);
    if (!instance.clusterPolicy.managementPolicy.includes('create')) throw new HttpError(403, CLUSTER_MESSAGES.noClone);
    if (!isActionSupported(user, 'clone', instance.platform)) throw new HttpError(403, UNSUPPORTED_ACTION_TOOLTIP);
    if (!instance.cloneable) throw new HttpError(409, CLUSTER_MESSAGES.notCloneable);
    if (statusOf(from.row) !== 'running') throw new HttpError(409, CLUSTER_MESSAGES.cloneNeedsRunning);
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
        region_alias: from.row.region_alias,
        platform: instance.platform,
        zone: from.row.zone,
        url: '',
        app_id: from.row.app_id,
        is_available: 1,
        user_uuid: null,
        sort_order: 0,
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
    const events: EmulatorEvent[] = [];
    try {
      db.transaction(() => {
        checkMayCreate(ctx, user, instance.platform);
        insertCreating(ctx, user.uuid, input, {
          isPremium: from.row.is_premium === 1,
          sqliEnabled: from.row.sqli_enabled === 1,
          analyticsNodes: from.row.analytics_nodes,
          loaderNodes: from.row.loader_nodes,
        });
        db.prepare('UPDATE instances SET last_activity_at = ? WHERE id = ?').run(ctx.clock.now(), from.row.id);
        syncUserCounts(db, user.uuid);
        events.push(
          notice(ctx, { owner_uuid: user.uuid, name }, {
            event: 'CLONE_CLUSTER',
            kind: 'cluster.creating',
            title: 'Cloning cluster',
            message: NOTICE_TEXTS.createRequested(name),
          }, ctx.clock.now()),
        );
      })();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    emitAll(ctx, events);
    const created = requireVisible(ctx, user, name);
    return c.json({ message: CLUSTER_MESSAGES.cloned(name, from.row.name), instance: toInstance(created) }, 201);
  });

  api.put('/users/:userId/instances/:name/connect', (c) => {
    const user = callerUser(c, ctx);
    const found = requireVisible(ctx, user, c.req.param('name'));
    if (!toInstance(found).clusterPolicy.connectionPolicy.includes('create')) throw new HttpError(403, CLUSTER_MESSAGES.noConnect);
    const status = statusOf(found.row);
    if (status === 'corrupted') throw new HttpError(409, CLUSTER_MESSAGES.unavailable);
    if (status === 'running' || status === 'starting-up') throw new HttpError(409, CLUSTER_MESSAGES.alreadyConnected);
    if (status !== 'sleeping') throw new HttpError(409, CLUSTER_MESSAGES.connectNeedsSleeping);
    const now = ctx.clock.now();
    let event: EmulatorEvent | null = null;
    db.transaction(() => {
      db.prepare(
        `UPDATE instances SET status = 'starting', service_status = 'loading', running_at = ?, phase_ends_at = ?,
           last_activity_at = ? WHERE id = ?`,
      ).run(iso(now), now + ctx.clock.realDelay(startingDuration()), now, found.row.id);
      event = notice(ctx, found.row, {
        event: 'CONNECT_CLUSTER',
        kind: 'cluster.starting',
        title: 'Connecting cluster',
        message: NOTICE_TEXTS.connectRequested(found.row.name),
      }, now);
    })();
    if (event) emitAll(ctx, [event]);
    return c.json({ message: CLUSTER_MESSAGES.connecting(found.row.name) });
  });

  api.put('/users/:userId/instances/:name/disconnect', (c) => {
    const user = callerUser(c, ctx);
    const found = requireVisible(ctx, user, c.req.param('name'));
    const instance = toInstance(found);
    if (!instance.clusterPolicy.connectionPolicy.includes('create')) throw new HttpError(403, CLUSTER_MESSAGES.noConnect);
    if (!isActionSupported(user, 'cluster_suspend', instance.platform)) {
      throw new HttpError(403, UNSUPPORTED_ACTION_TOOLTIP);
    }
    const status = statusOf(found.row);
    if (status === 'corrupted') throw new HttpError(409, CLUSTER_MESSAGES.unavailable);
    if (status !== 'running' && status !== 'starting-up') throw new HttpError(409, CLUSTER_MESSAGES.disconnectNeedsRunning);
    const now = ctx.clock.now();
    let event: EmulatorEvent | null = null;
    db.transaction(() => {
      db.prepare(`UPDATE instances SET status = 'stopping', phase_ends_at = ? WHERE id = ?`).run(
        now + ctx.clock.realDelay(LIFECYCLE.stopping),
        found.row.id,
      );
      event = notice(ctx, found.row, {
        event: 'DISCONNECT_CLUSTER',
        kind: 'cluster.stopping',
        title: 'Disconnecting cluster',
        message: NOTICE_TEXTS.disconnectRequested(found.row.name),
      }, now);
    })();
    if (event) emitAll(ctx, [event]);
    return c.json({ message: CLUSTER_MESSAGES.disconnecting(found.row.name) });
  });

  api.put('/users/:userId/instances/:name', async (c) => {
    ownUser(c, c.req.param('userId'));
    const body = await readJson(c);
    const user = callerUser(c, ctx);
    const found = requireVisible(ctx, user, c.req.param('name'));
    const instance = toInstance(found);
    if (!instance.clusterPolicy.clusterPolicy.includes('update')) throw new HttpError(403, CLUSTER_MESSAGES.noUpdate);
    const changes = validateUpdate(body, found.row, user);
    const needsRunning = ['csize', 'analytics_size', 'loader_size', 'optimization_level', 'analytics_nodes', 'loader_nodes'];
    if (Object.keys(changes).some((k) => needsRunning.includes(k)) && statusOf(found.row) !== 'running') {
      throw new HttpError(409, CLUSTER_MESSAGES.mustBeConnected);
    }
    const entries = Object.entries(changes);
    if (entries.length > 0) {
      db.transaction(() => {
        const sets = entries.map(([column]) => `${column} = @${column}`).join(', ');
        db.prepare(`UPDATE instances SET ${sets}, last_activity_at = @now WHERE id = @id`).run({
          ...changes,
          now: ctx.clock.now(),
          id: found.row.id,
        });
        for (const uuid of usersOfInstance(db, found.row.id)) syncUserCounts(db, uuid);
      })();
    }
    const updated = requireVisible(ctx, user, found.row.name);
    return c.json({ message: CLUSTER_MESSAGES.updated(found.row.name), instance: toInstance(updated) });
  });

  api.delete('/users/:userId/instances/:name', (c) => {
    const user = callerUser(c, ctx);
    const found = requireVisible(ctx, user, c.req.param('name'));
    if (!toInstance(found).clusterPolicy.clusterPolicy.includes('delete')) throw new HttpError(403, CLUSTER_MESSAGES.noDelete);
    const status = statusOf(found.row);
    if (status !== 'running' && status !== 'sleeping') throw new HttpError(409, CLUSTER_MESSAGES.deleteNeedsSettled);
    let event: EmulatorEvent | null = null;
    db.transaction(() => {
      const affected = usersOfInstance(db, found.row.id);
      db.prepare('DELETE FROM instances WHERE id = ?').run(found.row.id);
      for (const uuid of affected) syncUserCounts(db, uuid);
      event = notice(ctx, found.row, {
        event: 'DELETE_CLUSTER',
        kind: 'cluster.deleted',
        title: 'Cluster deleted',
        message: NOTICE_TEXTS.deleted(found.row.name),
        eventType: 'success',
      }, ctx.clock.now());
    })();
    if (event) emitAll(ctx, [event]);
    return c.json({ message: CLUSTER_MESSAGES.deleted(found.row.name) });
  });
}

/** Columns an update may change, checked; unknown fields are refused rather than silently dropped. */
type UpdateColumns = Partial<{
  idle_time: number;
  sleeppable: 0 | 1;
  dsize: number;
  csize: string;
  analytics_size: string;
  loader_size: string;
  optimization_level: OptimizationLevel;
  analytics_nodes: number;
  loader_nodes: number;
}>;

const UPDATABLE = new Set([
  'idleTime',
  'sleeppable',
  'alive',
  'dsize',
  'csize',
  'analyticsSizeID',
  'loaderSizeID',
  'optimizationLevel',
  'analyticsNodes',
  'loaderNodes',
]);

function validateUpdate(body: Record<string, unknown>, row: InstanceRow, user: User): UpdateColumns {
  const errors: FieldError[] = [];
  const out: UpdateColumns = {};
  for (const key of Object.keys(body)) {
    if (!UPDATABLE.has(key)) errors.push({ fieldName: key, message: FIELD_MESSAGES.unknownField(key) });
  }
  if (body.idleTime !== undefined) {
    if (typeof body.idleTime === 'number' && IDLE_TIMES.some((t) => t.key === body.idleTime)) out.idle_time = body.idleTime;
    else errors.push({ fieldName: 'idleTime', message: FIELD_MESSAGES.idleTime });
  }
  for (const key of ['sleeppable', 'alive'] as const) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') errors.push({ fieldName: key, message: FIELD_MESSAGES.flag(key) });
    else out.sleeppable = (key === 'sleeppable' ? value : !value) ? 1 : 0;
  }
  if (body.dsize !== undefined) {
    const disk = user.configurations.showDiskSize;
    // Disks grow, never shrink: data already on them must fit.
    if (typeof body.dsize === 'number' && Number.isInteger(body.dsize) && body.dsize >= Math.max(disk.min, row.dsize) && body.dsize <= disk.max) {
      out.dsize = body.dsize;
    } else errors.push({ fieldName: 'dsize', message: FIELD_MESSAGES.dsize(Math.max(disk.min, row.dsize), disk.max) });
  }
  const offered = sizesFor(row.platform as Platform);
  const sizeFields = [
    ['csize', 'csize', (v: string) => offered.find((s) => s.name === v)?.name],
    ['analyticsSizeID', 'analytics_size', (v: string) => offered.find((s) => s.id === v)?.id],
    ['loaderSizeID', 'loader_size', (v: string) => offered.find((s) => s.id === v)?.id],
  ] as const;
  for (const [field, column, lookup] of sizeFields) {
    const value = body[field];
    if (value === undefined) continue;
    const found = typeof value === 'string' ? lookup(value) : undefined;
    if (found) out[column] = found;
    else errors.push({ fieldName: field, message: FIELD_MESSAGES.csizeUnknown });
  }
  if ((out.csize || out.analytics_size || out.loader_size) && !isActionSupported(user, 'cluster_resize', row.platform as Platform)) {
    throw new HttpError(403, UNSUPPORTED_ACTION_TOOLTIP);
  }
  if (body.optimizationLevel !== undefined) {
    const level = OPTIMIZATION_LEVELS.find((l) => l === body.optimizationLevel);
    if (level) out.optimization_level = level;
    else errors.push({ fieldName: 'optimizationLevel', message: FIELD_MESSAGES.optimizationLevel });
  }
  for (const [field, column] of [
    ['analyticsNodes', 'analytics_nodes'],
    ['loaderNodes', 'loader_nodes'],
  ] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value === 'number' && Number.isInteger(value) && value >= NODES_MIN && value <= NODES_MAX) out[column] = value;
    else errors.push({ fieldName: field, message: FIELD_MESSAGES.nodes });
  }
  if ((out.analytics_nodes !== undefined || out.loader_nodes !== undefined) && !isActionSupported(user, 'cluster_scaling', row.platform as Platform)) {
    throw new HttpError(403, UNSUPPORTED_ACTION_TOOLTIP);
  }
  if (errors.length > 0) throw invalid(errors);
  return out;
}
