/**
 * The cluster-scoped kit: what every cluster call family stands on (shared/ARCHITECTURE.md, "One call
 * family, end to end", step 4).
 *
 * - `clusterApp(ctx)`: the Hono sub-app for `users/:userId/instances/:name/…`. Before any of its handlers
 *   runs, the path's userId is checked against the caller (403), the simulation is brought up to date and the
 *   cluster is loaded as the caller sees it (404 with its name): `c.get('user')`, `c.get('cluster')`.
 *   `userScope(ctx)` does the first two for the calls under `users/:userId/…` that name no cluster.
 * - `can(area, action)`: 403 unless the caller's policy lists allow it (the one matrix of
 *   src/domain/policies.ts, the one the app shows actions by); the text comes from POLICY_REFUSALS.
 *   `supports(action)`: 403 unless the platform action is supported on the cluster's platform.
 * - `write(ctx, fn)`: runs fn in one transaction; the notices it records reach their listeners (push alerts,
 *   page refresh) after the commit, and nothing is applied or sent if fn throws.
 *
 * Adding a family: a folder server/clusters/<family>/ with a routes.ts exporting `<family>Routes(cluster, ctx)`
 * that registers its calls on the sub-app, e.g.
 *   cluster.put('/whitelist', can('whitelistPolicy', 'update'), async (c) => { … write(ctx, (w) => …) … });
 * and one line in server/clusters/index.ts calling it.
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ClusterPolicy, Platform, User } from '../../src/contract/types';
import { isActionSupported, UNSUPPORTED_ACTION_TOOLTIP, type PlatformActionKey } from '../../src/domain/permissions';
import { allows, type PolicyAction, type PolicyArea } from '../../src/domain/policies';
import { HttpError, ownUser } from '../api-helpers';
import type { ApiEnv, EmulatorContext, EmulatorEvent, UserEnv } from '../context';
import { getUser } from '../users/store';
import { CLUSTER_MESSAGES, POLICY_REFUSALS } from './messages';
import type { InstanceRow } from './schema';
import { advanceLifecycle } from './sim/lifecycle';
import { emitAll, findVisibleById, findVisibleByName, recordNotice, toInstance, type NotificationEvent, type NotificationType, type VisibleInstance } from './store';

/**
 * Hono environment of the routes under users/:userId/instances/:name behind `clusterApp` (and `clusterById`):
 * also the cluster as the caller sees it.
 */
export interface ClusterEnv {
  Variables: UserEnv['Variables'] & { cluster: VisibleInstance };
}

/** Where the cluster sub-app is mounted (server/clusters/index.ts). */
export const CLUSTER_PATH = '/users/:userId/instances/:name';

/** The caller's user after the path check, with the simulation brought up to date. */
function resolveUser<E extends ApiEnv>(c: Context<E>, ctx: EmulatorContext): User {
  const caller = ownUser(c, c.req.param('userId'));
  advanceLifecycle(ctx);
  return getUser(ctx.db, caller.uuid);
}

/** The cluster as the user sees it (their role on it included), or 404 with its name. */
export function loadCluster(ctx: EmulatorContext, user: User, name: string | undefined): VisibleInstance {
  const found = name ? findVisibleByName(ctx.db, user.uuid, name) : null;
  if (!found) throw new HttpError(404, CLUSTER_MESSAGES.notFound(name ?? ''));
  return found;
}

/** For calls under users/:userId/… that name no cluster: `c.get('user')` is the caller's own user. */
export function userScope(ctx: EmulatorContext) {
  return createMiddleware<UserEnv>(async (c, next) => {
    c.set('user', resolveUser(c, ctx));
    await next();
  });
}

/**
 * The sub-app every cluster family registers on. Mount it after the static paths it would otherwise shadow
 * (users/:userId/instances/services, …/clone): its scope runs for every path below CLUSTER_PATH.
 */
export function clusterApp(ctx: EmulatorContext): Hono<ClusterEnv> {
  const app = new Hono<ClusterEnv>();
  app.use('*', async (c, next) => {
    const user = resolveUser(c, ctx);
    c.set('user', user);
    c.set('cluster', loadCluster(ctx, user, c.req.param('name')));
    await next();
  });
  return app;
}

/**
 * For the calls that name a cluster by its id and carry no user in the path (instances/{id}/…,
 * users/instances/{id}/…): `c.get('user')` is the caller, `c.get('cluster')` the cluster with that id among
 * those the caller sees (404 otherwise). Register such routes on `api` before the sub-app is mounted.
 */
