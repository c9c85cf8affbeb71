/**
 * /users/acceptclusterinv and /users/acceptownershiptransfer (spec doc 1 §2, §6, §8): a spinner while
 * the link is accepted, then a notice and a redirect. A link made out to another account is refused
 * before anything is sent.
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'wouter';
import { Center, Loader, Stack, Text } from '@mantine/core';
import * as v from 'valibot';
import { NOTICE_TITLE } from '../../api/notices';
import { PATHS } from '../../domain/paths';
import { invitationAnswerSchema } from '../../domain/schemas/invitation';
import { showNotice } from '../../ui/notices';
import { invitationQueries, type InvitationKind, type InvitationLink } from '../../api/account';
import { keys } from '../../api/keys';
import { GENERIC_ERROR } from '../../domain/errors';
import { useRequiredUuid } from '../../stores/session';
import { NotFound } from '../../ui/NotFound';
import {
  INVALID_INVITATION,
  INVITATION_FAILURE_PATH,
  INVITATION_PROGRESS,
  INVITATION_SUCCESS,
  INVITATION_SUCCESS_PATH,
  INVITATION_WRONG_ACCOUNT_PATH,
} from './messages';

export function AcceptInvitationPage({ kind }: { kind: InvitationKind }) {
  const [searchParams] = useSearchParams();
  // The answer's own schema (the emulator parses the body with it): a link that lost a part is not sent.
  const parsed = v.safeParse(invitationAnswerSchema, {
    userID: searchParams.get('userID') ?? '',
    instanceID: searchParams.get('instanceID') ?? '',
  });
  // The route table already requires both; a link that lost one still gets the not-found page.
  if (!parsed.success) return <NotFound fullScreen={false} homeHref={PATHS.clusters} homeLabel="Go to Clusters" />;
  const link = parsed.output;
  return <AcceptInvitation key={`${kind}:${link.userID}:${link.instanceID}`} kind={kind} link={link} />;
}

function AcceptInvitation({ kind, link }: { kind: InvitationKind; link: InvitationLink }) {
  const uuid = useRequiredUuid();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const forThisAccount = link.userID === uuid;
  const accept = useQuery({ ...invitationQueries.accept(kind, link), enabled: forThisAccount });
  // One notice and one redirect per visit, however often the effect runs.
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current) return;
    if (!forThisAccount) {
      settled.current = true;
      showNotice({ kind: 'error', title: NOTICE_TITLE.error, message: INVALID_INVITATION });
      navigate(INVITATION_WRONG_ACCOUNT_PATH, { replace: true });
    } else if (accept.isSuccess) {
      settled.current = true;
      void queryClient.invalidateQueries({ queryKey: keys.clusters(uuid) });
      void queryClient.invalidateQueries({ queryKey: keys.me(uuid) });
      showNotice({ kind: 'success', title: NOTICE_TITLE.success, message: accept.data.message || INVITATION_SUCCESS[kind] });
      navigate(INVITATION_SUCCESS_PATH, { replace: true });
    } else if (accept.isError) {
      settled.current = true;
      showNotice({ kind: 'error', title: NOTICE_TITLE.error, message: accept.error instanceof Error ? accept.error.message : GENERIC_ERROR });
      navigate(INVITATION_FAILURE_PATH, { replace: true });
    }
  }, [forThisAccount, accept.isSuccess, accept.isError, accept.data, accept.error, kind, navigate, queryClient, uuid]);

  return (
    <Center mih={320} p="md">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text>{INVITATION_PROGRESS[kind]}</Text>
      </Stack>
    </Center>
  );
}
