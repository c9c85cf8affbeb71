/**
 * Self-managed clusters (sub-clusters; doc 2 §4, §5, §6, §7, §8), on the cluster sub-app:
 *
 *   POST   …/subcluster           { userId, clusterName, type, configs, size, name, nodes }   201 creating
 *   PUT    …/updatesubcluster     { subCluster, size, nodes }                                 200 updating (edit, scale)
 *   DELETE …/subcluster           { subCluster }                                              200 deleting
 *   POST   …/connectsubcluster    { subCluster }                                              200 starting
 *   POST   …/disconnectsubcluster { subCluster }                                              200 stopping
 *
 * Every answer is { message, subCluster } with the sub-cluster as it now is; the cluster's detail lists them
 * (`subClusters`). Checks, in order: the subcluster toggle and platform action (403), subClusterPolicy create,
 * update (edit, scale, connect, disconnect) or delete (403), the body (400, every field), the sub-cluster (404),
 * the states (409: the cluster must be running for all but disconnect, 'Cluster Must be running'; a sub-cluster
 * on its way somewhere takes no action), then what needs the database (400 on the field: a size the cluster's
 * platform offers, the name taken, one failover analytics, the SQL warehouse rules). Nothing is half-applied.
 * The simulator (sim.ts) ends each phase and notifies.
 */
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { FieldError, Platform, SubClusterResponse } from '../../../src/contract/types';
import { isToggleEnabled } from '../../../src/domain/permissions';
import {
  createSubClusterPayloadSchema,
  subClusterRefPayloadSchema,
  updateSubClusterPayloadSchema,
} from '../../../src/domain/schemas/sub-cluster';
import { subClusterFullName, typeContextOf, typeRefusal } from '../../../src/domain/sub-clusters';
import { SUB_CLUSTER_MESSAGES, SUB_CLUSTER_NOTICES, SUB_CLUSTER_REFUSALS } from '../../../src/domain/validation/sub-cluster';
import { HttpError, invalid } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { body } from '../../validate';
import { sizesFor } from '../catalog';
import { featuresOf } from '../features/store';
import { type ClusterEnv, requirePolicy, supports, write } from '../kit';
import type { InstanceRow } from '../schema';
import { clusterStatus, toInstance } from '../store';
import type { SubClusterRow } from './schema';
import {
  findSubCluster,
  insertSubCluster,
  isSubClusterNameTaken,
  setPhase,
  SUB_CLUSTER_PHASES,
  subClusterRowsOf,
  toSubCluster,
} from './store';

type SubPolicy = 'create' | 'update' | 'delete';

const MOVING: readonly SubClusterRow['status'][] = ['creating', 'starting', 'updating', 'stopping', 'deleting'];

