/**
 * The confirmation before Stop and Restart (issue 13: a phone tap must not restart production by accident).
 * Cancel has the initial focus, so a stray Enter or tap does nothing.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { NodeActionName } from '../../../../contract/types';
import { SERVICES_UI } from './messages';

export interface NodeActionConfirmProps {
  action: NodeActionName;
  label: string;
  node: string;
  service: string;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function NodeActionConfirm({ action, label, node, service, submitting, onCancel, onConfirm }: NodeActionConfirmProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened onClose={onCancel} title={SERVICES_UI.confirmTitle(label, node)} fullScreen={phone} centered>
      <Text size="sm">{action === 'stop' ? SERVICES_UI.confirmStop(node, service) : SERVICES_UI.confirmRestart(node, service)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {SERVICES_UI.cancel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={submitting}>
          {SERVICES_UI.confirmButton(label)}
        </Button>
      </Group>
    </Modal>
  );
}
