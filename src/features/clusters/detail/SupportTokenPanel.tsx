/**
 * The support token's panel (SupportTokenButton.tsx), loaded on the button's first click: the token with its
 * expiry, Copy, Renew and Revoke, or Generate, by the caller's cliPolicy. A popover on wide screens, a modal
 * on a phone.
 */
import { useCallback, type ReactNode } from 'react';
import { Button, Center, CopyButton, Group, Loader, Modal, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { supportTokenMutations, supportTokenQueries } from '../../../api/cluster-support-token';
import type { SupportToken } from '../../../contract/types';
import { COPY_FEEDBACK_MS } from '../../../domain/cluster-secrets';
import { allows } from '../../../domain/policies';
import { OfflineTooltip, useOnline } from '../../../pwa';
import { QueryState } from '../../../ui/QueryState';
import { useOpenOnMount } from '../../../ui/use-open-on-mount';
import { PHONE_QUERY, SupportTokenTrigger, type SupportTokenButtonProps } from './SupportTokenButton';
import { formatExpiry } from './support-token-format';
import { SUPPORT_TOKEN_TEXTS } from './support-token-messages';


/** Takes focus on its own button (the bare one that took the click is gone) and opens. */
export function LoadedSupportToken({ uuid, name, policy }: SupportTokenButtonProps) {
  const { opened, setOpened, target } = useOpenOnMount();
  const phone = useMediaQuery(PHONE_QUERY);
  const toggle = () => setOpened((open) => !open);
  const close = () => setOpened(false);
  const trigger = <SupportTokenTrigger ref={target} onClick={toggle} />;
  const panel = <SupportTokenPanel uuid={uuid} name={name} policy={policy} />;

  if (phone) {
    return (
      <>
        {trigger}
        <Modal opened={opened} onClose={close} title={SUPPORT_TOKEN_TEXTS.title} closeButtonProps={{ 'aria-label': SUPPORT_TOKEN_TEXTS.close }}>
          {panel}
        </Modal>
      </>
    );
  }
  // The dropdown is a dialog named by its button (Mantine's withRoles); it unmounts when closed.
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown>{panel}</Popover.Dropdown>
    </Popover>
  );
}

function SupportTokenPanel({ uuid, name, policy }: SupportTokenButtonProps) {
  const query = useQuery(supportTokenQueries.token(uuid, name));
  const generate = useMutation(supportTokenMutations.generate(uuid, name));
  const renew = useMutation(supportTokenMutations.renew(uuid, name));
  const revoke = useMutation(supportTokenMutations.revoke(uuid, name));
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const generating = generate.isPending || renew.isPending;

  return (
    <Stack gap="sm">
      <Text size="sm">{SUPPORT_TOKEN_TEXTS.intro}</Text>
      <QueryState query={{ ...query, refetch: retry }} texts={SUPPORT_TOKEN_TEXTS}>
        {(data) =>
          generating ? (
            <Center py="md">
              <Loader size="sm" aria-label={SUPPORT_TOKEN_TEXTS.generating} />
            </Center>
          ) : data.token === null ? (
            <NoToken
              mayGenerate={allows(policy, 'cliPolicy', 'create')}
              // A generate while the revoke is still on its way would meet the old token (409).
              busy={revoke.isPending}
              onGenerate={() => generate.mutate()}
            />
          ) : (
            <PresentToken
              token={data}
              mayRenew={allows(policy, 'cliPolicy', 'update')}
              mayRevoke={allows(policy, 'cliPolicy', 'delete')}
              onRenew={() => renew.mutate()}
              onRevoke={() => revoke.mutate()}
            />
          )
        }
      </QueryState>
    </Stack>
  );
}

interface NoTokenProps {
  mayGenerate: boolean;
  busy: boolean;
  onGenerate: () => void;
}

function NoToken({ mayGenerate, busy, onGenerate }: NoTokenProps) {
  if (!mayGenerate) return <Text size="sm" c="dimmed">{SUPPORT_TOKEN_TEXTS.noneCannotGenerate}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {SUPPORT_TOKEN_TEXTS.none}
      </Text>
      <Group justify="flex-end">
        <ServerButton busy={busy} onClick={onGenerate} variant="filled">
          {SUPPORT_TOKEN_TEXTS.generate}
        </ServerButton>
      </Group>
    </Stack>
  );
}

interface PresentTokenProps {
  token: SupportToken;
  mayRenew: boolean;
  mayRevoke: boolean;
  onRenew: () => void;
  onRevoke: () => void;
}

function PresentToken({ token, mayRenew, mayRevoke, onRenew, onRevoke }: PresentTokenProps) {
  return (
    <Stack gap="xs">
      <TextInput
        label={SUPPORT_TOKEN_TEXTS.tokenLabel}
        value={token.token}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Text size="sm" c="dimmed">
        {SUPPORT_TOKEN_TEXTS.expires(formatExpiry(token.expiresAt))}
      </Text>
      <Group gap="xs" justify="flex-end">
        <CopyButton value={token.token} timeout={COPY_FEEDBACK_MS}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? SUPPORT_TOKEN_TEXTS.copied : SUPPORT_TOKEN_TEXTS.copy}
            </Button>
          )}
        </CopyButton>
        {mayRenew ? (
          <ServerButton variant="default" onClick={onRenew}>
            {SUPPORT_TOKEN_TEXTS.renew}
          </ServerButton>
        ) : null}
        {mayRevoke ? (
          <ServerButton variant="light" color="red" onClick={onRevoke}>
            {SUPPORT_TOKEN_TEXTS.revoke}
          </ServerButton>
        ) : null}
      </Group>
    </Stack>
  );
}

interface ServerButtonProps {
  variant: 'filled' | 'default' | 'light';
  color?: string;
  busy?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A button whose action needs the server: offline it is disabled and says why. */
function ServerButton({ variant, color, busy = false, onClick, children }: ServerButtonProps) {
  const online = useOnline();
  return (
    <OfflineTooltip offline={!online}>
      <Button
        variant={variant}
        color={color}
        disabled={!online || busy}
        style={online ? undefined : { pointerEvents: 'none' }}
        onClick={onClick}
      >
        {children}
      </Button>
    </OfflineTooltip>
  );
}
