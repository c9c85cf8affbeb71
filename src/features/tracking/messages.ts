/** Texts of the tracking consent drawer (doc 3 §2 gives none: ours, plain and short). */
export const CONSENT_DRAWER = {
  title: 'Allow usage tracking?',
  body: "We'd like to measure how the console is used, to improve it, and to offer you chat support. Nothing is tracked unless you allow it.",
  accept: 'Allow tracking',
  reject: "Don't allow",
} as const;
