/**
 * Which sign-in error page a provider's error message leads to (spec doc 1 §2, doc 3 §2): by message
 * content, in the spec's order. Anything else is 'somethingWentWrong'.
 */
export type SignInErrorKind =
  | 'blocked'
  | 'trialExpired'
  | 'verifyEmail'
  | 'personalEmail'
  | 'mfaRequired'
  | 'invalidState'
  | 'somethingWentWrong';

const RULES: readonly (readonly [needle: string, kind: SignInErrorKind])[] = [
  ['blocked', 'blocked'],
  ['expired', 'trialExpired'],
  ['verify', 'verifyEmail'],
  ['personal email', 'personalEmail'],
  ['multifactor authentication required', 'mfaRequired'],
  ['state', 'invalidState'],
];

export function signInErrorKind(message: string): SignInErrorKind {
  const text = message.toLowerCase();
  return RULES.find(([needle]) => text.includes(needle))?.[1] ?? 'somethingWentWrong';
}
