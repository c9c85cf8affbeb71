/**
 * Self-managed clusters (doc 2 §5, §7): the form's rules per mode with the spec's exact texts, and the calls'
 * bodies (every field's message at once), as the form and the emulator share them.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  createSubClusterPayloadSchema,
  nodesProblem,
  subClusterFormSchema,
  subClusterRefPayloadSchema,
  updateSubClusterPayloadSchema,
} from '../../src/domain/schemas/sub-cluster';
import type { SubClusterTypeContext } from '../../src/domain/sub-clusters';
import { subClusterInputForServerField } from '../../src/domain/validation/sub-cluster';

const messages = (schema: Parameters<typeof v.safeParse>[0], input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]);

const SIZES = ['size-small', 'size-medium'];
const FREE: SubClusterTypeContext = { subClusters: [], enableBusinessUserNotebook: false, isIncortaXEligible: true };
const RANGE = 'Services must be greater than or equal to 1 and less than or equal to 10';

describe('nodes (doc 2 §5)', () => {
  it("is required ('Input is required') and an integer from 1 to 10", () => {
    expect(nodesProblem('')).toBe('Input is required');
    expect(nodesProblem(undefined)).toBe('Input is required');
    expect(nodesProblem(null)).toBe('Input is required');
    for (const bad of [0, 11, 2.5, -1, 'x', true]) expect(nodesProblem(bad)).toBe(RANGE);
    for (const good of [1, 10, '4']) expect(nodesProblem(good)).toBeNull();
  });
});

describe('the form', () => {
  const create = subClusterFormSchema({ mode: 'create', clusterName: 'sales-analytics', sizes: SIZES, types: FREE });
  const values = (over: Record<string, unknown> = {}) => ({ name: 'etl', type: 'loader', size: 'size-small', nodes: 1, ...over });

  it('create: a valid name, type and size pass; nodes are not asked (it starts with 1)', () => {
    expect(messages(create, values({ nodes: '' }))).toEqual([]);
  });

  it("create: the name with its prefix within 32 characters ('Name should not exceed 32 characters')", () => {
    // 'sales-analytics-' is 16 characters: 16 more fit.
    expect(messages(create, values({ name: 'a'.repeat(16) }))).toEqual([]);
    expect(messages(create, values({ name: 'a'.repeat(17) }))).toEqual([['name', 'Name should not exceed 32 characters']]);
  });

  it('create: the name is required and made of letters, digits and dashes', () => {
    expect(messages(create, values({ name: '' }))).toEqual([['name', 'Cluster name is required']]);
    expect(messages(create, values({ name: 'etl_1' }))).toEqual([['name', 'Name is invalid; check naming hint']]);
    expect(messages(create, values({ name: 'e tl' }))).toEqual([['name', 'Spaces not allowed']]);
  });

  it('create: type and size are required, the size one the cluster offers', () => {
    expect(messages(create, values({ type: null, size: null }))).toEqual([
      ['type', 'Choose a type'],
      ['size', 'Choose a size'],
    ]);
    expect(messages(create, values({ size: 'size-larges7' }))).toEqual([['size', 'Choose one of the sizes offered for this cluster']]);
  });

  it('create: only one failover analytics; the SQL warehouse refused when one exists, with notebook, or not eligible', () => {
    const withFailover = subClusterFormSchema({
      mode: 'create',
      clusterName: 'c',
      sizes: SIZES,
      types: { ...FREE, subClusters: [{ type: 'analytics', configs: { fallbackAnalytics: true } }] },
    });
    expect(messages(withFailover, values({ type: 'failover' }))).toEqual([['type', 'Only one Failover Analytics cluster is allowed']]);
    expect(messages(withFailover, values({ type: 'analytics' }))).toEqual([]);
    const notebook = subClusterFormSchema({ mode: 'create', clusterName: 'c', sizes: SIZES, types: { ...FREE, enableBusinessUserNotebook: true } });
    expect(messages(notebook, values({ type: 'sqlx' }))).toEqual([
      ['type', 'Advanced SQL Warehouse is not available while business user notebook is enabled'],
    ]);
  });

  it('edit: size and nodes; scale: nodes only, with the exact texts', () => {
    const edit = subClusterFormSchema({ mode: 'edit', clusterName: 'c', sizes: SIZES, types: FREE });
    expect(messages(edit, values({ name: 'c-x', size: null, nodes: '' }))).toEqual([
      ['size', 'Choose a size'],
      ['nodes', 'Input is required'],
    ]);
    const scale = subClusterFormSchema({ mode: 'scale', clusterName: 'c', sizes: SIZES, types: FREE });
    expect(messages(scale, values({ name: 'c-x', size: null, nodes: 11 }))).toEqual([['nodes', RANGE]]);
    expect(messages(scale, values({ name: 'c-x', nodes: 10 }))).toEqual([]);
  });
});

describe('the calls (doc 2 §7)', () => {
  const body = { userId: 'u-1', clusterName: 'sales-analytics', type: 'analytics', configs: {}, size: 'size-small', name: 'etl', nodes: 1 };

  it('create: a good body parses, configs defaulting to none', () => {
    const { configs: _configs, ...withoutConfigs } = body;
    expect(v.parse(createSubClusterPayloadSchema, withoutConfigs)).toEqual({ ...withoutConfigs, configs: {} });
  });

  it('create: every field says what is wrong at once', () => {
    expect(messages(createSubClusterPayloadSchema, {})).toEqual([
      ['userId', 'userId is required'],
      ['clusterName', 'clusterName is required'],
      ['type', 'Choose a type'],
      ['size', 'Choose a size'],
      ['nodes', 'Input is required'],
    ]);
    expect(messages(createSubClusterPayloadSchema, { ...body, type: 'spark', nodes: 12, configs: 'x' })).toEqual([
      ['type', 'type must be analytics, loader or sqlx'],
      ['configs', 'configs must be an object'],
      ['nodes', RANGE],
    ]);
  });

  it('create: the name against the cluster name in the body; a failover must be analytics', () => {
    expect(messages(createSubClusterPayloadSchema, { ...body, name: 'x'.repeat(17) })).toEqual([['name', 'Name should not exceed 32 characters']]);
    expect(messages(createSubClusterPayloadSchema, { ...body, type: 'loader', configs: { fallbackAnalytics: true } })).toEqual([
      ['configs', 'Only an analytics Self-Managed Cluster can be a failover'],
    ]);
  });

  it('update and the reference calls', () => {
    expect(messages(updateSubClusterPayloadSchema, {})).toEqual([
      ['subCluster', 'subCluster is required'],
      ['size', 'Choose a size'],
      ['nodes', 'Input is required'],
    ]);
    expect(v.parse(updateSubClusterPayloadSchema, { subCluster: 'id', size: 'size-small', nodes: 3 })).toEqual({ subCluster: 'id', size: 'size-small', nodes: 3 });
    expect(messages(subClusterRefPayloadSchema, { subCluster: '  ' })).toEqual([['subCluster', 'subCluster is required']]);
  });

  it("the server's field messages go under the form's inputs", () => {
    expect(['name', 'type', 'size', 'nodes', 'configs', 'userId'].map(subClusterInputForServerField)).toEqual(['name', 'type', 'size', 'nodes', 'type', null]);
  });
});
