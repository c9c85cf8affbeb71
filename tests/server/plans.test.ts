/**
 * Plans and billing through the in-process emulator (doc 3 §5, §7, §8, §9; doc 1 §7): the downgrade check,
 * the plan change both ways with its role change, the 304, every refusal with its status and text and
 * nothing half-applied, the purchase check, payment, and the billing history agreeing with the cluster
 * summary's consumption.
 *
 * Seeded: trial@ (free, role id 1) owns trial-demo (Small); premium@ owns four clusters (Large, Medium, …);
 * enterprise@ owns two; manager@ (premium) owns none.
 */
import { describe, expect, it } from 'vitest';
import type { ConsumptionSummaryResponse, User } from '../../src/contract/types';
import type {
  PaymentResponse,
  StatsHistoryResponse,
  StatsHistoryTotalResponse,
} from '../../src/contract/types/plans';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { PLAN_MESSAGES } from '../../src/domain/validation/plans';
import { emulatorForEachTest, jsonInit } from '../support/in-process';

const TRIAL = 'trial@demo.test';
const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const MANAGER = 'manager@demo.test';

const emu = emulatorForEachTest();

async function me(email: string): Promise<User> {
  const res = await emu.fetch(`/api/users/${emu.uuidOf(email)}/me`, { as: email });
  return (await res.json()) as User;
}

const change = (as: string, plan: unknown, userId: string = emu.uuidOf(as)) =>
  emu.fetch(`/api/plan/${emu.uuidOf(as)}`, jsonInit('POST', as, { userId, plan }));

const downgradeCheck = async (as: string) => {
  const res = await emu.fetch(`/api/plan/${emu.uuidOf(as)}/downgrade`, { as });
  expect(res.status).toBe(200);
  return res.json();
};

const payment = async (as: string) =>
  ((await (await emu.fetch(`/api/payment/${emu.uuidOf(as)}`, { as })).json()) as PaymentResponse).payment;

