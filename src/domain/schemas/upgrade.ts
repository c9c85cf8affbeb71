/**
 * Update (upgrade) by release (spec doc 2 §4, §5, §7): one schema for the form and one per call, with the
 * texts of domain/validation/upgrade.ts. The form checks what the chosen tab needs (a non-blank build number;
 * an offered release, so at least one must exist). The calls check their shape and, for a build number, the
 * same build-number rule; the emulator then checks, with the cluster in hand, that a release is offered to it
 * or that it may be updated by build number.
 */
import * as v from 'valibot';
import type { ByBuildNo, UpgradePayload } from '../../contract/types';
import { buildNumberProblem, releaseProblem, UPGRADE_MESSAGES } from '../validation/upgrade';
import { across, requiredField } from './common';

export const BY_BUILD_NO = ['true', 'false'] as const satisfies readonly ByBuildNo[];

/** The tabs of the update dialog: by build number (only where the cluster allows it) and by official release. */
export const UPGRADE_TABS = ['build', 'release'] as const;
export type UpgradeTab = (typeof UPGRADE_TABS)[number];

/** What the update form holds: the active tab and each tab's own input. */
export type UpgradeFormValues = {
  tab: UpgradeTab;
  buildNumber: string;
  release: string | null;
};

export interface UpgradeFormContext {
  byBuildNumber: boolean;
  /** The cluster's availableUpgrades. */
  releases: readonly string[];
}

/** The form: only the active tab's input is checked; the build-number tab exists only with byBuildNumber. */
export function upgradeFormSchema({ byBuildNumber, releases }: UpgradeFormContext) {
  const tabs: readonly UpgradeTab[] = byBuildNumber ? UPGRADE_TABS : ['release'];
  return v.pipe(
    v.object({
      tab: v.picklist(tabs, UPGRADE_MESSAGES.byBuildNumberOff),
      buildNumber: v.string(),
      release: v.nullable(v.string()),
    }),
    across<UpgradeFormValues>('buildNumber', ['tab'], (values) =>
      values.tab === 'build' ? buildNumberProblem(values.buildNumber) : null,
    ),
    across<UpgradeFormValues>('release', ['tab'], (values) =>
      values.tab === 'release' ? releaseProblem(values.release, releases) : null,
    ),
  );
}

/** The call's body from the form's values: the active tab's choice. */
export function toUpgradePayload(values: UpgradeFormValues): UpgradePayload {
  return values.tab === 'build'
    ? { version: values.buildNumber.trim(), byBuildNo: 'true' }
    : { version: values.release ?? '', byBuildNo: 'false' };
}

/**
 * A field that must hold one of a few texts: missing or of the wrong type reads as empty, so the field's own
 * text is what a caller sees (as textOrEmpty does for required texts).
 */
function oneOf<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return v.pipe(v.optional(v.string(message), ''), v.picklist(options, message));
}

/** `{ version, byBuildNo }`: a build number also follows the build-number rule; a release is checked by the emulator. */
const change = v.pipe(
  v.object(
    {
      version: requiredField('version'),
      byBuildNo: oneOf(BY_BUILD_NO, UPGRADE_MESSAGES.byBuildNo),
    },
    UPGRADE_MESSAGES.change,
  ),
  v.rawCheck<UpgradePayload>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.byBuildNo !== 'true') return;
    const { version } = dataset.value;
    const problem = buildNumberProblem(version);
    if (problem) {
      addIssue({
        message: problem,
        path: [{ type: 'object', origin: 'value', input: { ...dataset.value }, key: 'version', value: version }],
      });
    }
  }),
);

/** PUT users/{userId}/instances/{name}/upgrade: `{ version, byBuildNo }`. */
export const upgradePayloadSchema = v.config(change, { abortPipeEarly: true });

/** POST users/{userId}/instances/{name}/pending: `{ kind: UPGRADE_VERSION, change: { version, byBuildNo } }`. */
export const pendingUpdatePayloadSchema = v.config(
  v.object({
    kind: oneOf(['UPGRADE_VERSION'], UPGRADE_MESSAGES.kind),
    // Missing reads as empty: the caller sees what the change needs.
    change: v.optional(change, {}),
  }),
  { abortPipeEarly: true },
);

