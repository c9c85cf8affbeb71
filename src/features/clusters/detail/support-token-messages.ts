/**
 * Help & Support and its temporary support access token (spec doc 2 §2, §3, §4, §6). Quoted spec texts are
 * exact ('Help & Support'); the rest is ours and says so.
 */
export const SUPPORT_TOKEN_TEXTS = {
  /** doc 2 §6: "cliPolicy: list shows Help & Support". The button and the panel's title. */
  title: 'Help & Support',
  /** Ours: what the token is for. */
  intro: 'A temporary support access token lets our support team access this cluster until it expires or you revoke it.',
  /** Ours: the panel's states (doc 2 §4: none, generating, present). */
  loading: 'Getting the support access token',
  errorTitle: 'The support access token could not be loaded',
  retry: 'Try again',
  stale: (time: string) => `Showing the support access token as of ${time}: the latest refresh failed.`,
  none: 'No support access token is active.',
  /** Ours: a role that may see Help & Support but not generate. */
  noneCannotGenerate: 'No support access token is active. Your role on this cluster cannot generate one.',
  generating: 'Generating a support access token',
  tokenLabel: 'Support access token',
  /** doc 2 §3: the expiry is shown dd/MM/yyyy. */
  expires: (date: string) => `Expires ${date}`,
  generate: 'Generate',
  renew: 'Renew',
  revoke: 'Revoke',
  copy: 'Copy token',
  copied: 'Copied',
  close: 'Close',
} as const;
