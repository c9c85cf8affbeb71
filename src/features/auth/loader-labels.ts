/**
 * ours: the accessible names of this area's full-page loaders. Apart from messages.ts (which re-exports
 * them) because every start shows them, and the sign-in pages' texts need not come with them.
 */
export const SIGNING_IN = 'Signing you in';
export const LOADING_ACCOUNT = 'Loading your account';
