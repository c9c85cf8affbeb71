/**
 * The cluster secrets (spec doc 2 §2 main tab, §3, §6, §9): who may see them and how long the app keeps
 * them. Shared by the app (which shows the Secrets button) and the emulator (which answers the call), so
 * both decide with the same rule. Pure: no imports.
 */

/** Secrets cache (doc 2 §9): kept this long in memory, and never written to the device. */
export const SECRETS_CACHE_MS = 240_000;

/** Copy feedback on copyable text and on a copied URL, for every copy button of the cluster page but the data agent's hosts (doc 2 §9). */
export const COPY_FEEDBACK_MS = 1_000;

/**
 * "Secrets popover only for the owner matched by e-mail" (doc 2 §6): the signed-in user's e-mail equals
 * the cluster owner's, ignoring case and surrounding spaces. An empty e-mail matches nobody.
 */
export function isOwnerByEmail(email: string | null | undefined, ownerEmail: string | null | undefined): boolean {
  const mine = email?.trim().toLowerCase() ?? '';
  const owner = ownerEmail?.trim().toLowerCase() ?? '';
  return mine !== '' && mine === owner;
}
