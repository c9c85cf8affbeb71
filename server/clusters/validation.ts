/**
 * Server-side checks of the create, clone and update bodies, with the same rules and texts as the form
 * (cluster name and clone rules come from src/domain/validation). Field problems are collected and
 * answered together as 400 `{ message, errors: [{ fieldName, message }] }`.
 */
import type Database from 'better-sqlite3';
import type { FieldError, OptimizationLevel, Platform, Size, User } from '../../src/api/types';
import { DEFAULT_APP_ID } from '../../src/domain/constants';
import { CREATE_CLUSTER_MESSAGES, isBlueprintEligible, OPTIMIZATION_LEVELS, validateDiskSize } from '../../src/domain/create-cluster';
import { isTrial } from '../../src/domain/permissions';
import { validateClusterName } from '../../src/domain/validation/cluster-name';
import { invalid } from '../api-helpers';
import {
  blueprintById,
  DEFAULT_IMAGE,
  IDLE_TIMES,
  isKnownImage,
  sizeById,
  sizesFor,
} from './catalog';
import { CLUSTER_MESSAGES, FIELD_MESSAGES } from './messages';
import type { RegionRow } from './schema';
import { isNameTaken } from './store';

export const PLATFORMS: readonly Platform[] = ['gc', 'az', 'az-saas'];
export const NODES_MIN = 1;
export const NODES_MAX = 10;

/** A checked create request, ready to insert. */
export interface CreateInput {
  name: string;
  platform: Platform;
  region: RegionRow;
  appId: string;
  image: string;
  installation: 'typical' | 'custom';
  dsize: number;
  idleTime: number;
  blueprintId: string | null;
  csize: Size;
  optimizationLevel: OptimizationLevel;
  analyticsSize: Size;
  loaderSize: Size;
  sleeppable: boolean;
}

function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

function isOptimizationLevel(value: unknown): value is OptimizationLevel {
  return typeof value === 'string' && (OPTIMIZATION_LEVELS as readonly string[]).includes(value);
}

/** The regions a user may see: the managed cloud's, and their own subscription's. */
export function regionsFor(db: Database.Database, uuid: string): RegionRow[] {
  return db
    .prepare('SELECT * FROM regions WHERE user_uuid IS NULL OR user_uuid = ? ORDER BY sort_order, cluster_code')
    .all(uuid) as RegionRow[];
}

/** Trial users cannot pick a region (doc 1 §5): they get the first available managed region. */
export function trialRegion(regions: readonly RegionRow[]): RegionRow | undefined {
  return regions.find((r) => r.platform === 'gc' && r.user_uuid === null && r.is_available === 1);
}

/** A name for a new cluster: the form's rules, then uniqueness. Null when fine. */
export function nameProblem(db: Database.Database, name: unknown, platform: Platform): string | null {
  const value = typeof name === 'string' ? name : '';
  const rule = validateClusterName(value, platform);
  if (rule) return rule;
  return isNameTaken(db, value) ? CLUSTER_MESSAGES.nameTaken : null;
}

/** A disk size in a body: a number, never coerced from a string; then the form's own rule and text. */
export function diskSizeProblem(value: unknown, min: number, max: number): string | null {
  return typeof value === 'number' ? validateDiskSize(value, min, max) : CREATE_CLUSTER_MESSAGES.diskRange(min, max);
}

