/**
 * The version card and the update dialog (spec doc 2 §2 "Current version with an Update button", §4 "Update
 * (upgrade) by release"). The tab names follow the spec's words; the lock's text is the spec's, exact, and
 * lives with the rule (domain/upgrade.ts UPGRADE_REFUSALS.locked). Everything else is ours.
 */
export const VERSION_CARD = {
  /** The card's label, as the main tab's version fact had it. */
  title: 'Version',
  customBuild: 'Custom build',
  upToDate: 'Up to date',
  updatesAvailable: (n: number) => (n === 1 ? '1 newer release available' : `${n} newer releases available`),
  update: 'Update',
  updating: (version: string) => `Updating to ${version}…`,
  updatingHint: 'The services restart on the new version; the cluster is back once they run.',
  scheduled: (version: string) => `Update to ${version} scheduled`,
  scheduledNextConnect: 'It is applied the next time the cluster connects.',
  scheduledAt: (when: string) => `It is applied on ${when}.`,
  cancelUpdate: 'Cancel update',
  checking: 'Checking for updates under way or scheduled',
  pendingFailed: 'Scheduled updates could not be checked.',
  retry: 'Try again',
} as const;

export const UPGRADE_DIALOG = {
  title: (name: string) => `Update ${name}`,
  currentVersion: (version: string) => `Current version: ${version}`,
  tabsLabel: 'Update by',
  byBuildNumber: 'By build number',
  byRelease: 'By official release',
  buildNumberLabel: 'Build number',
  buildNumberPlaceholder: 'e.g. build-20261201.7',
  releaseLabel: 'Release',
  releasePlaceholder: 'Choose a release',
  nowNote: 'The cluster is connected: its services restart on the new version right away.',
  scheduleNote: 'The cluster is not connected: the update is scheduled and applied the next time it connects.',
  cancel: 'Cancel',
  updateNow: 'Update now',
  schedule: 'Schedule update',
} as const;
