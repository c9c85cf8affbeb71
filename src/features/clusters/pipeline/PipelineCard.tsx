/**
 * The deployment pipeline card on /clusters (spec doc 1 §4, doc 3 §4): the eight stages, the footer state,
 * a timer ticking every second from createdAt (stopped at updatedAt once settled), the failure icon and
 * the failure details modal. The status is polled every 2 minutes, and only when the user has a
 * pipelineStatus; the card disappears when the last stage completes, and the cluster list is read again,
 * so the cluster the deployment made shows in its place.
 */
import { useEffect, useState } from 'react';
import { Anchor, Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleDashed, IconLoader2, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { pipelineQueries } from '../../../api/pipeline';
import type { PipelineStatus, User } from '../../../contract/types';
import { TIMER_TICK_MS } from '../../../domain/constants';
import {
  formatElapsed,
  hasFailureIcon,
  PIPELINE_STAGES,
  pipelineElapsedMs,
  pipelineFooter,
  pipelineTimerRuns,
  showPipelineCard,
  stageRows,
  type StageProgress,
} from '../../../domain/pipeline';
import { lazyModule, preload, useLazyModule } from '../../../ui/lazy-module';
import { PIPELINE_CARD } from './messages';

// The failure details load on first use; hovering or focusing View details starts the import.
const failureModalModule = lazyModule(() => import('./FailureModal'));
const preloadFailureModal = () => preload(failureModalModule);

/** The wall clock, re-read every `intervalMs` while `running`. */
function useNow(running: boolean, intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}

const STAGE_ICON: Record<StageProgress, { color: string; icon: typeof IconCheck }> = {
  done: { color: 'teal', icon: IconCheck },
  current: { color: 'blue', icon: IconLoader2 },
  failed: { color: 'red', icon: IconX },
  pending: { color: 'gray', icon: IconCircleDashed },
};

const FOOTER_COLOR = { preparing: 'gray', working: 'blue', failed: 'red', canceled: 'orange' } as const;

export interface PipelineCardViewProps {
  status: PipelineStatus;
  states: readonly string[];
  /** Wall-clock ms, for the timer. */
  now: number;
}

export function PipelineCardView({ status, states, now }: PipelineCardViewProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const footer = pipelineFooter(status.state);
  const rows = stageRows(status, states);
  const failed = hasFailureIcon(status.state);
  const failurePart = useLazyModule(failureModalModule, detailsOpen);
  return (
    <Card withBorder radius="md" padding="md" mb="md" component="article" aria-label={PIPELINE_CARD.ariaLabel(status.configurationName)}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {failed ? (
              <ThemeIcon color="red" variant="light" radius="xl" role="img" aria-label={status.state === 'failed' ? PIPELINE_CARD.failedIcon : PIPELINE_CARD.canceledIcon}>
                <IconAlertTriangle size={18} />
              </ThemeIcon>
            ) : null}
            <div>
              <Title order={2} size="h4">
                {status.configurationName}
              </Title>
              <Text size="sm" c="dimmed">
                {PIPELINE_CARD.subtitle[footer.kind]}
              </Text>
            </div>
          </Group>
          <Text size="sm" ff="monospace" aria-label={PIPELINE_CARD.elapsed} role="timer">
            {formatElapsed(pipelineElapsedMs(status, states, now))}
          </Text>
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm" c="dimmed">
            {PIPELINE_CARD.region}: {status.region}
          </Text>
          {status.plan ? (
            <Text size="sm" c="dimmed">
              {PIPELINE_CARD.plan}: {status.plan}
            </Text>
          ) : null}
          {status.incortaImage ? (
            <Text size="sm" c="dimmed">
              {PIPELINE_CARD.image}: {status.incortaImage}
            </Text>
          ) : null}
        </Group>
        <List spacing={4} size="sm" center aria-label={PIPELINE_CARD.stagesLabel} listStyleType="none">
          {rows.map((row) => {
            const { color, icon: Icon } = STAGE_ICON[row.progress];
            return (
              <List.Item
                key={row.key}
                aria-current={row.progress === 'current' || row.progress === 'failed' ? 'step' : undefined}
                icon={
                  <ThemeIcon color={color} variant="light" size={20} radius="xl" aria-hidden>
                    <Icon size={12} />
                  </ThemeIcon>
                }
              >
                <Text span size="sm" fw={row.progress === 'current' || row.progress === 'failed' ? 600 : 400}>
                  {row.text}
                </Text>
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({PIPELINE_CARD.stageProgress[row.progress]})
                </Text>
              </List.Item>
            );
          })}
        </List>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge color={FOOTER_COLOR[footer.kind]} variant="light" tt="none">
            {footer.text}
          </Badge>
          {footer.viewDetails ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setDetailsOpen(true)}
              onPointerEnter={preloadFailureModal}
              onFocus={preloadFailureModal}
            >
              {PIPELINE_CARD.viewDetails}
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              {PIPELINE_CARD.duration}
            </Text>
          )}
        </Group>
      </Stack>
      {footer.viewDetails && detailsOpen && failurePart ? (
        <failurePart.PipelineFailureModal status={status} opened onClose={() => setDetailsOpen(false)} />
      ) : null}
    </Card>
  );
}

/** Container: reads the pipeline (only for a user with a pipelineStatus) and ticks the timer. */
export function PipelineCard({ user }: { user: Pick<User, 'uuid' | 'email' | 'pipelineStatus'> }) {
  const hasPipeline = user.pipelineStatus !== null;
  const query = useQuery({ ...pipelineQueries.status(user.uuid, user.email), enabled: hasPipeline });
  const status = hasPipeline ? (query.data?.pipelineStatus ?? user.pipelineStatus) : null;
  const states = query.data?.states ?? PIPELINE_STAGES;
  const visible = showPipelineCard(status, states);
  const now = useNow(visible && pipelineTimerRuns(status, states), TIMER_TICK_MS);
  // The completed deployment's cluster takes the card's place: read the list now rather than at its next poll.
  const completed = status !== null && !visible;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (completed) void queryClient.invalidateQueries({ queryKey: keys.clusters(user.uuid) });
  }, [completed, queryClient, user.uuid]);
  if (!visible) return null;
  return <PipelineCardView status={status} states={states} now={now} />;
}