export function subClustersRoutes(_api: Hono<ApiEnv>, cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  /** The subcluster toggle, the platform action, and the role's subClusterPolicy. */
  const allowed = (action: SubPolicy) =>
    createMiddleware<ClusterEnv>(async (c, next) => {
      if (!isToggleEnabled(c.get('user'), 'subcluster')) throw new HttpError(403, SUB_CLUSTER_REFUSALS.toggleOff);
      requirePolicy(toInstance(c.get('cluster')).clusterPolicy, 'subClusterPolicy', action);
      await next();
    });

  const mustRun = (row: InstanceRow): void => {
    if (clusterStatus(row) !== 'running') throw new HttpError(409, SUB_CLUSTER_REFUSALS.clusterMustRun);
  };

  const load = (row: InstanceRow, id: string): SubClusterRow => {
    const sub = findSubCluster(db, row.id, id);
    if (!sub) throw new HttpError(404, SUB_CLUSTER_REFUSALS.notFound);
    return sub;
  };

  const settled = (sub: SubClusterRow): void => {
    if (MOVING.includes(sub.status)) throw new HttpError(409, SUB_CLUSTER_REFUSALS.noActions);
  };

  const checkSize = (row: InstanceRow, size: string): void => {
    if (!sizesFor(row.platform as Platform).some((s) => s.id === size)) {
      throw invalid([{ fieldName: 'size', message: SUB_CLUSTER_MESSAGES.sizeUnknown }]);
    }
  };

  const answer = (message: string, sub: SubClusterRow): SubClusterResponse => ({ message, subCluster: toSubCluster(sub) });

  cluster.post('/subcluster', allowed('create'), supports('subcluster'), body(createSubClusterPayloadSchema), (c) => {
    const { row } = c.get('cluster');
    const payload = c.var.body;
    const errors: FieldError[] = [];
    if (payload.userId !== c.get('user').uuid) errors.push({ fieldName: 'userId', message: SUB_CLUSTER_MESSAGES.userIdMismatch });
    if (payload.clusterName.toLowerCase() !== row.name.toLowerCase()) {
      errors.push({ fieldName: 'clusterName', message: SUB_CLUSTER_MESSAGES.clusterNameMismatch });
    }
    if (errors.length > 0) throw invalid(errors);
    mustRun(row);

    // What needs the database, after the parse: every field's message at once.
    const fullName = subClusterFullName(row.name, payload.name);
    if (isSubClusterNameTaken(db, row.id, fullName)) errors.push({ fieldName: 'name', message: SUB_CLUSTER_MESSAGES.nameTaken });
    if (!sizesFor(row.platform as Platform).some((s) => s.id === payload.size)) {
      errors.push({ fieldName: 'size', message: SUB_CLUSTER_MESSAGES.sizeUnknown });
    }
    const option = payload.type === 'analytics' && payload.configs.fallbackAnalytics === true ? 'failover' : payload.type;
    const refusal = typeRefusal(option, typeContextOf(featuresOf(db, row), subClusterRowsOf(db, row.id).map(toSubCluster)));
    if (refusal) errors.push({ fieldName: 'type', message: refusal });
    if (errors.length > 0) throw invalid(errors);

    const now = ctx.clock.now();
    const created = write(ctx, () =>
      insertSubCluster(db, {
        instanceId: row.id,
        name: fullName,
        type: payload.type,
        fallbackAnalytics: option === 'failover',
        sizeId: payload.size,
        nodes: payload.nodes,
        now,
        phaseEndsAt: now + ctx.clock.realDelay(SUB_CLUSTER_PHASES.creating),
      }),
    );
    return c.json<SubClusterResponse>(answer(SUB_CLUSTER_NOTICES.creating(fullName), created), 201);
  });

  cluster.put('/updatesubcluster', allowed('update'), supports('subcluster'), body(updateSubClusterPayloadSchema), (c) => {
    const { row } = c.get('cluster');
    const { subCluster, size, nodes } = c.var.body;
    const sub = load(row, subCluster);
    mustRun(row);
    settled(sub);
    checkSize(row, size);
    if (sub.size_id === size && sub.nodes === nodes) throw new HttpError(400, SUB_CLUSTER_REFUSALS.nothingChanged);
    const now = ctx.clock.now();
    const updated = write(ctx, () =>
      setPhase(db, sub, { status: 'updating', endsAt: now + ctx.clock.realDelay(SUB_CLUSTER_PHASES.updating), sizeId: size, nodes }),
    );
    return c.json<SubClusterResponse>(answer(SUB_CLUSTER_NOTICES.updating(sub.name), updated));
  });

  cluster.delete('/subcluster', allowed('delete'), supports('subcluster'), body(subClusterRefPayloadSchema), (c) => {
    const { row } = c.get('cluster');
    const sub = load(row, c.var.body.subCluster);
    mustRun(row);
    settled(sub);
    const now = ctx.clock.now();
    const deleting = write(ctx, () => setPhase(db, sub, { status: 'deleting', endsAt: now + ctx.clock.realDelay(SUB_CLUSTER_PHASES.deleting) }));
    return c.json<SubClusterResponse>(answer(SUB_CLUSTER_NOTICES.deleting(sub.name), deleting));
  });

  cluster.post('/connectsubcluster', allowed('update'), supports('subcluster'), body(subClusterRefPayloadSchema), (c) => {
    const { row } = c.get('cluster');
    const sub = load(row, c.var.body.subCluster);
    mustRun(row);
    settled(sub);
    if (sub.status !== 'disconnected') throw new HttpError(409, SUB_CLUSTER_REFUSALS.alreadyRunning);
    const now = ctx.clock.now();
    const starting = write(ctx, () =>
      setPhase(db, sub, { status: 'starting', state: 'connected', endsAt: now + ctx.clock.realDelay(SUB_CLUSTER_PHASES.starting) }),
    );
    return c.json<SubClusterResponse>(answer(SUB_CLUSTER_NOTICES.connecting(sub.name), starting));
  });

  cluster.post('/disconnectsubcluster', allowed('update'), supports('subcluster'), body(subClusterRefPayloadSchema), (c) => {
    const { row } = c.get('cluster');
    const sub = load(row, c.var.body.subCluster);
    settled(sub);
    if (sub.status !== 'running') throw new HttpError(409, SUB_CLUSTER_REFUSALS.alreadyDisconnected);
    const now = ctx.clock.now();
    const stopping = write(ctx, () =>
      setPhase(db, sub, { status: 'stopping', state: 'disconnected', endsAt: now + ctx.clock.realDelay(SUB_CLUSTER_PHASES.stopping) }),
    );
    return c.json<SubClusterResponse>(answer(SUB_CLUSTER_NOTICES.disconnecting(sub.name), stopping));
  });
}
