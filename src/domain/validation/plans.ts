/**
 * Plans (spec doc 3 §5, §8): the exact texts of the plan change, shared by the app and the emulator, and the
 * texts of the call bodies (ours: the spec shows no field rules). Plain data: the first route needs the texts,
 * not valibot (the schemas are in domain/schemas/plans.ts).
 */
export const PLAN_MESSAGES = {
  /** doc 3 §5, §8: the downgrade rule's refusal. */
  downgradeBlocked:
    'In order to downgrade or cancel premium trial, you must have only 1 single cluster of maximum Small size.',
  /** doc 3 §7, §8: a change to premium answered 304. */
  alreadyPremium: "You Can't change to premium plan",
  /** doc 3 §8 success messages. */
  nowFree: 'You are now a free user',
  nowPremium: 'You can now enjoy all the benefits of our Premium Plan.',
  // Ours.
  alreadyFree: 'Your account is already on the free plan.',
  enterprise: 'An Enterprise plan is changed by your account team. Please contact sales.',
  purchaseRefused: 'Your purchase could not be completed. Please contact sales.',
  userIdRequired: 'userId is required',
  planInvalid: "plan must be 'free' or 'premium'",
  monthInvalid: 'date must be a month as MM/yyyy',
} as const;
