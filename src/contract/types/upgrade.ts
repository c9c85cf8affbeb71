/**
 * Updating a cluster's version (doc 2 §3 Pending update, §4, §7): the direct update of a running cluster,
 * the pending update a cluster that is not running gets instead, and what the pending call answers.
 * Field names are the API's. Imports nothing but its siblings.
 */

/** The API spells the flag as a string (doc 2 §7). */
export type ByBuildNo = 'true' | 'false';

/** PUT users/{userId}/instances/{name}/upgrade: `version` is a release, or a build number with byBuildNo 'true'. */
export interface UpgradePayload {
  version: string;
  byBuildNo: ByBuildNo;
}

/** The kinds of pending change the API knows; this product schedules version updates only. */
export type PendingUpdateKind = 'UPGRADE_VERSION';

/** POST users/{userId}/instances/{name}/pending */
export interface PendingUpdatePayload {
  kind: PendingUpdateKind;
  change: UpgradePayload;
}

/** What a pending update's `value` holds, as JSON: the change, and when it runs if it has a schedule. */
export interface PendingUpdateValue extends UpgradePayload {
  /** ISO instant the update is scheduled for; absent or null: the next time the cluster connects. */
  schedule?: string | null;
}

/** One pending update (doc 2 §3): `value` is a JSON text of PendingUpdateValue. */
export interface PendingUpdate {
  id: string;
  kind: PendingUpdateKind;
  value: string;
  createdAt: string;
}

/** An update the cluster is going through right now (its services restarting on the new version). */
export interface UpgradeInProgress {
  version: string;
  byBuildNo: ByBuildNo;
}

/**
 * GET users/{userId}/instances/{name}/pending: `updates` as the spec names it; `inProgress` is the emulator's
 * addition, so the page can say what the cluster is being updated to while it restarts.
 */
export interface PendingUpdatesResponse {
  updates: PendingUpdate[];
  inProgress: UpgradeInProgress | null;
}

/** POST …/pending answers the update it scheduled. */
export interface PendingUpdateCreatedResponse {
  message: string;
  update: PendingUpdate;
}
