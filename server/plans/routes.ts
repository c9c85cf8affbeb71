/**
 * The plan and billing calls (doc 3 §7, doc 1 §7; docs/emulator-api-parts/plans.md):
 *
 * - GET plan/{userId}/downgrade → { data: { can } }: the doc 3 §5 rule on the clusters the caller owns.
 * - POST plan/{userId} {userId, plan} (doc 1 §7 "Change plan: POST plan/{userId}"): free ↔ premium (role id
 *   1 ↔ 3), so the reloaded user shows it. To premium when already on the premium plan: 304 (doc 3 §7); a
 *   refused downgrade: 409 with the spec's text; an enterprise account: 409 (its team changes it).
 * - POST payment/{userId}/purchase {userId} → { data: { data } }: may the premium purchase go ahead (false
 *   for an enterprise account, billed by contract).
 * - GET payment/{userId} → { payment }: moved here from server/users (same answer, plus `since`).
 * - GET users/{userId}/statshistory?date=MM/yyyy and GET users/{userId}/statshistorytotal (billing.ts).
 *
 * Every write runs in one transaction; a refused change changes nothing.
 */
import type { Hono } from 'hono';
import type { User } from '../../src/contract/types';
import type {
  DowngradeCheckResponse,
  PaymentInfo,
  PaymentResponse,
  PlanChangeResponse,
  PlanChoice,
  PurchaseCheckResponse,
  StatsHistoryResponse,
  StatsHistoryTotalResponse,
} from '../../src/contract/types/plans';
import { downgradeAllowed, parseBillingMonth, planOf } from '../../src/domain/plans';
import { planChangeSchema, purchaseCheckSchema } from '../../src/domain/schemas/plans';
import { PLAN_MESSAGES } from '../../src/domain/validation/plans';
import { HttpError, invalid, OTHER_USER, ownUser, ownUserPath } from '../api-helpers';
import type { ApiEnv, EmulatorContext } from '../context';
import { sizeByName } from '../clusters/catalog';
import { userScope } from '../clusters/kit';
import { ROLES } from '../users/profile';
import { getProfile, getUser, requireUserRow, saveProfile } from '../users/store';
import { body } from '../validate';
import { ownedClusters, statsHistory, statsTotal } from './billing';
import type { PlanChangeRow } from './schema';

/** A premium account may own this many clusters at least; the free plan goes back to the trial's two. */
export const PREMIUM_ALLOWED_INSTANCES = 10;
export const FREE_ALLOWED_INSTANCES = 2;

/** Whether the caller may downgrade now: at most one owned cluster, of at most Small size (doc 3 §5). */
export function canDowngrade(ctx: EmulatorContext, uuid: string): boolean {
  const orders = ownedClusters(ctx.db, uuid).map((row) => sizeByName(row.csize)?.order ?? Number.POSITIVE_INFINITY);
  return downgradeAllowed(orders);
}

/** When the account started paying: its latest change to premium, else its creation; null on the free plan. */
export function payingSince(ctx: EmulatorContext, user: User): number | null {
  if (planOf(user) === 'basic') return null;
  const change = ctx.db
    .prepare("SELECT * FROM plan_changes WHERE user_uuid = ? AND plan = 'premium' ORDER BY id DESC LIMIT 1")
    .get(user.uuid) as PlanChangeRow | undefined;
  return Date.parse(change?.changed_at ?? user.createdAt);
}

function paymentOf(ctx: EmulatorContext, user: User): PaymentInfo | null {
  const since = payingSince(ctx, user);
  if (since === null) return null;
  // Billing runs monthly from the day the account started paying.
  const anchor = new Date(since).getUTCDate();
  const now = new Date(ctx.clock.now());
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), Math.min(anchor, 28)));
  if (start.getTime() > now.getTime()) start.setUTCMonth(start.getUTCMonth() - 1);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return {
    plan: user.role.name,
    status: 'active',
    billingCycle: 'monthly',
    paymentMethod: { brand: 'visa', last4: '4242' },
    currentPeriodStart: start.toISOString(),
    currentPeriodEnd: end.toISOString(),
    since: new Date(since).toISOString(),
  };
}

