/**
 * The cluster update call, PUT users/{userId}/instances/{name} (doc 1 §7, doc 2 §2, §7): one schema for the
 * body the emulator reads and the size form's schema, sharing the size rules and texts. Every field is
 * optional; a field the call does not know is refused on its own name (never silently dropped), and every
 * field's message comes at once. What needs the cluster in hand (the editable sizes, the disk already in use,
 * the idle times offered) is the factory's context; gates (policy, platform action, state) are the emulator's.
 */
import * as v from 'valibot';
import type { OptimizationLevel, Size } from '../../contract/types';
import { CREATE_CLUSTER_MESSAGES, OPTIMIZATION_LEVELS, validateDiskSize } from '../create-cluster';
import { across } from './common';

/** The feature flags the update call carries (doc 2 §7; home page and data studio named by us). */
export const UPDATE_FLAGS = [
  'enableDataAgent',
  'enableDeltaShare',
  'enableOnboarding',
  'enableChat',
  'enableOpenAI',
  'enableHomePage',
  'enableDataStudio',
  'incortaXEnabled',
  'mlflowEnabled',
] as const;
export type UpdateFlag = (typeof UPDATE_FLAGS)[number];

/** Field texts (ours, as the create payload's read; the node text is the spec's sub-cluster text, doc 2 §5). */
export const CLUSTER_UPDATE_MESSAGES = {
  idleTime: 'Choose one of the offered idle times',
  flag: (field: string) => `${field} must be true or false`,
  csize: CREATE_CLUSTER_MESSAGES.sizeRequired,
  csizeUnknown: 'This size is not offered in the chosen region',
  sizeIds: 'Analytics and loader sizes do not match the chosen size',
  optimizationLevel: 'Choose Analytics Optimized, General Purpose or Loader Optimized',
  nodes: 'Services must be greater than or equal to 1 and less than or equal to 10',
  unknownField: (field: string) => `${field} cannot be changed`,
  disk: (min: number, max: number) => CREATE_CLUSTER_MESSAGES.diskRange(min, max),
} as const;

const M = CLUSTER_UPDATE_MESSAGES;

export const UPDATE_NODES_MIN = 1;
export const UPDATE_NODES_MAX = 10;

const KNOWN_FIELDS: readonly string[] = [
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
  ...UPDATE_FLAGS,
];

export interface ClusterUpdateContext {
  idleTimes: readonly number[];
  /** The sizes offered where the cluster runs: the editable ones. */
  sizes: readonly Size[];
  /** Every size (analytics and loader sizes by id). */
  allSizes: readonly Size[];
  /** Disks grow, never shrink: `min` is at least the current size. */
  disk: { min: number; max: number };
}

/** What the update changes, each field checked; absent fields are not changed. */
export type ClusterUpdateInput = Partial<
  {
    idleTime: number;
    sleeppable: boolean;
    dsize: number;
    csize: Size;
    analyticsSize: Size;
    loaderSize: Size;
    optimizationLevel: OptimizationLevel;
    analyticsNodes: number;
    loaderNodes: number;
  } & Record<UpdateFlag, boolean>
>;

const flag = (field: string) => v.optional(v.boolean(M.flag(field)));
const nodes = v.optional(
  v.pipe(
    v.number(M.nodes),
    v.integer(M.nodes),
    v.minValue(UPDATE_NODES_MIN, M.nodes),
    v.maxValue(UPDATE_NODES_MAX, M.nodes),
  ),
);

/** Whether the analytics and loader sizes fit the chosen one: one of them is it, the other it or one step below. */
export function sizesFit(csize: Size, analytics: Size, loader: Size): boolean {
  const fits = (s: Size) => s.order <= csize.order && s.order >= csize.order - 1;
  return fits(analytics) && fits(loader) && (analytics.id === csize.id || loader.id === csize.id);
}

