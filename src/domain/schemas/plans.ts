/**
 * The plan calls' bodies (doc 3 §3 "Plan change call data: userId and plan ('free' or 'premium')", §7 purchase
 * check: userId). The app builds them itself (no form); the emulator validates them with these schemas and
 * answers 400 in the doc 1 §8 shape. That userId is the caller is the emulator's check (403).
 */
import * as v from 'valibot';
import type { PlanChoice } from '../../contract/types/plans';
import { PLAN_MESSAGES } from '../validation/plans';
import { requiredText } from './common';

export const PLAN_CHOICES = ['free', 'premium'] as const satisfies readonly PlanChoice[];

const userId = v.pipe(requiredText(PLAN_MESSAGES.userIdRequired), v.trim(), v.minLength(1, PLAN_MESSAGES.userIdRequired));

export const planChangeSchema = v.object({
  userId,
  plan: v.pipe(v.optional(v.string(PLAN_MESSAGES.planInvalid), ''), v.picklist(PLAN_CHOICES, PLAN_MESSAGES.planInvalid)),
});

export const purchaseCheckSchema = v.object({ userId });