export function validateCreate(db: Database.Database, user: User, body: Record<string, unknown>): CreateInput {
  const errors: FieldError[] = [];
  const fail = (fieldName: string, message: string): void => {
    errors.push({ fieldName, message });
  };

  // A field of the wrong type is refused on that field, never coerced (a number for a string, "0x32" for 50).
  const wrongType = new Set<string>();
  const text = (field: string): string => {
    const value = body[field];
    if (value === undefined || value === null) return '';
    if (typeof value === 'string') return value;
    fail(field, FIELD_MESSAGES.mustBeString(field));
    wrongType.add(field);
    return '';
  };
  const sent = (field: string): boolean => body[field] !== undefined && body[field] !== null;

  const platform = isPlatform(body.platform) ? body.platform : null;
  if (!platform) fail('platform', FIELD_MESSAGES.platform);

  const name = text('name');
  const nameMessage = wrongType.has('name') ? null : nameProblem(db, name, platform ?? 'gc');
  if (nameMessage) fail('name', nameMessage);

  // Region: found by cluster code (the form's k8sClusterCode), or by region name when no code is sent.
  const regions = regionsFor(db, user.uuid);
  const code = text('k8sClusterCode');
  const regionName = text('region');
  const zone = text('zone');
  let region: RegionRow | undefined;
  if (wrongType.has('k8sClusterCode') || wrongType.has('region')) {
    // Refused for its type.
  } else if (code === '' && regionName === '') {
    fail('region', FIELD_MESSAGES.region);
  } else {
    region = code !== '' ? regions.find((r) => r.cluster_code === code) : regions.find((r) => r.region === regionName && r.platform === platform);
    if (!region) fail('region', FIELD_MESSAGES.regionUnknown);
    else if (regionName !== '' && region.region !== regionName) fail('region', FIELD_MESSAGES.regionUnknown);
    else if (platform && region.platform !== platform) fail('region', FIELD_MESSAGES.regionPlatform);
    else if (region.is_available !== 1) fail('region', FIELD_MESSAGES.regionUnavailable);
    else if (isTrial(user) && region.cluster_code !== trialRegion(regions)?.cluster_code) fail('region', FIELD_MESSAGES.regionTrial);
    else if (zone !== '' && zone !== region.zone) fail('zone', FIELD_MESSAGES.zone);
  }

  let appId = DEFAULT_APP_ID;
  if (body.appId !== undefined && body.appId !== null) {
    if (typeof body.appId === 'string' && body.appId !== '') appId = body.appId;
    else fail('appId', FIELD_MESSAGES.appId);
  }

  const image = text('image');
  if (wrongType.has('image')) {
    // Refused for its type.
  } else if (image === '') fail('image', FIELD_MESSAGES.image);
  else if (!isKnownImage(image)) fail('image', FIELD_MESSAGES.imageUnknown);
  else if (platform && platform !== 'gc' && image !== DEFAULT_IMAGE.image) fail('image', FIELD_MESSAGES.imageLatestOnly);

  const installation = body.installation === 'typical' || body.installation === 'custom' ? body.installation : null;
  if (!installation) fail('installation', FIELD_MESSAGES.installation);

  const disk = user.configurations.showDiskSize;
  const dsize = typeof body.dsize === 'number' ? body.dsize : Number.NaN;
  const dsizeProblem = diskSizeProblem(body.dsize, disk.min, disk.max);
  if (dsizeProblem) fail('dsize', dsizeProblem);

  const idleTime = typeof body.idleTime === 'number' ? body.idleTime : Number.NaN;
  if (!IDLE_TIMES.some((t) => t.key === idleTime)) fail('idleTime', FIELD_MESSAGES.idleTime);

  let blueprintId: string | null = null;
  if (body.blueprintId !== undefined && body.blueprintId !== null && body.blueprintId !== '') {
    const blueprint = typeof body.blueprintId === 'string' ? blueprintById(body.blueprintId) : undefined;
    const allowed = blueprint && isBlueprintEligible(blueprint, image === '' ? blueprint.minimal_version : image, user.role.name);
    if (!blueprint || !allowed) fail('blueprintId', FIELD_MESSAGES.blueprint);
    else blueprintId = blueprint.id;
  }

  const offered = sizesFor(region?.platform ?? platform ?? 'gc');
  const csizeName = text('csize');
  const csize = offered.find((s) => s.name === csizeName);
  if (wrongType.has('csize')) {
    // Refused for its type.
  } else if (csizeName === '') fail('csize', FIELD_MESSAGES.csize);
  else if (!csize) fail('csize', FIELD_MESSAGES.csizeUnknown);

  const optimizationLevel = isOptimizationLevel(body.optimizationLevel) ? body.optimizationLevel : null;
  if (!optimizationLevel) fail('optimizationLevel', FIELD_MESSAGES.optimizationLevel);

  // Analytics and loader sizes: each offered, neither above the chosen size, and one of them equal to it
  // (the other is the chosen size or one step below, by optimization level; doc 1 §5).
  // Each defaults to the chosen size when not sent.
  const analyticsSize = sent('analyticsSizeID') ? sizeById(text('analyticsSizeID')) : csize;
  const loaderSize = sent('loaderSizeID') ? sizeById(text('loaderSizeID')) : csize;
  if (csize && !wrongType.has('analyticsSizeID') && !wrongType.has('loaderSizeID')) {
    const fits = (s: Size | undefined): s is Size => s !== undefined && offered.includes(s) && s.order <= csize.order && s.order >= csize.order - 1;
    if (!fits(analyticsSize) || !fits(loaderSize) || (analyticsSize.id !== csize.id && loaderSize.id !== csize.id)) {
      fail('csize', FIELD_MESSAGES.sizeIds);
    }
  }

  const sleeppable = flag(body, 'sleeppable', true, fail);
  const alive = flag(body, 'alive', false, fail);

  if (errors.length > 0) throw invalid(dedupe(errors));
  // Every field was checked above; the non-null assertions below only restate that for the compiler.
  return {
    name,
    platform: platform as Platform,
    region: region as RegionRow,
    appId,
    image,
    installation: installation as 'typical' | 'custom',
    dsize,
    idleTime,
    blueprintId,
    csize: csize as Size,
    optimizationLevel: optimizationLevel as OptimizationLevel,
    analyticsSize: analyticsSize as Size,
    loaderSize: loaderSize as Size,
    sleeppable: sleeppable && !alive,
  };
}

/** An optional boolean field. */
function flag(
  body: Record<string, unknown>,
  field: string,
  fallback: boolean,
  fail: (fieldName: string, message: string) => void,
): boolean {
  const value = body[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  fail(field, FIELD_MESSAGES.flag(field));
  return fallback;
}

/** One message per field: the first found. */
function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.fieldName) ? false : (seen.add(e.fieldName), true)));
}

/** The clone body: the new name (clone rules, then the platform's name rules, then uniqueness) and the source. */
/**
 * After the payload's schema (domain/schemas/clone.ts): the new name against the source's platform
 * rule and the names in use. A 400 on `name` in the doc 1 §8 shape.
 */
export function checkCloneName(db: Database.Database, name: string, platform: Platform): void {
  const message = nameProblem(db, name, platform);
  if (message) throw invalid([{ fieldName: 'name', message }]);
}
