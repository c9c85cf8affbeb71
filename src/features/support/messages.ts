/**
 * Texts of the Contact Support screen (spec doc 1 §2, §5). Validation texts live in
 * src/domain/validation/support.ts; the success text is the server's when it sends one.
 */
import { NOTICES } from '../../domain/notices';

export const SUPPORT_TEXTS = {
  title: 'Contact Support',
  intro: 'Tell us what you need help with and our support team will get back to you by e-mail.',
  emailLabel: 'Email',
  emailDescription: 'Where we should reply',
  messageLabel: 'Message',
  messagePlaceholder: 'Describe your question or the problem you see',
  send: 'Send',
  cancel: 'Cancel',
  /** Signed out, after the server's answer: goes on to sign in. */
  signIn: 'Sign in',
  /** Shown only when a successful answer carries no message of its own. */
  sentFallback: NOTICES.supportSent,
} as const;
