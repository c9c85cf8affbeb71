/**
 * What an event does, as the wizard's Review step and the view-only dialog of a past event show it: a list of
 * terms and values (readable by a screen reader as such), times with their zone.
 */
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ScheduledEventInformation, ScheduledEventType } from '../../../../contract/types';
import { isScaleEvent, SCHEDULED_EVENT_LABELS } from '../../../../domain/scheduling';
import { EVENT_WIZARD, SCHEDULING_TAB } from './messages';
import '@mantine/core/styles/Table.css';

export interface EventReviewProps {
  event: ScheduledEventType;
  start: number;
  end: number | null;
  info: ScheduledEventInformation;
  formatTime: (at: number) => string;
  /** For an event that ran (or is queued): its status and result. */
  outcome?: { status: ReactNode; result: string };
}

export function EventReview({ event, start, end, info, formatTime, outcome }: EventReviewProps) {
  const rows: [string, ReactNode][] = [
    [EVENT_WIZARD.review.event, SCHEDULED_EVENT_LABELS[event]],
    [EVENT_WIZARD.review.start, Number.isNaN(start) ? '' : formatTime(start)],
    [EVENT_WIZARD.review.end, end === null || Number.isNaN(end) ? SCHEDULING_TAB.noEnd : formatTime(end)],
  ];
  if (isScaleEvent(event)) {
    rows.push([EVENT_WIZARD.review.analytics, EVENT_WIZARD.change(event, info.analyticsReplicas ?? 0)]);
    rows.push([EVENT_WIZARD.review.loader, EVENT_WIZARD.change(event, info.loaderReplicas ?? 0)]);
  }
  if (outcome) {
    rows.push([EVENT_WIZARD.review.status, outcome.status]);
    rows.push([EVENT_WIZARD.review.result, outcome.result]);
  }
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([term, value]) => (
          <Table.Tr key={term}>
            <Table.Th w={140}>{term}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
