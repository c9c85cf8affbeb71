/**
 * The tracking consent's wire shape (doc 3 §7 "Personal-information update": the user id and a
 * personalInformationEdit object holding userConsent). Imports nothing but its siblings.
 */
import type { UserConsent } from './user';

/** PUT users/{userId}/update with only the consent: nothing else of the profile changes. */
export interface ConsentEdit {
  userConsent: UserConsent;
}
