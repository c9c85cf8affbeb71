/**
 * "Are you sure?" before a change that cannot be taken back (delete, remove, withdraw): the message, Cancel,
 * and the confirm button, refused with its reason (e.g. offline) when it cannot run now. Cancel is disabled
 * while the change runs; the caller closes the dialog when it is done.
 */
import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { GatedButton } from './GatedButton';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmColor?: string;
  /** Why confirming is refused now, or null. */
  confirmRefusal?: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({
  opened,
  title,
  children,
  cancelLabel,
  confirmLabel,
  confirmColor = 'red',
  confirmRefusal = null,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <GatedButton label={confirmLabel} color={confirmColor} refusal={confirmRefusal} loading={busy} onClick={onConfirm} />
        </Group>
      </Stack>
    </Modal>
  );
}
