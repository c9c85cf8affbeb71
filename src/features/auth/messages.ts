/**
 * Exact texts of the sign-in error pages, the e-mail-sent page and the post-login screen (spec doc 3 §2
 * "Error pages" and "Email-sent page", doc 1 §2). Quoted texts are the spec's, word for word; the
 * explanatory sentences marked "ours" fill places where the spec only describes the content.
 */
export const RETURN_TO_LOGIN = 'Return back to Login Page';
export const CONTACT_US = 'Contact us';

export const BLOCKED = {
  title: 'Your account is blocked!',
  /** Follows the contact-us link. */
  afterLink: 'to unblock it.',
} as const;

export const TRIAL_EXPIRED = {
  title: 'Thank You!',
  body: "We've received your request and will review it shortly. Our team will reach out to you with the next steps.",
  question: 'Got further question?',
  support: "Please don't hesitate to reach out for our support team.",
} as const;

export const PERSONAL_EMAIL = {
  title: 'Sign Up Failed!',
  body: "You can't sign up here with a personal email address.",
  hint: 'Use a work email address.',
} as const;

export const MFA_REQUIRED = { title: 'Multifactor authentication required' } as const;

export const SOMETHING_WENT_WRONG = {
  title: 'Something Went Wrong!',
  /** Follows the contact-us link. */
  afterLink: 'for support.',
} as const;

export const INVALID_STATE = { title: 'Invalid State' } as const;

export const VERIFY_EMAIL = {
  title: 'Check your inbox!',
  // ours: the spec says the page "explains that a verification e-mail was sent".
  body: 'We sent you an e-mail to verify your address. Open the link in it, then sign in again.',
  resend: 'resend email',
  contactSupport: 'contact support',
  home: 'return to home page',
} as const;

/** ours: shown when the browser could not even reach the sign-in page. */
export const SIGN_IN_START_FAILED = {
  title: 'Sign-in is not reachable',
  retry: 'Try again',
} as const;

export { SIGNING_IN, LOADING_ACCOUNT } from './loader-labels';

/** ours: a sign-in link whose redirect_to is neither this origin nor a configured cluster domain (issue 9). */
export const LINK_NOT_FOLLOWED = {
  title: 'Link not followed',
  message: 'The address this sign-in link pointed to is neither this console nor one of its clusters, so it was not opened.',
} as const;
