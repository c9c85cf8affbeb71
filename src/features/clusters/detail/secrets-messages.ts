/**
 * The cluster secrets' texts (spec doc 2 §2 main tab, §3, §8). The three value names are the spec's (the
 * API's keys, which is also how a user's tools name them); every other word is ours.
 */
export const SECRETS_MESSAGES = {
  /** The header button that opens the secrets. */
  open: 'Secrets',
  title: 'Database secrets',
  loading: 'Getting the secrets',
  labels: { DB_CONNECTION: 'DB_CONNECTION', DB_USER: 'DB_USER', DB_PW: 'DB_PW' },
  copy: (label: string) => `Copy ${label}`,
  copied: 'Copied',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;
