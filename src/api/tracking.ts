/**
 * The tracking consent (doc 3 §7 "Personal-information update": the user id and a personalInformationEdit
 * object holding userConsent): PUT users/{userId}/update with `{ personalInformationEdit: { userConsent } }`
 * alone, so nothing else of the profile changes (docs/emulator-api-parts/tracking.md).
 *
 * No success notice: the drawer closing is the answer. A failure says the choice was not saved (it still
 * applies for this session, see stores/tracking.ts). The mutation keeps its default network mode: offline
 * it waits and is sent when the connection is back.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { User, UserConsent } from '../contract/types';
import type { ConsentEdit } from '../contract/types/tracking';
import { http } from './http';
import { mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { applyAnsweredUser } from './users';
import { TRACKING_NOTICES } from '../domain/tracking';

export interface RecordConsentResponse {
  message: string;
  user: User;
}

export function recordConsent(uuid: string, userConsent: UserConsent): Promise<RecordConsentResponse> {
  const personalInformationEdit: ConsentEdit = { userConsent };
  return http.put<RecordConsentResponse>(`users/${encodeURIComponent(uuid)}/update`, { personalInformationEdit });
}

export const trackingMutations = {
  recordConsent: (uuid: string) =>
    mutationOptions({
      mutationKey: mutationKeys.trackingConsent(uuid),
      mutationFn: (consent: UserConsent) => recordConsent(uuid, consent),
      meta: noticeMeta({ errorText: TRACKING_NOTICES.consentNotSaved }),
      onSuccess: (answer, _consent, _result, { client }) => applyAnsweredUser(client, uuid, answer),
    }),
};
