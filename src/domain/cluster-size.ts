/**
 * The Configurations tab's cluster size (doc 1 §5 size slider in edit mode, doc 2 §2, §6): the slider runs
 * over every size, those outside the editable ones (the sizes offered where the cluster runs) are shown but
 * not selectable; the optimization level derives the analytics and loader sizes as on create; the resulting
 * IPU is what the cluster's nodes then consume per hour. Saved through the cluster update call; needs the
 * cluster connected, clusterPolicy update and the cluster_resize platform action. Pure.
 */
import type { Instance, OptimizationLevel, Platform, Size, User } from '../contract/types';
import { deriveSizes, sizeLabel, sliderPositions, sortSizes, type DerivedSizes } from './create-cluster';
import { isActionSupported, REFUSALS, UNSUPPORTED_ACTION_TOOLTIP } from './permissions';
import { allows } from './policies';

/** Texts of the section (the spec quotes none here; ours, but for the connected-cluster text of doc 2 §8). */
export const CLUSTER_SIZE_TEXTS = {
  mustBeConnected: 'Your cluster must be connected to apply this change',
  azureLocked: 'The size of a cluster in your own Azure subscription is changed in that subscription.',
  notEditable: (label: string) => `${label} is not offered where this cluster runs`,
  unchanged: 'Choose a different size or optimization level to save.',
} as const;

export interface SizeChoice {
  size: Size;
  /** Its slider value (positions spread evenly over 0–100 across every size). */
  position: number;
  editable: boolean;
}

/** Every size in slider order with its position; editable when it is among the editable sizes. */
export function sizeChoices(allSizes: readonly Size[], editable: readonly Size[]): SizeChoice[] {
  const sorted = sortSizes(allSizes.length > 0 ? allSizes : editable);
  const positions = sliderPositions(sorted.length);
  return sorted.map((size, index) => ({
    size,
    position: positions[index] ?? 0,
    editable: editable.some((e) => e.name === size.name),
  }));
}

/**
 * The size a slider move lands on: the size at the thumb when it is editable; otherwise the next editable one
 * in the direction of the move, or failing that the nearest one behind it. A size that is not editable is
 * never chosen (doc 1 §5 edit mode). Null when no size is editable.
 */
export function landOnEditable(choices: readonly SizeChoice[], from: string | null, value: number): Size | null {
  if (choices.length === 0) return null;
  let at = 0;
  choices.forEach((choice, index) => {
    if (Math.abs(choice.position - value) < Math.abs((choices[at]?.position ?? 0) - value)) at = index;
  });
  const fromIndex = choices.findIndex((c) => c.size.name === from);
  const direction = fromIndex < 0 || at >= fromIndex ? 1 : -1;
  for (let i = at; i >= 0 && i < choices.length; i += direction) {
    const choice = choices[i];
    if (choice?.editable) return choice.size;
  }
  for (let i = at - direction; i >= 0 && i < choices.length; i -= direction) {
    const choice = choices[i];
    if (choice?.editable) return choice.size;
  }
  return null;
}

/** The thumb's accessible text: 'Large - 16 IPU', or that it is not offered. */
export function choiceText(choice: SizeChoice): string {
  const label = sizeLabel(choice.size);
  return choice.editable ? label : CLUSTER_SIZE_TEXTS.notEditable(label);
}

export type SizeNodes = Pick<Instance, 'analyticsNodes' | 'loaderNodes'>;

/** IPU per hour of the cluster's nodes at these sizes: each service's size IPU times its node count. */
export function resultingIpu(sizes: DerivedSizes, nodes: SizeNodes): number {
  return sizes.analytics.ipu * nodes.analyticsNodes + sizes.loader.ipu * nodes.loaderNodes;
}

export interface SizeFormValues {
  csize: string;
  optimizationLevel: OptimizationLevel;
}

/** What the form starts with: the cluster's size and level. */
export function sizeFormValues(instance: Pick<Instance, 'csize' | 'optimizationLevel'>): SizeFormValues {
  return { csize: instance.csize, optimizationLevel: instance.optimizationLevel };
}

/** The size part of the update call (doc 2 §7): the chosen size and the two sizes its level derives. */
export interface ClusterSizeUpdate {
  csize: string;
  analyticsSizeID: string;
  loaderSizeID: string;
  optimizationLevel: OptimizationLevel;
}

/** The update body for the form's values, or null when the size is not among `allSizes`. */
export function sizeUpdatePayload(values: SizeFormValues, allSizes: readonly Size[]): ClusterSizeUpdate | null {
  const chosen = allSizes.find((s) => s.name === values.csize);
  if (!chosen) return null;
  const { analytics, loader } = deriveSizes(chosen, values.optimizationLevel, allSizes);
  return { csize: chosen.name, analyticsSizeID: analytics.id, loaderSizeID: loader.id, optimizationLevel: values.optimizationLevel };
}

export function isSizeChanged(instance: Pick<Instance, 'csize' | 'optimizationLevel'>, values: SizeFormValues): boolean {
  return instance.csize !== values.csize || instance.optimizationLevel !== values.optimizationLevel;
}

export interface SizeCluster {
  platform: Platform;
  clusterPolicy: Parameters<typeof allows>[0];
}

/**
 * Why the size cannot be changed now, or null: the slider is locked on az (doc 1 §5), the plan must support
 * cluster_resize, the role must hold clusterPolicy update (doc 2 §6), and the cluster must be connected.
 */
export function sizeRefusal(user: Pick<User, 'platformActions'>, cluster: SizeCluster, status: string): string | null {
  if (cluster.platform === 'az') return CLUSTER_SIZE_TEXTS.azureLocked;
  if (!isActionSupported(user, 'cluster_resize', cluster.platform)) return UNSUPPORTED_ACTION_TOOLTIP;
  if (!allows(cluster.clusterPolicy, 'clusterPolicy', 'update')) return REFUSALS.noPermission;
  if (status !== 'running') return CLUSTER_SIZE_TEXTS.mustBeConnected;
  return null;
}
