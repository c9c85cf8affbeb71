/**
 * The update body (doc 1 §7, doc 2 §2): only the listed fields, each checked; unknown fields are refused
 * rather than silently dropped. Resizing and scaling also need their platform actions (403).
 */
import type { FieldError, OptimizationLevel, Platform, User } from '../../../src/api/types';
import { invalid } from '../../api-helpers';
import { IDLE_TIMES, sizesFor } from '../catalog';
import { requireAction } from '../kit';
import { FIELD_MESSAGES } from '../messages';
import type { InstanceRow } from '../schema';
import { OPTIMIZATION_LEVELS } from '../../../src/domain/create-cluster';
import { diskSizeProblem, NODES_MAX, NODES_MIN } from '../validation';

/** Columns an update may change, checked; unknown fields are refused rather than silently dropped. */
export type UpdateColumns = Partial<{
  idle_time: number;
  sleeppable: 0 | 1;
  dsize: number;
  csize: string;
  analytics_size: string;
  loader_size: string;
  optimization_level: OptimizationLevel;
  analytics_nodes: number;
  loader_nodes: number;
}>;

const UPDATABLE = new Set([
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
]);

export function validateUpdate(body: Record<string, unknown>, row: InstanceRow, user: User): UpdateColumns {
  const errors: FieldError[] = [];
  const out: UpdateColumns = {};
  for (const key of Object.keys(body)) {
    if (!UPDATABLE.has(key)) errors.push({ fieldName: key, message: FIELD_MESSAGES.unknownField(key) });
  }
  if (body.idleTime !== undefined) {
    if (typeof body.idleTime === 'number' && IDLE_TIMES.some((t) => t.key === body.idleTime)) out.idle_time = body.idleTime;
    else errors.push({ fieldName: 'idleTime', message: FIELD_MESSAGES.idleTime });
  }
  for (const key of ['sleeppable', 'alive'] as const) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') errors.push({ fieldName: key, message: FIELD_MESSAGES.flag(key) });
    else out.sleeppable = (key === 'sleeppable' ? value : !value) ? 1 : 0;
  }
  if (body.dsize !== undefined) {
    const disk = user.configurations.showDiskSize;
    // Disks grow, never shrink: data already on them must fit.
    const min = Math.max(disk.min, row.dsize);
    const problem = diskSizeProblem(body.dsize, min, disk.max);
    if (problem === null) out.dsize = body.dsize as number;
    else errors.push({ fieldName: 'dsize', message: problem });
  }
  const offered = sizesFor(row.platform as Platform);
  const sizeFields = [
    ['csize', 'csize', (v: string) => offered.find((s) => s.name === v)?.name],
    ['analyticsSizeID', 'analytics_size', (v: string) => offered.find((s) => s.id === v)?.id],
    ['loaderSizeID', 'loader_size', (v: string) => offered.find((s) => s.id === v)?.id],
  ] as const;
  for (const [field, column, lookup] of sizeFields) {
    const value = body[field];
    if (value === undefined) continue;
    const found = typeof value === 'string' ? lookup(value) : undefined;
    if (found) out[column] = found;
    else errors.push({ fieldName: field, message: FIELD_MESSAGES.csizeUnknown });
  }
  if (out.csize || out.analytics_size || out.loader_size) requireAction(user, 'cluster_resize', row.platform as Platform);
  if (body.optimizationLevel !== undefined) {
    const level = OPTIMIZATION_LEVELS.find((l) => l === body.optimizationLevel);
    if (level) out.optimization_level = level;
    else errors.push({ fieldName: 'optimizationLevel', message: FIELD_MESSAGES.optimizationLevel });
  }
  for (const [field, column] of [
    ['analyticsNodes', 'analytics_nodes'],
    ['loaderNodes', 'loader_nodes'],
  ] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value === 'number' && Number.isInteger(value) && value >= NODES_MIN && value <= NODES_MAX) out[column] = value;
    else errors.push({ fieldName: field, message: FIELD_MESSAGES.nodes });
  }
  if (out.analytics_nodes !== undefined || out.loader_nodes !== undefined) {
    requireAction(user, 'cluster_scaling', row.platform as Platform);
  }
  if (errors.length > 0) throw invalid(errors);
  return out;
}
