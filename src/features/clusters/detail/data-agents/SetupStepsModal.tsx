/**
 * The setup steps of a data agent (doc 2 §9): download the archive; define and authorize it with an .auth file;
 * allow the analytics, loader and (optionally) CMC hosts and ports, each copyable (feedback 3 s); start the
 * controller (Linux or Windows script); start the agent; map data sources. The connection is SSL-encrypted.
 */
import { ActionIcon, Badge, Code, CopyButton, Group, List, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DATA_AGENT_COPY_FEEDBACK_MS,
  DATA_AGENT_SETUP_STEPS,
  DATA_AGENT_SSL_NOTE,
  dataAgentEndpoints,
  type DataAgentEndpoint,
} from '../../../../domain/data-agents';
import { DATA_AGENTS_TEXT as T } from './messages';

function CopyValue({ value, what }: { value: string; what: string }) {
  return (
    <CopyButton value={value} timeout={DATA_AGENT_COPY_FEEDBACK_MS}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? T.copied : T.copy(what)} withArrow>
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={copied ? T.copied : T.copy(what)}>
            <span aria-hidden>{copied ? '✓' : '⧉'}</span>
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

function Endpoint({ endpoint }: { endpoint: DataAgentEndpoint }) {
  return (
    <Group gap="xs" wrap="wrap" data-endpoint={endpoint.service}>
      <Text size="sm" fw={500} w={80}>
        {endpoint.label}
      </Text>
      {endpoint.optional ? <Badge variant="light" color="gray" size="sm">{T.optional}</Badge> : null}
      <Group gap={4} wrap="nowrap">
        <Code style={{ overflowWrap: 'anywhere' }}>{endpoint.host}</Code>
        <CopyValue value={endpoint.host} what={`${endpoint.label} host`} />
      </Group>
      <Group gap={4} wrap="nowrap">
        <Code>{endpoint.port}</Code>
        <CopyValue value={String(endpoint.port)} what={`${endpoint.label} port`} />
      </Group>
    </Group>
  );
}

export interface SetupStepsModalProps {
  hostName: string;
  agentName: string | null;
  onClose: () => void;
}

export function SetupStepsModal({ hostName, agentName, onClose }: SetupStepsModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const endpoints = dataAgentEndpoints(hostName);
  return (
    <Modal opened onClose={onClose} title={T.setupTitle(agentName)} centered size="lg" fullScreen={phone ?? false}>
      <Stack gap="md">
        <List type="ordered" spacing="sm">
          {DATA_AGENT_SETUP_STEPS.map((step) => (
            <List.Item key={step.key}>
              <Text size="sm" fw={600}>
                {step.title}
              </Text>
              <Text size="sm">{step.text}</Text>
              {step.key === 'whitelist' ? (
                <Stack gap={6} mt="xs" role="group" aria-label={T.hostsLabel}>
                  {endpoints.map((endpoint) => (
                    <Endpoint key={endpoint.service} endpoint={endpoint} />
                  ))}
                </Stack>
              ) : null}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {DATA_AGENT_SSL_NOTE}
        </Text>
      </Stack>
    </Modal>
  );
}