function currentMonth(): string {
  const now = new Date(emu.ctx.clock.now());
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${now.getUTCFullYear()}`;
}

describe('GET plan/{userId}/downgrade', () => {
  it('allows one Small cluster or none, refuses several clusters, and only for the caller', async () => {
    expect(await downgradeCheck(TRIAL)).toEqual({ data: { can: true } });
    expect(await downgradeCheck(PREMIUM)).toEqual({ data: { can: false } });
    expect(await downgradeCheck(MANAGER)).toEqual({ data: { can: true } });
    const other = await emu.fetch(`/api/plan/${emu.uuidOf(PREMIUM)}/downgrade`, { as: TRIAL });
    expect(other.status).toBe(403);
  });

  it('refuses a single cluster bigger than Small', async () => {
    emu.ctx.db.prepare("UPDATE instances SET csize = 'medium' WHERE id = ?").run(SEED_INSTANCE_IDS.trialDemo);
    expect(await downgradeCheck(TRIAL)).toEqual({ data: { can: false } });
  });
});

describe('POST plan/{userId}', () => {
  it('moves a free user to premium (role id 3) and back to free (role id 1), with the spec texts', async () => {
    const up = await change(TRIAL, 'premium');
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ message: PLAN_MESSAGES.nowPremium, role: { id: 3, name: 'premium' } });
    expect(PLAN_MESSAGES.nowPremium).toBe('You can now enjoy all the benefits of our Premium Plan.');
    const premium = await me(TRIAL);
    expect(premium.role).toEqual({ id: 3, name: 'premium' });
    expect(premium.configurations.allowedInstances.count).toBe(10);
    expect((await payment(TRIAL))?.plan).toBe('premium');

    const down = await change(TRIAL, 'free');
    expect(down.status).toBe(200);
    expect(await down.json()).toEqual({ message: 'You are now a free user', role: { id: 1, name: 'free' } });
    expect((await me(TRIAL)).role).toEqual({ id: 1, name: 'free' });
    expect((await me(TRIAL)).configurations.allowedInstances.count).toBe(2);
    expect(await payment(TRIAL)).toBeNull();
  });

  it('answers 304 to a change to premium of a premium user, and changes nothing', async () => {
    const res = await change(PREMIUM, 'premium');
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect((await me(PREMIUM)).role).toEqual({ id: 3, name: 'premium' });
  });

  it('refuses the downgrade of several clusters with 409 and the spec text, changing nothing', async () => {
    const before = await me(PREMIUM);
    const res = await change(PREMIUM, 'free');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'In order to downgrade or cancel premium trial, you must have only 1 single cluster of maximum Small size.',
    });
    expect(await me(PREMIUM)).toEqual(before);
    expect(emu.ctx.db.prepare('SELECT COUNT(*) AS n FROM plan_changes').get()).toEqual({ n: 0 });
  });

  it('refuses a free user going free, and any change of an enterprise account (409)', async () => {
    const free = await change(TRIAL, 'free');
    expect(free.status).toBe(409);
    expect(await free.json()).toEqual({ message: PLAN_MESSAGES.alreadyFree });
    for (const plan of ['free', 'premium']) {
      const res = await change(ENTERPRISE, plan);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: PLAN_MESSAGES.enterprise });
    }
    expect((await me(ENTERPRISE)).role.name).toBe('enterprise');
  });

  it('answers 400 in the doc 1 §8 shape with every field, and 403 for another user', async () => {
    const bad = await emu.fetch(`/api/plan/${emu.uuidOf(TRIAL)}`, jsonInit('POST', TRIAL, { plan: 'gold' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: PLAN_MESSAGES.userIdRequired,
      errors: [
        { fieldName: 'userId', message: PLAN_MESSAGES.userIdRequired },
        { fieldName: 'plan', message: PLAN_MESSAGES.planInvalid },
      ],
    });
    expect((await change(TRIAL, 'premium', emu.uuidOf(PREMIUM))).status).toBe(403);
    const otherPath = await emu.fetch(`/api/plan/${emu.uuidOf(PREMIUM)}`, jsonInit('POST', TRIAL, { userId: emu.uuidOf(TRIAL), plan: 'premium' }));
    expect(otherPath.status).toBe(403);
    expect((await me(TRIAL)).role.id).toBe(1);
  });
});

describe('POST payment/{userId}/purchase', () => {
  it('lets a free or premium user purchase, not an enterprise account; only the caller', async () => {
    const check = (as: string) => emu.fetch(`/api/payment/${emu.uuidOf(as)}/purchase`, jsonInit('POST', as, { userId: emu.uuidOf(as) }));
    expect(await (await check(TRIAL)).json()).toEqual({ data: { data: true } });
    expect(await (await check(PREMIUM)).json()).toEqual({ data: { data: true } });
    expect(await (await check(ENTERPRISE)).json()).toEqual({ data: { data: false } });
    const bad = await emu.fetch(`/api/payment/${emu.uuidOf(TRIAL)}/purchase`, jsonInit('POST', TRIAL, {}));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([{ fieldName: 'userId', message: PLAN_MESSAGES.userIdRequired }]);
    const other = await emu.fetch(`/api/payment/${emu.uuidOf(TRIAL)}/purchase`, jsonInit('POST', TRIAL, { userId: emu.uuidOf(PREMIUM) }));
    expect(other.status).toBe(403);
  });
});

describe('GET payment/{userId}', () => {
  it('is null on the free plan; a paying account has a monthly period around now', async () => {
    expect(await payment(TRIAL)).toBeNull();
    const paid = await payment(PREMIUM);
    expect(paid).toMatchObject({ plan: 'premium', status: 'active', billingCycle: 'monthly', paymentMethod: { brand: 'visa', last4: '4242' } });
    const now = emu.ctx.clock.now();
    expect(Date.parse(paid!.currentPeriodStart)).toBeLessThanOrEqual(now);
    expect(Date.parse(paid!.currentPeriodEnd)).toBeGreaterThan(now);
    expect((await emu.fetch(`/api/payment/${emu.uuidOf(PREMIUM)}`, { as: TRIAL })).status).toBe(403);
  });
});

describe('billing history', () => {
  it("answers the month's own clusters with units that agree with the cluster summary's days", async () => {
    const uuid = emu.uuidOf(TRIAL);
    const res = await emu.fetch(`/api/users/${uuid}/statshistory?date=${encodeURIComponent(currentMonth())}`, { as: TRIAL });
    expect(res.status).toBe(200);
    const history = (await res.json()) as StatsHistoryResponse;
    expect(history.date).toBe(currentMonth());
    expect(history.instances.map((i) => i.name)).toEqual(['trial-demo']);
    const [row] = history.instances;

    const summary = (await (
      await emu.fetch(`/api/users/${uuid}/instances/${SEED_INSTANCE_IDS.trialDemo}/consumption`, { as: TRIAL })
    ).json()) as ConsumptionSummaryResponse;
    const units = summary.consumptionAgg.days.reduce((sum, day) => sum + day.total, 0);
    expect(row!.stats.totalUnits).toBeCloseTo(units, 4);
    // §9 prices: $0.6 per unit, $20 per user, $20 per TB (users and storage pro rata of the month's days).
    expect(row!.stats.unitsCost).toBeCloseTo(row!.stats.totalUnits * 0.6, 2);
    expect(row!.stats.usersCost).toBeCloseTo(row!.stats.users * 20, 2);
    expect(row!.stats.storageCost).toBeCloseTo(row!.stats.storageTB * 20, 2);
    expect(row!.stats.totalCost).toBeCloseTo(row!.stats.unitsCost + row!.stats.usersCost + row!.stats.storageCost, 2);
  });

  it('answers nothing for a month before any cluster, and 400 for a date that is not MM/yyyy', async () => {
    const uuid = emu.uuidOf(TRIAL);
    const empty = await emu.fetch(`/api/users/${uuid}/statshistory?date=01/2001`, { as: TRIAL });
    expect(await empty.json()).toEqual({ date: '01/2001', instances: [] });
    for (const date of ['2026-01', '13/2026', '']) {
      const bad = await emu.fetch(`/api/users/${uuid}/statshistory?date=${date}`, { as: TRIAL });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ message: PLAN_MESSAGES.monthInvalid, errors: [{ fieldName: 'date', message: PLAN_MESSAGES.monthInvalid }] });
    }
    expect((await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/statshistory?date=01/2026`, { as: TRIAL })).status).toBe(403);
  });

  it('totals every month; the free plan is never billed, a premium one gets the $500 credit first', async () => {
    const total = async (as: string) =>
      ((await (await emu.fetch(`/api/users/${emu.uuidOf(as)}/statshistorytotal`, { as })).json()) as StatsHistoryTotalResponse).stats;
    const free = await total(TRIAL);
    expect(free.totalUnits).toBeGreaterThan(0);
    expect(free).toMatchObject({ freeCredit: 0, creditUsed: 0, amountDue: 0 });

    const premium = await total(PREMIUM);
    expect(premium.freeCredit).toBe(500);
    expect(premium.creditUsed).toBe(Math.min(500, premium.totalCost));
    expect(premium.amountDue).toBeCloseTo(premium.totalCost - premium.creditUsed, 2);
    expect(premium.since).toMatch(/^\d{2}\/\d{4}$/);

    // The month's rows add up to that month's share of the total.
    const month = (await (
      await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/statshistory?date=${encodeURIComponent(currentMonth())}`, { as: PREMIUM })
    ).json()) as StatsHistoryResponse;
    const monthUnits = month.instances.reduce((sum, i) => sum + i.stats.totalUnits, 0);
    expect(month.instances.length).toBe(4);
    expect(monthUnits).toBeLessThanOrEqual(premium.totalUnits);
  });
});
