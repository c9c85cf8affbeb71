/**
 * The service modal (spec doc 2 §8): '{service} failed to start' or '{service} is in a warning state', the
 * node's messages, and Copy to Clipboard ('Error details copied successfully!').
 */
import { Button, CopyButton, Group, List, Modal, Text } from '@mantine/core';
import type { ServiceNode } from '../../../../contract/types';
import { COPY_FEEDBACK_MS } from '../../../../domain/cluster-secrets';
import { problemClipboardText, SERVICES_TEXTS, type ServiceProblem } from '../../../../domain/services-control';
import { NOTICE_TITLE } from '../../../../api/notices';
import { showNotice } from '../../../../ui/notices';
import { SERVICES_UI } from './messages';

export interface ServiceProblemModalProps {
  node: ServiceNode;
  problem: ServiceProblem;
  onClose: () => void;
}

export function ServiceProblemModal({ node, problem, onClose }: ServiceProblemModalProps) {
  return (
    <Modal opened onClose={onClose} title={problem.title} centered>
      <Text size="sm" c="dimmed" mb="xs">
        {SERVICES_UI.nodeName(node.node_name)}
      </Text>
      <List size="sm" spacing={4}>
        {problem.messages.map((message) => (
          <List.Item key={message} style={{ overflowWrap: 'anywhere' }}>
            {message}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {SERVICES_UI.close}
        </Button>
        <CopyButton value={problemClipboardText(node, problem)} timeout={COPY_FEEDBACK_MS}>
          {({ copy }) => (
            <Button
              onClick={() => {
                copy();
                showNotice({ kind: 'success', title: NOTICE_TITLE.success, message: SERVICES_TEXTS.copied });
              }}
            >
              {SERVICES_TEXTS.copyToClipboard}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Modal>
  );
}
