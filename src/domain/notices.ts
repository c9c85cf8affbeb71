/**
 * The texts of the success and error notices that mutations declare (api/notices.ts shows them). The
 * server's `message` wins where one is returned (doc 1 §7); these are what shows when it sends none, and
 * the spec's fixed texts. One home: the api factories and the screens' message modules read them here.
 */
import { deletedMessage } from './validation/delete';

export const NOTICES = {
  clusterCreated: 'cluster is created successfully',
  clusterCloned: (name: string) => `${name} is cloned successfully`,
  clusterDeleted: deletedMessage,
  personalInformationSaved: 'Your personal information has been updated',
  passwordChanged: 'Your password has been changed',
  passwordProvisioned: 'Your password has been set.',
  supportSent: 'Your message has been sent',
  consentSent: 'Your subscription is connected. The deployment has started.',
  /** doc 3 §8 (consentFlow.submissionError). */
  consentFailed: 'Something went wrong. Please try again.',
} as const;
