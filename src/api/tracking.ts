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
import type { UserConsent } from '../contract/types';
import { mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { cacheAnsweredUser, updateUser } from './users';
import { TRACKING_NOTICES } from '../domain/tracking';

export const trackingMutations = {
  recordConsent: (uuid: string) =>
    mutationOptions({
      mutationKey: mutationKeys.trackingConsent(uuid),
      mutationFn: (userConsent: UserConsent) => updateUser(uuid, { userConsent }),
      meta: noticeMeta({ errorText: TRACKING_NOTICES.consentNotSaved }),
      onSuccess: (answer, _consent, _result, { client }) => cacheAnsweredUser(client, uuid, answer),
    }),
};