/** The body's userId must be the caller (the path's is checked by ownUser). */
function checkBodyUser(userId: string, callerUuid: string): void {
  if (userId !== callerUuid) throw new HttpError(403, OTHER_USER);
}

/** Applies the change in one transaction: the role, the allowance, the owner's clusters' premium flag, the record. */
function applyPlan(ctx: EmulatorContext, uuid: string, plan: PlanChoice): User {
  const { db } = ctx;
  db.transaction(() => {
    const profile = getProfile(requireUserRow(db, uuid));
    const premium = plan === 'premium';
    const count = profile.configurations.allowedInstances.count;
    saveProfile(db, uuid, {
      ...profile,
      role: premium ? { ...ROLES.premium } : { ...ROLES.free },
      // A trial that buys premium is no longer an expired one.
      trialExpired: premium ? false : profile.trialExpired,
      configurations: {
        ...profile.configurations,
        allowedInstances: { count: premium ? Math.max(count, PREMIUM_ALLOWED_INSTANCES) : FREE_ALLOWED_INSTANCES },
      },
    });
    db.prepare('UPDATE instances SET is_premium = ? WHERE owner_uuid = ?').run(premium ? 1 : 0, uuid);
    db.prepare('INSERT INTO plan_changes (user_uuid, plan, changed_at) VALUES (?, ?, ?)').run(
      uuid,
      plan,
      new Date(ctx.clock.now()).toISOString(),
    );
  })();
  return getUser(db, uuid);
}

export function planRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  api.get('/plan/:userId/downgrade', (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    return c.json<DowngradeCheckResponse>({ data: { can: canDowngrade(ctx, caller.uuid) } });
  });

  api.post('/plan/:userId', ownUserPath(), body(planChangeSchema), (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    const { userId, plan } = c.var.body;
    checkBodyUser(userId, caller.uuid);
    const current = planOf(getUser(db, caller.uuid));
    if (current === 'enterprise') throw new HttpError(409, PLAN_MESSAGES.enterprise);
    if (plan === 'premium') {
      // doc 3 §7: a change to premium when already on it answers 304, which the app words itself.
      if (current === 'premium') return c.body(null, 304);
      const user = applyPlan(ctx, caller.uuid, 'premium');
      return c.json<PlanChangeResponse>({ message: PLAN_MESSAGES.nowPremium, role: user.role });
    }
    if (current === 'basic') throw new HttpError(409, PLAN_MESSAGES.alreadyFree);
    if (!canDowngrade(ctx, caller.uuid)) throw new HttpError(409, PLAN_MESSAGES.downgradeBlocked);
    const user = applyPlan(ctx, caller.uuid, 'free');
    return c.json<PlanChangeResponse>({ message: PLAN_MESSAGES.nowFree, role: user.role });
  });

  api.post('/payment/:userId/purchase', ownUserPath(), body(purchaseCheckSchema), (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    checkBodyUser(c.var.body.userId, caller.uuid);
    const allowed = planOf(getUser(db, caller.uuid)) !== 'enterprise';
    return c.json<PurchaseCheckResponse>({ data: { data: allowed } });
  });

  api.get('/payment/:userId', (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    return c.json<PaymentResponse>({ payment: paymentOf(ctx, getUser(db, caller.uuid)) });
  });

  api.get('/users/:userId/statshistory', userScope(ctx), (c) => {
    const date = c.req.query('date') ?? '';
    const month = parseBillingMonth(date);
    if (!month) throw invalid([{ fieldName: 'date', message: PLAN_MESSAGES.monthInvalid }]);
    const user = c.get('user');
    return c.json<StatsHistoryResponse>({ date, instances: statsHistory(db, user.uuid, month, ctx.clock.now()) });
  });

  api.get('/users/:userId/statshistorytotal', userScope(ctx), (c) => {
    const user = c.get('user');
    const now = ctx.clock.now();
    return c.json<StatsHistoryTotalResponse>({
      stats: statsTotal(db, user.uuid, planOf(user), payingSince(ctx, user), now),
    });
  });
}

