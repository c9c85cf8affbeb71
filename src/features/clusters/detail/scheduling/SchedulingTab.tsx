/**
 * The scheduling tab (spec doc 2 §2 Cluster Scheduling, §4, §5, §9): the cluster's scheduled events in a table
 * (event, start, end, status, result; times always with their zone), Create event, and per event: View for one
 * whose start has passed (view-only), Edit and Delete (after a confirmation) for a future one. The tab is shown
 * only to those who may schedule (owner or Manager, not Azure, the schedular toggle: domain/cluster-page.ts), so
 * its actions are refused only offline. The list refreshes every 5 min (stale after 2 s), and once more when a
 * queued event's start passes, so its result shows without waiting. The wizard is its own chunk.
 */
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { schedulingMutations, schedulingQueries } from '../../../../api/cluster-scheduling';
import type { ScheduledEvent, ScheduleEventPayload } from '../../../../contract/types';
import {
  describeReplicas,
  describeTimeZone,
  EVENT_STATUS_COLORS,
  EVENT_STATUS_LABELS,
  eventStatusView,
  formatEventTime,
  isEventEditable,
  readEventInformation,
  SCHEDULED_EVENT_LABELS,
  sortEvents,
} from '../../../../domain/scheduling';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../../../pwa';
import { GatedButton } from '../../../../ui/GatedButton';
import { lazyModule, preload, useLazyModule } from '../../../../ui/lazy-module';
import { userLocale } from '../../../../ui/locale';
import { CellLines, QueryDataTable, type DataColumn, type RowAction } from '../../../../ui/DataTable';
import type { ClusterTabProps } from '../tab-props';
import { EventReview } from './EventReview';
import { DELETE_EVENT, EVENT_WIZARD, SCHEDULING_TAB } from './messages';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { DialogFooter } from '../../../../ui/DialogForm';
import { TabHeading } from '../TabHeading';

const wizardModule = lazyModule(() => import('./EventWizard'));


/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; event: ScheduledEvent }
  | { kind: 'view'; event: ScheduledEvent }
  | { kind: 'delete'; event: ScheduledEvent };

/**
 * The time the table judges events by: now when the list was read, and again when the next queued start passes
 * (then `onStartPassed` refetches, since the event has run by then).
 */
