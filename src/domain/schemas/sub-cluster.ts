/**
 * Self-managed clusters (sub-clusters; spec doc 2 §5, §7): one schema per call and the form's, with the texts
 * of domain/validation/sub-cluster.ts. The form and the emulator share the rules of each field; what needs
 * the database (the name is taken, one failover analytics, the SQL warehouse rules) the emulator checks after
 * the parse, and the form from the cluster it shows (domain/sub-clusters.ts `typeRefusal`).
 */
import * as v from 'valibot';
import type { SubClusterType } from '../../contract/types';
import { SUB_CLUSTER_TYPE_OPTIONS, typeRefusal, type SubClusterTypeContext, type SubClusterTypeOption } from '../sub-clusters';
import { CLUSTER_NAME_MESSAGES, validateSubClusterName } from '../validation/cluster-name';
import { SUB_CLUSTER_MESSAGES, SUB_CLUSTER_NODES_MAX, SUB_CLUSTER_NODES_MIN } from '../validation/sub-cluster';
import { across, present, requiredField, requiredText, textOrEmpty } from './common';

export const SUB_CLUSTER_TYPES = ['analytics', 'loader', 'sqlx'] as const satisfies readonly SubClusterType[];

/** Nodes (doc 2 §5): required ('Input is required'), an integer from 1 to 10. */
export function nodesProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return SUB_CLUSTER_MESSAGES.nodesRequired;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < SUB_CLUSTER_NODES_MIN || n > SUB_CLUSTER_NODES_MAX) {
    return SUB_CLUSTER_MESSAGES.nodesRange;
  }
  return null;
}

const nodes = v.pipe(
  present(v.unknown()),
  v.rawCheck<unknown>(({ dataset, addIssue }) => {
    const problem = nodesProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
  v.transform((value) => Number(value)),
);

const type = v.pipe(
  textOrEmpty(SUB_CLUSTER_MESSAGES.typeRequired),
  v.minLength(1, SUB_CLUSTER_MESSAGES.typeRequired),
  v.picklist(SUB_CLUSTER_TYPES, SUB_CLUSTER_MESSAGES.type),
);

const configs = v.optional(
  v.object({ fallbackAnalytics: v.optional(v.boolean(SUB_CLUSTER_MESSAGES.configs)) }, SUB_CLUSTER_MESSAGES.configs),
  {},
);

const subClusterRef = requiredField('subCluster');

type CreateValues = {
  userId: string;
  clusterName: string;
  type: SubClusterType;
  configs: { fallbackAnalytics?: boolean };
  size: string;
  name: string;
  nodes: number;
};

/** Each field stops at its first message; the rules across fields still run, so a caller sees every field at once. */
const early = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

/** POST users/{userId}/instances/{name}/subcluster: `{ userId, clusterName, type, configs, size, name, nodes }`. */
export const createSubClusterPayloadSchema = v.pipe(
  v.object({
    userId: early(requiredField('userId')),
    clusterName: early(requiredField('clusterName')),
    type: early(type),
    configs: early(configs),
    size: early(requiredText(SUB_CLUSTER_MESSAGES.sizeRequired)),
    name: early(textOrEmpty(CLUSTER_NAME_MESSAGES.required)),
    nodes: early(nodes),
  }),
  across<CreateValues>('name', ['clusterName'], (values) => validateSubClusterName(values.name, values.clusterName)),
  across<CreateValues>('configs', ['type'], (values) =>
    values.configs.fallbackAnalytics === true && values.type !== 'analytics' ? SUB_CLUSTER_MESSAGES.fallbackNeedsAnalytics : null,
  ),
);

/** PUT users/{userId}/instances/{name}/updatesubcluster: `{ subCluster, size, nodes }` (edit and scale). */
export const updateSubClusterPayloadSchema = v.config(
  v.object({ subCluster: subClusterRef, size: requiredText(SUB_CLUSTER_MESSAGES.sizeRequired), nodes }),
  { abortPipeEarly: true },
);

/** DELETE …/subcluster, POST …/connectsubcluster and …/disconnectsubcluster: `{ subCluster }`. */
export const subClusterRefPayloadSchema = v.config(v.object({ subCluster: subClusterRef }), { abortPipeEarly: true });

// --- The form ------------------------------------------------------------------------------------

/** The dialog's modes: create shows name, type and size; edit size and nodes; scale nodes (doc 2 §5). */
export type SubClusterFormMode = 'create' | 'edit' | 'scale';

export type SubClusterFormValues = {
  name: string;
  type: SubClusterTypeOption | null;
  /** A size id of the catalogue. */
  size: string | null;
  /** A number, or '' while the input is empty. */
  nodes: number | string;
};

export interface SubClusterFormContext {
  mode: SubClusterFormMode;
  clusterName: string;
  /** The size ids the cluster offers. */
  sizes: readonly string[];
  types: SubClusterTypeContext;
}

/** The form: each mode checks only the inputs it shows; the name with its prefix, the type by its rules. */
export function subClusterFormSchema({ mode, clusterName, sizes, types }: SubClusterFormContext) {
  return v.pipe(
    v.object({
      name: v.string(),
      type: v.nullable(v.picklist(SUB_CLUSTER_TYPE_OPTIONS, SUB_CLUSTER_MESSAGES.typeRequired)),
      size: v.nullable(v.string()),
      nodes: v.union([v.number(), v.string()]),
    }),
    across<SubClusterFormValues>('name', [], (values) => (mode === 'create' ? validateSubClusterName(values.name, clusterName) : null)),
    across<SubClusterFormValues>('type', [], (values) => {
      if (mode !== 'create') return null;
      if (values.type === null) return SUB_CLUSTER_MESSAGES.typeRequired;
      return typeRefusal(values.type, types);
    }),
    across<SubClusterFormValues>('size', [], (values) => {
      if (mode === 'scale') return null;
      if (values.size === null || values.size === '') return SUB_CLUSTER_MESSAGES.sizeRequired;
      return sizes.includes(values.size) ? null : SUB_CLUSTER_MESSAGES.sizeUnknown;
    }),
    across<SubClusterFormValues>('nodes', [], (values) => (mode === 'create' ? null : nodesProblem(values.nodes))),
  );
}