export function clusterById(ctx: EmulatorContext, param = 'id') {
  return createMiddleware<ClusterEnv>(async (c, next) => {
    advanceLifecycle(ctx);
    const user = getUser(ctx.db, c.get('caller').uuid);
    const id = c.req.param(param);
    const found = id ? findVisibleById(ctx.db, user.uuid, id) : null;
    if (!found) throw new HttpError(404, CLUSTER_MESSAGES.notFound(id ?? ''));
    c.set('user', user);
    c.set('cluster', found);
    await next();
  });
}

/**
 * The cluster with id `id` as the caller sees it, with the caller's user and the simulation brought up to date,
 * or 404: for the calls that name the cluster in the body (a guard of `guardedBody`, then the handler).
 */
export function callerCluster(ctx: EmulatorContext, callerUuid: string, id: string | undefined): { user: User; visible: VisibleInstance } {
  advanceLifecycle(ctx);
  const user = getUser(ctx.db, callerUuid);
  const visible = id ? findVisibleById(ctx.db, user.uuid, id) : null;
  if (!visible) throw new HttpError(404, CLUSTER_MESSAGES.notFound(id ?? ''));
  return { user, visible };
}

type Refusals = typeof POLICY_REFUSALS;
const REFUSALS: { readonly [A in PolicyArea]?: { readonly [P in PolicyAction]?: string } } = POLICY_REFUSALS;

/** 403 with the check's text unless the cluster's policy lists allow the action. */
export function requirePolicy<A extends keyof Refusals>(
  policy: ClusterPolicy,
  area: A,
  action: keyof Refusals[A] & PolicyAction,
): void {
  if (allows(policy, area, action)) return;
  // The types admit only checks that have a text; a missing one is a bug of ours (500), not a refusal.
  const refusal = REFUSALS[area]?.[action];
  if (refusal === undefined) throw new Error(`No refusal text for ${area} ${action}`);
  throw new HttpError(403, refusal);
}

/** Middleware: the caller's role on the cluster must allow `action` in `area` (doc 1 §6, doc 2 §6). */
export function can<A extends keyof Refusals>(area: A, action: keyof Refusals[A] & PolicyAction) {
  return createMiddleware<ClusterEnv>(async (c, next) => {
    requirePolicy(toInstance(c.get('cluster')).clusterPolicy, area, action);
    await next();
  });
}

/** 403 with the plan tooltip unless the user's platform actions support `action` on `platform` (doc 1 §6). */
export function requireAction(user: Pick<User, 'platformActions'>, action: PlatformActionKey, platform: Platform): void {
  if (!isActionSupported(user, action, platform)) throw new HttpError(403, UNSUPPORTED_ACTION_TOOLTIP);
}

/** Middleware: the platform action must be supported on the cluster's platform. */
export function supports(action: PlatformActionKey) {
  return createMiddleware<ClusterEnv>(async (c, next) => {
    requireAction(c.get('user'), action, c.get('cluster').row.platform as Platform);
    await next();
  });
}

/** An in-app notification about a cluster (and the push alert that goes with it), for its owner by default. */
export interface NoticeSpec {
  /** Whom it is for (a uuid); the cluster's owner when absent (an invitee, a user whose role changed). */
  to?: string;
  /** The app path the alert opens; the cluster's page when absent. */
  url?: string;
  /** Event code, e.g. CREATE_CLUSTER: one the console has a title for (domain/notification-events.ts). */
  event: NotificationEvent;
  /** Event kind for listeners, e.g. 'cluster.creating'. */
  kind: string;
  title: string;
  message: string;
  eventType?: NotificationType;
}

export interface Writer {
  /** Records the notice now; its event is emitted once the transaction has committed. `at` defaults to now. */
  notify(cluster: Pick<InstanceRow, 'owner_uuid' | 'name'>, notice: NoticeSpec, at?: number): void;
}

/**
 * Runs `fn` in one transaction and returns its result; then emits the events of the notices it recorded.
 * If `fn` throws, nothing it wrote stays and nothing is emitted.
 */
export function write<T>(ctx: EmulatorContext, fn: (w: Writer) => T): T {
  const events: EmulatorEvent[] = [];
  const writer: Writer = {
    notify(cluster, notice, at = ctx.clock.now()) {
      const event = recordNotice(ctx.db, {
        userId: notice.to ?? cluster.owner_uuid,
        instanceName: cluster.name,
        event: notice.event,
        eventType: notice.eventType ?? 'info',
        message: notice.message,
        kind: notice.kind,
        title: notice.title,
        at,
      });
      events.push(notice.url ? { ...event, url: notice.url } : event);
    },
  };
  const result = ctx.db.transaction(() => fn(writer))();
  emitAll(ctx, events);
  return result;
}
