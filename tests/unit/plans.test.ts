/**
 * Plans rules and texts (doc 3 §2, §5, §6, §8, §9): the plan of each role, the card texts, the downgrade rule,
 * the billing prices and the free credit, the billing month, where the close icon returns, and the plan
 * calls' schemas with their messages.
 */
import * as v from 'valibot';
import type { RoleName } from '../../src/contract/types';
import { describe, expect, it } from 'vitest';
import {
  applyCredit,
  billingStats,
  downgradeAllowed,
  formatBillingMonth,
  parseBillingMonth,
  PLAN_CARDS,
  planOf,
  plansReturnTo,
  PREMIUM_FEATURES,
  sumStats,
} from '../../src/domain/plans';
import { planChangeSchema, purchaseCheckSchema } from '../../src/domain/schemas/plans';
import { PLAN_MESSAGES } from '../../src/domain/validation/plans';
import { PLANS_TEXTS } from '../../src/features/plans/messages';

const role = (id: number, name: RoleName) => ({ role: { id, name } });

describe('the spec texts', () => {
  it('keeps the quoted texts of doc 3 §2 and §8 verbatim', () => {
    expect(PLAN_MESSAGES.downgradeBlocked).toBe(
      'In order to downgrade or cancel premium trial, you must have only 1 single cluster of maximum Small size.',
    );
    expect(PLAN_MESSAGES.alreadyPremium).toBe("You Can't change to premium plan");
    expect(PLAN_MESSAGES.nowFree).toBe('You are now a free user');
    expect(PLAN_MESSAGES.nowPremium).toBe('You can now enjoy all the benefits of our Premium Plan.');
    expect(PLAN_CARDS).toEqual({
      basic: { name: 'Basic', price: 'Free', label: 'Limited' },
      premium: { name: 'Premium', price: '$1 / Unit', label: 'Recommended' },
      enterprise: { name: 'Enterprise', price: "Let's Talk", label: 'Unlimited' },
    });
    expect(PLANS_TEXTS).toMatchObject({
      title: 'Plans',
      currentPlan: 'Current Plan',
      tryForFree: 'Try for free',
      contactSales: 'Contact Sales',
      contactSalesAlert: 'Not working!!',
      purchase: {
        title: 'Purchase Premium Plan',
        credits: 'Free $500 Credits',
        submit: 'Submit purchase',
        secure: 'Safe & secure payment',
      },
    });
    expect(PLANS_TEXTS.offer.premiumOffer).toBe('Premium 30-day free trial, then $1200/year (about $100/month)');
  });

  it('lists what Premium includes (doc 3 §9)', () => {
    expect(PREMIUM_FEATURES).toEqual([
      'Multi-cluster up to 2XL',
      'Unlimited users',
      'Unlimited storage',
      'VPN',
      'Static IP',
      'Always alive',
      'Backup time travel of 14 days',
      'Clone cluster',
      'Data agent',
      'HA',
      'DR',
    ]);
  });
});

describe('planOf', () => {
  it('puts free (the trial) on Basic, basic and premium on Premium, enterprise on Enterprise', () => {
    expect(planOf(role(1, 'free'))).toBe('basic');
    expect(planOf(role(2, 'basic'))).toBe('premium');
    expect(planOf(role(3, 'premium'))).toBe('premium');
    expect(planOf(role(4, 'enterprise'))).toBe('enterprise');
  });
});

describe('downgradeAllowed (doc 3 §5)', () => {
  it('allows a single cluster of at most Small size (or none), nothing else', () => {
    expect(downgradeAllowed([1])).toBe(true);
    expect(downgradeAllowed([])).toBe(true);
    expect(downgradeAllowed([2])).toBe(false);
    expect(downgradeAllowed([1, 1])).toBe(false);
  });
});

describe('billing (doc 3 §9)', () => {
  it('prices $0.6 per unit, $20 per user and $20 per TB, with 5-decimal units', () => {
    expect(billingStats({ incortaUnits: 10.123456, sparkUnits: 1, users: 2, storageTB: 0.5 })).toEqual({
      incortaUnits: 10.12346,
      sparkUnits: 1,
      totalUnits: 11.12346,
      users: 2,
      storageTB: 0.5,
      unitsCost: 6.67,
      usersCost: 40,
      storageCost: 10,
      totalCost: 56.67,
    });
    const one = billingStats({ incortaUnits: 1, sparkUnits: 0, users: 1, storageTB: 0 });
    expect(sumStats([one, one])).toMatchObject({ totalUnits: 2, usersCost: 40, totalCost: 41.2 });
  });

  it('gives premium the $500 credit first, never bills free, bills enterprise by contract', () => {
    expect(applyCredit(320, 'premium')).toEqual({ freeCredit: 500, creditUsed: 320, amountDue: 0 });
    expect(applyCredit(812.5, 'premium')).toEqual({ freeCredit: 500, creditUsed: 500, amountDue: 312.5 });
    expect(applyCredit(812.5, 'basic')).toEqual({ freeCredit: 0, creditUsed: 0, amountDue: 0 });
    expect(applyCredit(812.5, 'enterprise')).toEqual({ freeCredit: 0, creditUsed: 0, amountDue: 812.5 });
  });

  it('reads and writes the billing month as MM/yyyy', () => {
    expect(parseBillingMonth('03/2026')).toEqual({ year: 2026, month: 3 });
    for (const bad of ['3/2026', '13/2026', '00/2026', '2026-03', '03/26', '']) expect(parseBillingMonth(bad)).toBeNull();
    expect(formatBillingMonth(2026, 3)).toBe('03/2026');
  });
});

describe('plansReturnTo', () => {
  it('returns to an in-app location, otherwise to the plan tab', () => {
    expect(plansReturnTo({ plansReturnTo: '/clusters?x=1' })).toBe('/clusters?x=1');
    for (const state of [null, undefined, {}, { plansReturnTo: 4 }, { plansReturnTo: 'https://evil.example' },
      { plansReturnTo: '//evil.example' }, { plansReturnTo: '/\\evil.example' }, { plansReturnTo: '/plans' }]) {
      expect(plansReturnTo(state)).toBe('/my-account?tab=plan');
    }
  });
});

describe('plan call schemas', () => {
  it('needs userId and a plan of free or premium', () => {
    expect(v.safeParse(planChangeSchema, { userId: 'u', plan: 'premium' }).success).toBe(true);
    const bad = v.safeParse(planChangeSchema, { plan: 'gold' });
    expect(bad.issues?.map((i) => i.message)).toEqual([PLAN_MESSAGES.userIdRequired, PLAN_MESSAGES.planInvalid]);
    expect(v.safeParse(purchaseCheckSchema, { userId: ' ' }).issues?.[0]?.message).toBe(PLAN_MESSAGES.userIdRequired);
  });
});
