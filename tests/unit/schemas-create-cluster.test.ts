import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Blueprint, Region, Size } from '../../src/contract/types';
import { createPayloadSchema, type CreatePayloadContext } from '../../src/domain/schemas/create-cluster';

const size = (name: string, order: number): Size => ({ id: `id-${name}`, name, displayName: name, order, ipu: order * 4 });
const SMALL = size('small', 1);
const MEDIUM = size('medium', 2);
const LARGE = size('larges1', 3);

const region = (code: string, platform: Region['platform'], isAvailable = true): Region => ({
  regionAlias: code,
  platform,
  userId: null,
  isAvailable,
  cluster_code: code,
  url: '',
  zone: `${code}-a`,
  region: code,
  app_id: '',
});

const BLUEPRINT: Blueprint = { id: 'bp-1', name: 'Sales', trial: true, minimal_version: '2026.1.0', installable: true };

const ctx = (over: Partial<CreatePayloadContext> = {}): CreatePayloadContext => ({
  regions: [region('gc-1', 'gc'), region('gc-2', 'gc'), region('gc-off', 'gc', false), region('az-1', 'az')],
  trial: false,
  trialRegion: 'gc-1',
  images: ['2026.1.0', '2026.3.0'],
  latestImage: '2026.3.0',
  sizesFor: (platform) => (platform === 'gc' ? [SMALL, MEDIUM, LARGE] : [SMALL, MEDIUM]),
  allSizes: [SMALL, MEDIUM, LARGE],
  idleTimes: [1, 3],
  blueprints: [BLUEPRINT],
  roleName: 'enterprise',
  disk: { min: 20, max: 500 },
  ...over,
});

const PAYLOAD = {
  name: 'sales-eu',
  platform: 'gc',
  k8sClusterCode: 'gc-2',
  region: 'gc-2',
  zone: 'gc-2-a',
  image: '2026.1.0',
  installation: 'custom',
  dsize: 100,
  idleTime: 3,
  blueprintId: 'bp-1',
  csize: 'medium',
  optimizationLevel: 'Analytics Optimized',
  analyticsSizeID: 'id-medium',
  loaderSizeID: 'id-small',
};

const messages = (input: unknown, context = ctx()) =>
  Object.fromEntries((v.safeParse(createPayloadSchema(context), input).issues ?? []).map((i) => [v.getDotPath(i) ?? '', i.message]));

describe('the create payload schema (doc 1 §3, §5)', () => {
  it('reads a valid payload into the region and sizes it names', () => {
    const input = v.parse(createPayloadSchema(ctx()), PAYLOAD);
    expect(input.region.cluster_code).toBe('gc-2');
    expect([input.csize.name, input.analyticsSize.name, input.loaderSize.name]).toEqual(['medium', 'medium', 'small']);
    expect(input.sleeppable).toBe(true);
    expect(input.appId).toBe('1');
  });

  it('refuses a wrongly typed field on that field and still checks the others', () => {
    expect(messages({ ...PAYLOAD, region: 42, dsize: '100', name: 'ab' })).toEqual({
      region: 'region must be a string',
      dsize: 'Disk size must be a whole number between 20 and 500 GB',
      name: 'Name must be at least 3 characters',
    });
  });

  it('names the rule each field breaks across fields, one message per field', () => {
    expect(messages({ ...PAYLOAD, platform: 'az', k8sClusterCode: 'gc-off', region: 'gc-off', zone: 'gc-off-a' })).toEqual({
      name: 'Only accept lowercase alphanumerics.',
      region: 'This region does not belong to the chosen platform',
      image: 'Only the latest version is supported on this platform',
    });
    expect(messages({ ...PAYLOAD, analyticsSizeID: 'id-small' })).toEqual({
      csize: 'Analytics and loader sizes do not match the chosen size',
    });
    expect(messages({ ...PAYLOAD, image: '2025.1.0' })).toEqual({ image: 'This cluster version is not offered' });
    expect(messages({ ...PAYLOAD, zone: 'elsewhere' })).toEqual({ zone: "Zone does not match the region's zone" });
  });

  it('holds a trial user to their region, and a data app to its release and plan', () => {
    expect(messages(PAYLOAD, ctx({ trial: true }))).toEqual({ region: 'Upgrade to a Premium Account to choose a region' });
    expect(messages(PAYLOAD, ctx({ blueprints: [{ ...BLUEPRINT, minimal_version: '2026.3.0' }] }))).toEqual({
      blueprintId: 'This data app cannot be installed on this cluster',
    });
    expect(messages(PAYLOAD, ctx({ roleName: 'free', blueprints: [{ ...BLUEPRINT, trial: false }] }))).toEqual({
      blueprintId: 'This data app cannot be installed on this cluster',
    });
  });
});