function useEventClock(events: readonly ScheduledEvent[] | undefined, readAt: number, onStartPassed: () => void): number {
  const [tick, setTick] = useState(() => Date.now());
  const now = Math.max(tick, readAt);
  const nextStart = (events ?? [])
    .filter((e) => eventStatusView(e.status) === 'queued')
    .map((e) => Date.parse(e.startTime))
    .filter((at) => at > now)
    .reduce<number | null>((soonest, at) => (soonest === null || at < soonest ? at : soonest), null);
  useEffect(() => {
    if (nextStart === null) return undefined;
    // A second late: the emulator (or the cloud) runs the event at its start.
    const timer = setTimeout(() => {
      setTick(Date.now());
      onStartPassed();
    }, Math.min(Math.max(nextStart - Date.now(), 0) + 1_000, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [nextStart, onStartPassed]);
  return now;
}

function StatusBadge({ event }: { event: ScheduledEvent }) {
  const status = eventStatusView(event.status);
  return (
    <Badge variant="light" color={EVENT_STATUS_COLORS[status]} data-event-status={status}>
      {EVENT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function SchedulingTab({ uuid, entry }: ClusterTabProps) {
  const { instance } = entry;
  const ref = { uuid, name: instance.name, id: instance.id };
  const query = useQuery(schedulingQueries.events(ref));
  const save = useMutation(schedulingMutations.save(ref));
  const remove = useMutation(schedulingMutations.delete(ref));
  const online = useOnline();
  const offline = online ? null : OFFLINE_ACTION_TOOLTIP;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const wizardWanted = dialog?.kind === 'create' || dialog?.kind === 'edit';
  const wizard = useLazyModule(wizardModule, wizardWanted);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const now = useEventClock(query.data?.events, query.dataUpdatedAt, refresh);
  const locale = userLocale();
  const formatTime = useCallback((at: number) => formatEventTime(at, locale), [locale]);
  const timeZone = SCHEDULING_TAB.timeZone(describeTimeZone(now));
  const counts = { analyticsNodes: instance.analyticsNodes, loaderNodes: instance.loaderNodes };
  const close = () => setDialog(null);

  const submit = (payload: ScheduleEventPayload): Promise<unknown> => save.mutateAsync(payload, { onSuccess: close });

  const rowName = (action: string, event: ScheduledEvent) =>
    SCHEDULING_TAB.rowAction(action, SCHEDULED_EVENT_LABELS[event.event], formatTime(Date.parse(event.startTime)));

  const columns: DataColumn<ScheduledEvent>[] = [
    {
      key: 'event',
      label: SCHEDULING_TAB.columns.event,
      render: (event) => (
        <CellLines main={SCHEDULED_EVENT_LABELS[event.event]} detail={describeReplicas(event.event, readEventInformation(event.eventInformation))} />
      ),
    },
    { key: 'start', label: SCHEDULING_TAB.columns.start, render: (event) => formatTime(Date.parse(event.startTime)) },
    { key: 'end', label: SCHEDULING_TAB.columns.end, render: (event) => (event.endTime ? formatTime(Date.parse(event.endTime)) : SCHEDULING_TAB.noEnd) },
    { key: 'status', label: SCHEDULING_TAB.columns.status, render: (event) => <StatusBadge event={event} /> },
    { key: 'result', label: SCHEDULING_TAB.columns.result, maxWidth: 260, wrap: true, render: (event) => event.eventResult ?? SCHEDULING_TAB.notRun },
  ];

  const rowActions = (event: ScheduledEvent): RowAction[] =>
    isEventEditable(event, now)
      ? [
          {
            label: SCHEDULING_TAB.edit,
            name: rowName(SCHEDULING_TAB.edit, event),
            refusal: offline,
            onIntent: () => preload(wizardModule),
            onClick: () => setDialog({ kind: 'edit', event }),
          },
          { label: SCHEDULING_TAB.delete, name: rowName(SCHEDULING_TAB.delete, event), refusal: offline, color: 'red', onClick: () => setDialog({ kind: 'delete', event }) },
        ]
      : [{ label: SCHEDULING_TAB.view, name: rowName(SCHEDULING_TAB.view, event), variant: 'default', onClick: () => setDialog({ kind: 'view', event }) }];

  return (
    <Stack gap="md" component="section" aria-labelledby="scheduling-title">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <TabHeading id="scheduling-title" title={SCHEDULING_TAB.title} intro={SCHEDULING_TAB.intro} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {timeZone} {SCHEDULING_TAB.nodesNow(instance.analyticsNodes, instance.loaderNodes)}
          </Text>
        </TabHeading>
        <Group gap="xs">
          <Button variant="default" onClick={refresh} loading={query.isFetching && query.data !== undefined}>
            {SCHEDULING_TAB.refresh}
          </Button>
          <GatedButton
            refusal={offline}
            tooltipWidth={240}
            label={SCHEDULING_TAB.createEvent}
            onIntent={() => preload(wizardModule)}
            onClick={() => setDialog({ kind: 'create' })}
          />
        </Group>
      </Group>

      <QueryDataTable
        query={{ ...query, refetch: refresh }}
        messages={SCHEDULING_TAB}
        isEmpty={(data) => data.events.length === 0}
        rows={(data) => sortEvents(data.events, now)}
        columns={columns}
        rowKey={(event) => event.id}
        rowData={(event) => ({ 'data-event-id': event.id })}
        actions={{ buttons: rowActions, nowrap: true }}
        striped
        highlightOnHover
        minWidth={760}
      />

      {wizardWanted && wizard ? (
        <wizard.EventWizard
          event={dialog.kind === 'edit' ? dialog.event : null}
          counts={counts}
          timeZone={timeZone}
          formatTime={formatTime}
          onClose={close}
          onSubmit={submit}
          submitting={save.isPending}
        />
      ) : null}

      {dialog?.kind === 'view' ? (
        <Modal opened onClose={close} title={EVENT_WIZARD.viewTitle} centered size="lg">
          <Stack gap="md">
            <EventReview
              event={dialog.event.event}
              start={Date.parse(dialog.event.startTime)}
              end={dialog.event.endTime ? Date.parse(dialog.event.endTime) : null}
              info={readEventInformation(dialog.event.eventInformation)}
              formatTime={formatTime}
              outcome={{ status: <StatusBadge event={dialog.event} />, result: dialog.event.eventResult ?? SCHEDULING_TAB.notRun }}
            />
            <Text size="sm" c="dimmed">
              {EVENT_WIZARD.pastNote}
            </Text>
            <DialogFooter cancelLabel={EVENT_WIZARD.close} onCancel={close} />
          </Stack>
        </Modal>
      ) : null}

      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={DELETE_EVENT.title}
        cancelLabel={DELETE_EVENT.cancel}
        confirmLabel={DELETE_EVENT.confirm}
        confirmRefusal={offline}
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.event.id, { onSettled: close })}
      >
        {dialog?.kind === 'delete'
          ? DELETE_EVENT.body(SCHEDULED_EVENT_LABELS[dialog.event.event], formatTime(Date.parse(dialog.event.startTime)))
          : null}
      </ConfirmDialog>
    </Stack>
  );
}
