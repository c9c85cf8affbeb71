/**
 * Account calls of spec doc 1 §7 (paths in docs/emulator-api.md): personal information, password change,
 * the support message and the two invitation answers. Request functions plus the query factory of the
 * invitation screens; the screens build their mutations from the request functions.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { InvitationKind, InvitationLink, MessageResponse, PersonalInformationEdit, SupportPayload, User } from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { applyAnsweredUser } from './users';
import { NOTICES } from '../domain/notices';
import { personalInfoInputFor } from '../domain/validation/personal-info';
import { supportInputFor } from '../domain/validation/support';
import { ACCEPT_INVITATION_STALE_MS } from '../domain/constants';

/** PUT users/{userId}/update answers the stored user with the success text. */
export interface UpdatePersonalInformationResponse {
  message: string;
  user: User;
}

/** Updates first name, last name, job title, company and phone (email is read-only). */
export function updatePersonalInformation(
  uuid: string,
  personalInformationEdit: PersonalInformationEdit,
): Promise<UpdatePersonalInformationResponse> {
  return http.put<UpdatePersonalInformationResponse>(`users/${encodeURIComponent(uuid)}/update`, {
    personalInformationEdit,
  });
}

/** Changes the signed-in user's password (our path, see docs/emulator-api.md). */
export function changePassword(uuid: string, password: string): Promise<MessageResponse> {
  return http.put<MessageResponse>(`users/${encodeURIComponent(uuid)}/updatepassword`, { password });
}

/**
 * Sends a support request. Signed out, the call goes without a token and carries the e-mail to reply to;
 * signed in, the server knows who is asking.
 */
export function sendSupportMessage(payload: SupportPayload, options: { signedIn: boolean }): Promise<MessageResponse> {
  return http.post<MessageResponse>('support', payload, { anonymous: !options.signedIn });
}

export type { InvitationKind, InvitationLink } from '../contract/types';

const INVITATION_PATHS: Record<InvitationKind, string> = {
  cluster: 'users/acceptclusterinv',
  ownership: 'users/acceptownershiptransfer',
};

export function acceptInvitation(kind: InvitationKind, link: InvitationLink): Promise<MessageResponse> {
  return http.post<MessageResponse>(INVITATION_PATHS[kind], { userID: link.userID, instanceID: link.instanceID });
}

export const invitationQueries = {
  /**
   * Accepting runs as a query, as in the portal the spec describes (accept-invitation stale 2 s, doc 1 §9):
   * opening the link accepts it once, and a remount within 2 s does not post it again.
   */
  accept: (kind: InvitationKind, link: InvitationLink) =>
    queryOptions({
      queryKey: keys.invitation(kind, link),
      queryFn: () => acceptInvitation(kind, link),
      staleTime: ACCEPT_INVITATION_STALE_MS,
      // A later visit must post again, not replay an old answer.
      gcTime: ACCEPT_INVITATION_STALE_MS,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};

export const accountMutations = {
  /** Saves personal information; the stored user the answer carries replaces the cached one. */
  updatePersonalInformation: (uuid: string) =>
    mutationOptions({
      mutationKey: mutationKeys.account(uuid),
      mutationFn: (edit: PersonalInformationEdit) => updatePersonalInformation(uuid, edit),
      meta: noticeMeta({ successText: NOTICES.personalInformationSaved, formFields: personalInfoInputFor }),
      onSuccess: (answer, _edit, _result, { client }) => applyAnsweredUser(client, uuid, answer),
    }),

  changePassword: (uuid: string) =>
    mutationOptions({
      mutationKey: mutationKeys.account(uuid),
      mutationFn: (password: string) => changePassword(uuid, password),
      meta: noticeMeta({ successText: NOTICES.passwordChanged }),
      onSuccess: (_answer, _password, _result, { client }) => {
        void client.invalidateQueries({ queryKey: keys.me(uuid) });
      },
    }),

  /** Signed out, the page itself shows the answer (no notice: /signin would leave before it is read). */
  sendSupportMessage: (signedIn: boolean) =>
    mutationOptions({
      mutationKey: mutationKeys.support(),
      mutationFn: (payload: SupportPayload) => sendSupportMessage(payload, { signedIn }),
      meta: noticeMeta({ successText: signedIn ? NOTICES.supportSent : undefined, formFields: supportInputFor }),
    }),
};
