/**
 * What the create and clone bodies need beyond their schemas (src/domain/schemas): the context the create
 * schema is built from, and the checks that need the database (the name is free).
 */
import type { Database } from '../db';
import type { Platform, User } from '../../src/contract/types';
import { isTrial } from '../../src/domain/permissions';
import type { CreatePayloadContext } from '../../src/domain/schemas/create-cluster';
import { validateClusterName } from '../../src/domain/validation/cluster-name';
import { invalid } from '../api-helpers';
import { BLUEPRINTS, DEFAULT_IMAGE, IDLE_TIMES, IMAGES, SIZES, sizesFor, toRegion } from './catalog';
import { CLUSTER_MESSAGES } from './messages';
import type { RegionRow } from './schema';
import { isNameTaken } from './store';

/** The regions a user may see: the managed cloud's, and their own subscription's. */
export function regionsFor(db: Database, uuid: string): RegionRow[] {
  return db
    .prepare('SELECT * FROM regions WHERE user_uuid IS NULL OR user_uuid = ? ORDER BY sort_order, cluster_code')
    .all(uuid) as RegionRow[];
}

/** Trial users cannot pick a region (doc 1 §5): they get the first available managed region. */
export function trialRegion(regions: readonly RegionRow[]): RegionRow | undefined {
  return regions.find((r) => r.platform === 'gc' && r.user_uuid === null && r.is_available === 1);
}

/** A name for a new cluster: the form's rules, then uniqueness. Null when fine. */
export function nameProblem(db: Database, name: unknown, platform: Platform): string | null {
  const value = typeof name === 'string' ? name : '';
  const rule = validateClusterName(value, platform);
  if (rule) return rule;
  return isNameTaken(db, value) ? CLUSTER_MESSAGES.nameTaken : null;
}

/** What the create payload's schema needs to know of this user and the catalogue. */
export function createContext(db: Database, user: User): CreatePayloadContext {
  const rows = regionsFor(db, user.uuid);
  const disk = user.configurations.showDiskSize;
  return {
    regions: rows.map(toRegion),
    trial: isTrial(user),
    trialRegion: trialRegion(rows)?.cluster_code ?? null,
    images: IMAGES.map((i) => i.image),
    latestImage: DEFAULT_IMAGE.image,
    sizesFor,
    allSizes: SIZES,
    idleTimes: IDLE_TIMES.map((t) => t.key),
    blueprints: BLUEPRINTS,
    roleName: user.role.name,
    disk: { min: disk.min, max: disk.max },
  };
}

/**
 * After the payload's schema (domain/schemas/clone.ts): the new name against the source's platform
 * rule and the names in use. A 400 on `name` in the doc 1 §8 shape.
 */
export function checkCloneName(db: Database, name: string, platform: Platform): void {
  const message = nameProblem(db, name, platform);
  if (message) throw invalid([{ fieldName: 'name', message }]);
}
