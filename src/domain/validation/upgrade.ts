/**
 * Update (upgrade) by release (spec doc 2 §4, §5, §7): the texts of its rules and where the server's field
 * messages go in the form. The rules themselves are the schemas in domain/schemas/upgrade.ts (kept apart:
 * valibot loads with the dialog only). The spec gives the rules ("by build number requires a non-blank build
 * number; by official release requires at least one available release") but no texts: these are ours.
 */

/** Ours: a build number is one token, as the platform's build ids are. */
export const BUILD_NUMBER_MAX = 64;
export const BUILD_NUMBER_PATTERN = /^[A-Za-z0-9._-]+$/;

export const UPGRADE_MESSAGES = {
  buildNumberRequired: 'Enter a build number',
  buildNumberFormat: 'A build number has only letters, digits, dots, dashes and underscores',
  buildNumberTooLong: `A build number has at most ${BUILD_NUMBER_MAX} characters`,
  releaseRequired: 'Choose a release',
  noRelease: 'No official release is available for this cluster',
  releaseNotOffered: (version: string) => `${version} is not a release this cluster can be updated to`,
  byBuildNumberOff: 'Updating by build number is not enabled for this cluster',
  sameVersion: (version: string) => `The cluster already runs ${version}`,
  /** The call's own fields, which no form shows. */
  versionRequired: 'version is required',
  byBuildNo: "byBuildNo must be 'true' or 'false'",
  kind: 'kind must be UPGRADE_VERSION',
  change: 'change must be an object with version and byBuildNo',
} as const;

/** The inputs of the update form: the build number (its tab) and the release (its tab). */
export type UpgradeInput = 'buildNumber' | 'release';

/**
 * Where the server's field messages go: the update call names `version` and `byBuildNo`, the pending call
 * `change.version` and `change.byBuildNo`; both are about what the active tab chose.
 */
export function upgradeInputForServerField(tab: 'build' | 'release'): (fieldName: string) => UpgradeInput | null {
  return (fieldName) => {
    const field = fieldName.replace(/^change\./, '');
    if (field !== 'version' && field !== 'byBuildNo') return null;
    return tab === 'build' ? 'buildNumber' : 'release';
  };
}

/** Any server field message of the update calls has an input to go under (mutation meta `formFields`). */
export function upgradeFieldHasInput(fieldName: string): 'version' | null {
  return upgradeInputForServerField('release')(fieldName) === null ? null : 'version';
}

/** The first rule a build number breaks, or null (trimmed first: blank is empty). */
export function buildNumberProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return UPGRADE_MESSAGES.buildNumberRequired;
  if (trimmed.length > BUILD_NUMBER_MAX) return UPGRADE_MESSAGES.buildNumberTooLong;
  if (!BUILD_NUMBER_PATTERN.test(trimmed)) return UPGRADE_MESSAGES.buildNumberFormat;
  return null;
}

/** Why the chosen release cannot be updated to, or null: there must be one to choose, and it must be offered. */
export function releaseProblem(value: string | null, releases: readonly string[]): string | null {
  if (releases.length === 0) return UPGRADE_MESSAGES.noRelease;
  if (value === null || value === '') return UPGRADE_MESSAGES.releaseRequired;
  if (!releases.includes(value)) return UPGRADE_MESSAGES.releaseNotOffered(value);
  return null;
}
