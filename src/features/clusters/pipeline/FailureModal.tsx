/** The pipeline failure details (doc 1 §4), loaded when View details is first used (PipelineCard). */
import { ActionIcon, Button, Code, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { formatDateTime } from '../../../domain/time-format';
import { userLocale } from '../../../ui/locale';
import type { PipelineStatus } from '../../../contract/types';
import { FAILURE_MODAL } from './messages';

export interface FailureModalProps {
  status: PipelineStatus;
  opened: boolean;
  onClose: () => void;
}

/** The creation time, the error text with a copy-to-clipboard button, and OK (doc 1 §4). */
export function PipelineFailureModal({ status, opened, onClose }: FailureModalProps) {
  const error = status.error ?? '';
  return (
    <Modal opened={opened} onClose={onClose} title={FAILURE_MODAL.title} centered>
      <Stack gap="sm">
        <Text size="sm">
          {FAILURE_MODAL.createdAt}: {Number.isFinite(Date.parse(status.createdAt)) ? formatDateTime(Date.parse(status.createdAt), userLocale()) : status.createdAt}
        </Text>
        <Group justify="space-between" align="center" wrap="nowrap">
          <Text size="sm" fw={600}>
            {FAILURE_MODAL.error}
          </Text>
          {error !== '' ? (
            <CopyButton value={error} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? FAILURE_MODAL.copied : FAILURE_MODAL.copy} withArrow>
                  <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={copied ? FAILURE_MODAL.copied : FAILURE_MODAL.copy}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          ) : null}
        </Group>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {error !== '' ? error : FAILURE_MODAL.noError}
        </Code>
        <Group justify="flex-end">
          <Button onClick={onClose}>{FAILURE_MODAL.ok}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

