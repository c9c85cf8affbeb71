/**
 * The cluster secrets' popover or modal (ClusterSecrets.tsx), loaded on the Secrets button's first click:
 * DB_CONNECTION, DB_USER and DB_PW (the password masked until revealed), each copyable with 1 s of feedback.
 *
 * Opening is what reads them: the query is enabled only while they are shown, and a failure shows the
 * server's message as an error notice and closes them (doc 2 §8). The answer lives in memory for 240 s and
 * is never persisted (api/cluster-secrets.ts).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  CopyButton,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Popover,
  Stack,
  Text,
  TextInput,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { clusterSecretsQueries } from '../../../api/cluster-secrets';
import { NOTICE_TITLE } from '../../../api/notices';
import type { ClusterSecrets as Secrets } from '../../../contract/types';
import { COPY_FEEDBACK_MS } from '../../../domain/cluster-secrets';
import { GENERIC_ERROR } from '../../../domain/errors';
import { OfflineTooltip, useOnline } from '../../../pwa';
import { showNotice } from '../../../ui/notices';
import { useOpenOnMount } from '../../../ui/use-open-on-mount';
import { OpenButton } from './ClusterSecrets';
import { SECRETS_MESSAGES } from './secrets-messages';

/** The popover's width; below the theme's xs breakpoint it would not fit beside the page's margins. */
const POPOVER_WIDTH = 440;

/** Takes focus on its own button (the bare one that took the click is gone) and opens. */
export function LoadedSecrets({ uuid, name }: { uuid: string; name: string }) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`);
  const online = useOnline();
  const queryClient = useQueryClient();
  const options = clusterSecretsQueries.secrets(uuid, name);
  const queryHash = hashKey(options.queryKey);
  const { opened, setOpened, target } = useOpenOnMount();
  const secrets = useQuery({ ...options, enabled: opened });
  const titleId = useId();

  // Every failed read while they are shown (opening, or a refetch an invalidation started) shows the
  // server's message and closes them (doc 2 §8). Subscribed in the commit that enables the query, so before
  // any answer can arrive. A cancelled read (revert) dispatches no error.
  useEffect(() => {
    if (!opened) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error' || event.query.queryHash !== queryHash) return;
      const { error } = event.action;
      showNotice({ kind: 'error', title: NOTICE_TITLE.error, message: error instanceof Error && error.message !== '' ? error.message : GENERIC_ERROR });
      setOpened(false);
    });
  }, [opened, setOpened, queryClient, queryHash]);

  const open = () => setOpened(true);
  const close = () => setOpened(false);

  if (!online) {
    // The secrets are never kept on the device: without the server there is nothing to show.
    return (
      <OfflineTooltip offline>
        <OpenButton disabled />
      </OfflineTooltip>
    );
  }

  const panel = <SecretsPanel secrets={secrets.data} />;
  if (phone) {
    return (
      <>
        <OpenButton ref={target} onClick={() => (opened ? close() : open())} />
        <Modal opened={opened} onClose={close} title={SECRETS_MESSAGES.title}>
          {panel}
        </Modal>
      </>
    );
  }
  return (
    <Popover
      opened={opened}
      // Controlled: the target's click is ours; a click outside or Escape reports false here.
      onChange={(next) => {
        if (!next) close();
      }}
      width={POPOVER_WIDTH}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <OpenButton ref={target} onClick={() => (opened ? close() : open())} />
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Stack gap="sm">
          <Text fw={600} id={titleId}>
            {SECRETS_MESSAGES.title}
          </Text>
          {panel}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The three values, or that they are on their way. */
export function SecretsPanel({ secrets }: { secrets: Secrets | undefined }) {
  const [revealed, setRevealed] = useState(false);
  if (!secrets) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{SECRETS_MESSAGES.loading}</Text>
      </Group>
    );
  }
  const { labels } = SECRETS_MESSAGES;
  return (
    <Stack gap="sm">
      <SecretRow label={labels.DB_CONNECTION} value={secrets.DB_CONNECTION}>
        <TextInput label={labels.DB_CONNECTION} value={secrets.DB_CONNECTION} readOnly style={{ flex: 1 }} />
      </SecretRow>
      <SecretRow label={labels.DB_USER} value={secrets.DB_USER}>
        <TextInput label={labels.DB_USER} value={secrets.DB_USER} readOnly style={{ flex: 1 }} />
      </SecretRow>
      <SecretRow label={labels.DB_PW} value={secrets.DB_PW}>
        <PasswordInput
          label={labels.DB_PW}
          value={secrets.DB_PW}
          readOnly
          visible={revealed}
          onVisibilityChange={setRevealed}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': revealed ? SECRETS_MESSAGES.hidePassword : SECRETS_MESSAGES.showPassword }}
          style={{ flex: 1 }}
        />
      </SecretRow>
    </Stack>
  );
}

/** A value's field and its copy button; the button says Copied for COPY_FEEDBACK_MS (doc 2 §9). */
function SecretRow({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      {children}
      <CopyButton value={value} timeout={COPY_FEEDBACK_MS}>
        {({ copied, copy }) => {
          const text = copied ? SECRETS_MESSAGES.copied : SECRETS_MESSAGES.copy(label);
          return (
            <Tooltip label={text} withArrow opened={copied ? true : undefined}>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} size="input-sm" onClick={copy} aria-label={text}>
                {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
              </ActionIcon>
            </Tooltip>
          );
        }}
      </CopyButton>
    </Group>
  );
}
