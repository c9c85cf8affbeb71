/** Delete confirmation (spec doc 1 §5, §8; doc 2 §5): the user types the cluster's exact name. */

export const DELETE_MESSAGES = {
  required: 'Cluster name is required',
  mismatch: "Your input doesn't match the selected Cluster's name",
  /** The failure notice, also set on the name field when the typed name differs. */
  invalidName: 'The input is not valid Name!',
} as const;

export function deleteConfirmTitle(clusterName: string): string {
  return `Are you sure you want to delete ${clusterName} cluster?`;
}

export function deletedMessage(clusterName: string): string {
  return `${clusterName} is deleted successfully`;
}

export function validateDeleteConfirmation(typed: string, clusterName: string): string | null {
  if (typed === '') return DELETE_MESSAGES.required;
  return typed === clusterName ? null : DELETE_MESSAGES.mismatch;
}
