/**
 * Texts of /my-account (spec doc 1 §2, §5). Field labels and validation texts of the personal
 * information live in src/domain/validation/personal-info.ts, the password rules and the
 * 'Passwords don't match' / connection texts in src/domain/validation/password.ts.
 */

export const ACCOUNT_TEXTS = {
  title: 'My Account',
  tabs: {
    'personal-information': 'Personal Information',
    security: 'Security',
    plan: 'Plan',
    'billing-history': 'Billing History',
  },
  loadingTab: 'Loading',
  loadError: 'Your account details could not be loaded.',
  retry: 'Try again',
  staleAccount: (time: string) => `Showing your account as of ${time}: the latest refresh failed.`,
  personal: {
    heading: 'Personal Information',
    emailLabel: 'Email',
    emailDescription: 'Your e-mail address identifies your account and cannot be changed here.',
    phoneDescription: 'Optional',
    save: 'Save changes',
  },
  security: {
    heading: 'Change password',
    intro: 'Choose a new password for signing in to your account.',
    newPasswordLabel: 'New password',
    confirmPasswordLabel: 'Confirm password',
    rulesHeading: 'Your password needs',
    /** Names of a rule's mark, for screen readers (the mark is an icon). */
    ruleMet: 'Met',
    ruleNotMet: 'Not met yet',
    submit: 'Change password',
  },
} as const;
