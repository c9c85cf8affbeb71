/**
 * Add or remove service nodes (spec doc 2 §5, §7 PUT …/scale): one schema for the form, one for the call, with
 * the texts of domain/validation/node-count.ts. The form knows its bounds (from the current count and the
 * configured maximum); the call's body is checked for shape here and for the maximum by the emulator, which
 * reads the configuration.
 */
import * as v from 'valibot';
import type { ScalePayload } from '../../contract/types';
import { SERVICE_NODES_MIN } from '../services-control';
import { NODE_COUNT_MESSAGES } from '../validation/node-count';

export interface NodeCountFormValues {
  /** NumberInput's value: a number, or '' while empty. */
  count: number | string;
}

/** The first rule a count breaks, or null. */
export function nodeCountProblem(value: unknown, bounds: { min: number; max: number }): string | null {
  if (value === '' || value === null || value === undefined) return NODE_COUNT_MESSAGES.countRequired;
  const count = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(count)) return NODE_COUNT_MESSAGES.countWhole;
  if (count < bounds.min || count > bounds.max) return NODE_COUNT_MESSAGES.countRange(bounds.min, bounds.max);
  return null;
}

/** The Add/Remove nodes form: `count` within the bounds (nodeCountBounds in domain/services-control.ts). */
export function nodeCountFormSchema(bounds: { min: number; max: number }) {
  return v.object({
    count: v.pipe(
      v.union([v.number(), v.string()], NODE_COUNT_MESSAGES.countRequired),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const problem = nodeCountProblem(dataset.value, bounds);
        if (problem) addIssue({ message: problem });
      }),
    ),
  });
}

const replicas = (field: string) =>
  v.optional(
    v.pipe(
      v.number(NODE_COUNT_MESSAGES.replicasWhole(field)),
      v.integer(NODE_COUNT_MESSAGES.replicasWhole(field)),
      v.minValue(SERVICE_NODES_MIN, NODE_COUNT_MESSAGES.replicasMin(field, SERVICE_NODES_MIN)),
    ),
  );

/**
 * PUT users/{userId}/instances/{name}/scale: exactly one of `{ analyticsReplicas }`, `{ loaderReplicas }`, a whole
 * number of at least 1 (the maximum, from the system configuration, is the emulator's check).
 */
export const scalePayloadSchema = v.pipe(
  v.object({ analyticsReplicas: replicas('analyticsReplicas'), loaderReplicas: replicas('loaderReplicas') }),
  v.check(
    (body: ScalePayload) => (body.analyticsReplicas === undefined) !== (body.loaderReplicas === undefined),
    NODE_COUNT_MESSAGES.oneService,
  ),
);