export function clusterUpdateSchema(ctx: ClusterUpdateContext) {
  const offered = (id: unknown) => ctx.sizes.find((s) => s.id === id);
  const fields = v.looseObject({
    idleTime: v.optional(v.pipe(v.number(M.idleTime), v.check((key) => ctx.idleTimes.includes(key), M.idleTime))),
    sleeppable: flag('sleeppable'),
    alive: flag('alive'),
    dsize: v.optional(
      v.pipe(
        v.number(M.disk(ctx.disk.min, ctx.disk.max)),
        v.check((n) => validateDiskSize(n, ctx.disk.min, ctx.disk.max) === null, M.disk(ctx.disk.min, ctx.disk.max)),
      ),
    ),
    csize: v.optional(v.pipe(v.string(M.csizeUnknown), v.check((name) => ctx.sizes.some((s) => s.name === name), M.csizeUnknown))),
    analyticsSizeID: v.optional(v.pipe(v.string(M.csizeUnknown), v.check((id) => offered(id) !== undefined, M.csizeUnknown))),
    loaderSizeID: v.optional(v.pipe(v.string(M.csizeUnknown), v.check((id) => offered(id) !== undefined, M.csizeUnknown))),
    optimizationLevel: v.optional(v.picklist(OPTIMIZATION_LEVELS, M.optimizationLevel)),
    analyticsNodes: nodes,
    loaderNodes: nodes,
    ...Object.fromEntries(UPDATE_FLAGS.map((key) => [key, flag(key)])),
  });
  type Fields = v.InferOutput<typeof fields> & Partial<Record<UpdateFlag, boolean>>;
  return v.pipe(
    fields,
    // Unknown fields are refused on their own names, with the other fields' messages.
    v.rawCheck(({ dataset, addIssue }) => {
      const input = dataset.value;
      if (typeof input !== 'object' || input === null) return;
      for (const key of Object.keys(input)) {
        if (KNOWN_FIELDS.includes(key)) continue;
        addIssue({
          message: M.unknownField(key),
          path: [{ type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value: (input as Record<string, unknown>)[key] }],
        });
      }
    }),
    across<Fields>('csize', ['analyticsSizeID', 'loaderSizeID'], (values) => {
      const csize = ctx.sizes.find((s) => s.name === values.csize);
      if (!csize || (values.analyticsSizeID === undefined && values.loaderSizeID === undefined)) return null;
      const analytics = offered(values.analyticsSizeID) ?? csize;
      const loader = offered(values.loaderSizeID) ?? csize;
      return sizesFit(csize, analytics, loader) ? null : M.sizeIds;
    }),
    v.transform((values: Fields): ClusterUpdateInput => {
      const out: ClusterUpdateInput = {};
      if (values.idleTime !== undefined) out.idleTime = values.idleTime;
      // alive is the opposite of sleeppable (doc 1 §3); sleeppable wins when both are sent.
      if (values.alive !== undefined) out.sleeppable = !values.alive;
      if (values.sleeppable !== undefined) out.sleeppable = values.sleeppable;
      if (values.dsize !== undefined) out.dsize = values.dsize;
      const csize = ctx.sizes.find((s) => s.name === values.csize);
      if (csize) out.csize = csize;
      const analytics = offered(values.analyticsSizeID);
      const loader = offered(values.loaderSizeID);
      if (analytics) out.analyticsSize = analytics;
      if (loader) out.loaderSize = loader;
      if (values.optimizationLevel !== undefined) out.optimizationLevel = values.optimizationLevel;
      if (values.analyticsNodes !== undefined) out.analyticsNodes = values.analyticsNodes;
      if (values.loaderNodes !== undefined) out.loaderNodes = values.loaderNodes;
      for (const key of UPDATE_FLAGS) {
        const value = values[key];
        if (value !== undefined) out[key] = value;
      }
      return out;
    }),
  );
}

// --- The size form -------------------------------------------------------------------------------

/** The size form of the Configurations tab: an editable size and a level. */
export function clusterSizeFormSchema(ctx: Pick<ClusterUpdateContext, 'sizes'>) {
  return v.object({
    csize: v.pipe(v.string(M.csize), v.check((name) => ctx.sizes.some((s) => s.name === name), M.csizeUnknown)),
    optimizationLevel: v.picklist(OPTIMIZATION_LEVELS, M.optimizationLevel),
  });
}
