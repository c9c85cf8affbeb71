/**
 * Update (upgrade) by release (doc 2 §4, §5, §7): the form's rules per tab, the two calls' bodies, and the
 * domain rules the app and the emulator share (who may update, the lock's exact text, pending values).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { PendingUpdate, User } from '../../src/contract/types';
import {
  pendingUpdatePayloadSchema,
  toUpgradePayload,
  upgradeFormSchema,
  upgradePayloadSchema,
} from '../../src/domain/schemas/upgrade';
import { policyFor } from '../../src/domain/policies';
import {
  pendingUpdateValue,
  readPendingUpdate,
  upgradeMode,
  upgradeRefusal,
  type UpgradeCluster,
} from '../../src/domain/upgrade';
import { upgradeInputForServerField } from '../../src/domain/validation/upgrade';

const messages = (schema: Parameters<typeof v.safeParse>[0], input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]);

const RELEASES = ['2026.10.1', '2026.7.2'];

describe('the update form (doc 2 §4, §5)', () => {
  const both = upgradeFormSchema({ byBuildNumber: true, releases: RELEASES });

  it('by official release: needs at least one available release, and one of them chosen', () => {
    expect(messages(both, { tab: 'release', buildNumber: '', release: '2026.10.1' })).toEqual([]);
    expect(messages(both, { tab: 'release', buildNumber: '', release: null })).toEqual([['release', 'Choose a release']]);
    expect(messages(both, { tab: 'release', buildNumber: '', release: '2025.1.0' })).toEqual([
      ['release', '2025.1.0 is not a release this cluster can be updated to'],
    ]);
    const none = upgradeFormSchema({ byBuildNumber: true, releases: [] });
    expect(messages(none, { tab: 'release', buildNumber: '', release: null })).toEqual([
      ['release', 'No official release is available for this cluster'],
    ]);
  });

  it('by build number: needs a non-blank build number of one token', () => {
    expect(messages(both, { tab: 'build', buildNumber: ' build-2026.11_3 ', release: null })).toEqual([]);
    expect(messages(both, { tab: 'build', buildNumber: '   ', release: null })).toEqual([['buildNumber', 'Enter a build number']]);
    expect(messages(both, { tab: 'build', buildNumber: 'build 7', release: null })).toEqual([
      ['buildNumber', 'A build number has only letters, digits, dots, dashes and underscores'],
    ]);
    expect(messages(both, { tab: 'build', buildNumber: 'b'.repeat(65), release: null })).toEqual([
      ['buildNumber', 'A build number has at most 64 characters'],
    ]);
  });

  it('checks only the active tab', () => {
    expect(messages(both, { tab: 'build', buildNumber: 'b-1', release: null })).toEqual([]);
    expect(messages(both, { tab: 'release', buildNumber: 'not a build', release: '2026.7.2' })).toEqual([]);
  });

  it('has no build-number tab unless the cluster allows build numbers', () => {
    const releasesOnly = upgradeFormSchema({ byBuildNumber: false, releases: RELEASES });
    expect(messages(releasesOnly, { tab: 'build', buildNumber: 'b-1', release: null })).toEqual([
      ['tab', 'Updating by build number is not enabled for this cluster'],
    ]);
  });

  it("gives the call the active tab's choice", () => {
    expect(toUpgradePayload({ tab: 'build', buildNumber: ' b-1 ', release: '2026.10.1' })).toEqual({ version: 'b-1', byBuildNo: 'true' });
    expect(toUpgradePayload({ tab: 'release', buildNumber: 'b-1', release: '2026.10.1' })).toEqual({
      version: '2026.10.1',
      byBuildNo: 'false',
    });
  });
});

describe('PUT …/upgrade { version, byBuildNo } (doc 2 §7)', () => {
  it('takes a release or a build number, byBuildNo as the text true or false', () => {
    expect(v.parse(upgradePayloadSchema, { version: '2026.10.1', byBuildNo: 'false' })).toEqual({ version: '2026.10.1', byBuildNo: 'false' });
    expect(v.parse(upgradePayloadSchema, { version: ' b-1 ', byBuildNo: 'true' })).toEqual({ version: 'b-1', byBuildNo: 'true' });
  });

  it('names every field that is wrong', () => {
    expect(messages(upgradePayloadSchema, {})).toEqual([
      ['version', 'version is required'],
      ['byBuildNo', "byBuildNo must be 'true' or 'false'"],
    ]);
    expect(messages(upgradePayloadSchema, { version: 7, byBuildNo: true })).toEqual([
      ['version', 'version is required'],
      ['byBuildNo', "byBuildNo must be 'true' or 'false'"],
    ]);
    expect(messages(upgradePayloadSchema, { version: 'build 7', byBuildNo: 'true' })).toEqual([
      ['version', 'A build number has only letters, digits, dots, dashes and underscores'],
    ]);
  });
});

describe('POST …/pending { kind: UPGRADE_VERSION, change } (doc 2 §7)', () => {
  it('takes a version update', () => {
    const body = { kind: 'UPGRADE_VERSION', change: { version: '2026.10.1', byBuildNo: 'false' } };
    expect(v.parse(pendingUpdatePayloadSchema, body)).toEqual(body);
  });

  it('names every field that is wrong, the change by its path', () => {
    expect(messages(pendingUpdatePayloadSchema, { kind: 'RESIZE', change: { version: '' } })).toEqual([
      ['kind', 'kind must be UPGRADE_VERSION'],
      ['change.version', 'version is required'],
      ['change.byBuildNo', "byBuildNo must be 'true' or 'false'"],
    ]);
    expect(messages(pendingUpdatePayloadSchema, { kind: 'UPGRADE_VERSION', change: 'latest' })).toEqual([
      ['change', 'change must be an object with version and byBuildNo'],
    ]);
  });
});

describe('who may update, and when (doc 2 §4, §6, §8)', () => {
  const user = { platformActions: [{ name: 'cluster_upgrade', platforms: 'gc,az' }] } as Pick<User, 'platformActions'>;
  const owned: UpgradeCluster = { platform: 'gc', clusterPolicy: policyFor('owner'), lockedActions: [] };

  it('lets the owner update a running or disconnected cluster', () => {
    expect(upgradeRefusal(user, owned, 'running', false)).toBeNull();
    expect(upgradeRefusal(user, owned, 'sleeping', false)).toBeNull();
    expect(upgradeMode('running')).toBe('now');
    expect(upgradeMode('sleeping')).toBe('schedule');
    expect(upgradeMode('starting-up')).toBe('schedule');
  });

  it('refuses, in order: the plan, the role, the lock (exact text), the state', () => {
    expect(upgradeRefusal({ platformActions: [] }, owned, 'running', false)).toBe('This action is not supported in your current plan');
    expect(upgradeRefusal(user, { ...owned, clusterPolicy: policyFor('accountAdmin') }, 'running', false)).toBe(
      'Your role on this cluster does not allow this action.',
    );
    const locked = { ...owned, lockedActions: ['Self_Upgrade'] };
    expect(upgradeRefusal(user, locked, 'corrupted', false)).toBe('Update is currently locked for this cluster.');
    expect(upgradeRefusal(user, owned, 'corrupted', false)).toBe('The cluster is unavailable; please contact support.');
    expect(upgradeRefusal(user, owned, 'creating', false)).toBe('The cluster can be updated once it is created.');
    expect(upgradeRefusal(user, owned, 'starting-up', true)).toBe('An update of this cluster is under way.');
  });
});

describe('pending updates (doc 2 §3: id, value (JSON with optional schedule))', () => {
  const update = (value: string): PendingUpdate => ({ id: '7', kind: 'UPGRADE_VERSION', value, createdAt: '2026-11-20T10:00:00.000Z' });

  it('reads the value it writes, with or without a schedule', () => {
    expect(readPendingUpdate(update(pendingUpdateValue({ version: '2026.10.1', byBuildNo: 'false' })))).toEqual({
      id: '7',
      version: '2026.10.1',
      byBuildNumber: false,
      schedule: null,
    });
    const scheduled = pendingUpdateValue({ version: 'b-1', byBuildNo: 'true' }, '2026-11-21T02:00:00.000Z');
    expect(readPendingUpdate(update(scheduled))).toMatchObject({ version: 'b-1', byBuildNumber: true, schedule: '2026-11-21T02:00:00.000Z' });
  });

  it('reads nothing from a value that is not a version update', () => {
    expect(readPendingUpdate(update('not json'))).toBeNull();
    expect(readPendingUpdate(update('{"byBuildNo":"false"}'))).toBeNull();
    expect(readPendingUpdate(update('[1]'))).toBeNull();
  });

  it("puts the server's field messages under the active tab's input", () => {
    expect(upgradeInputForServerField('release')('version')).toBe('release');
    expect(upgradeInputForServerField('build')('change.version')).toBe('buildNumber');
    expect(upgradeInputForServerField('build')('change.byBuildNo')).toBe('buildNumber');
    expect(upgradeInputForServerField('release')('kind')).toBeNull();
  });
});
