/**
 * The scheduling tab's texts (ours, except the step names of doc 2 §2 "Event Main Info", "Event Additional
 * Info", "Review", kept verbatim). The rules' texts are in domain/validation/schedule-event.ts.
 */
import { CALENDAR_LABELS } from '../../../../ui/calendar-labels';
import type { ScheduledEventType } from '../../../../contract/types';

const nodes = (n: number) => `${n} ${n === 1 ? 'node' : 'nodes'}`;

export const SCHEDULING_TAB = {
  title: 'Scheduled events',
  intro: 'Connect, disconnect or scale this cluster at a time you choose.',
  timeZone: (zone: string) => `Times are in your time zone, ${zone}.`,
  nodesNow: (analytics: number, loader: number) => `The cluster has ${nodes(analytics)} for analytics and ${nodes(loader)} for loader.`,
  createEvent: 'Create event',
  refresh: 'Refresh',
  loading: 'Loading scheduled events',
  errorTitle: 'Scheduled events could not be loaded',
  retry: 'Try again',
  stale: (time: string) => `Showing scheduled events as of ${time}: they could not be refreshed.`,
  empty: 'No scheduled events yet.',
  tableLabel: 'Scheduled events',
  columns: { event: 'Event', start: 'Start', end: 'End', status: 'Status', result: 'Result', actions: 'Actions' },
  noEnd: 'None',
  notRun: 'Not run yet',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  /** Accessible names of a row's buttons: which event they act on. */
  rowAction: (action: string, event: string, start: string) => `${action} ${event.toLowerCase()} at ${start}`,
} as const;

export const EVENT_WIZARD = {
  createTitle: 'Create scheduled event',
  editTitle: 'Edit scheduled event',
  viewTitle: 'Scheduled event',
  steps: { main: 'Event Main Info', additional: 'Event Additional Info', review: 'Review' },
  stepsLabel: 'Steps',
  stepDescriptions: { main: 'What and when', additional: 'How many nodes', review: 'Check and confirm' },
  event: 'Event',
  eventPlaceholder: 'Choose an event',
  startDate: 'Start date',
  startTime: 'Start time',
  endDate: 'End date (optional)',
  endTime: 'End time (optional)',
  datePlaceholder: 'YYYY-MM-DD',
  replicas: (event: 'scaleUp' | 'scaleDown', service: 'Analytics' | 'Loader') =>
    `${service} nodes to ${event === 'scaleUp' ? 'add' : 'remove'}`,
  replicasHint: (event: 'scaleUp' | 'scaleDown', current: number, bound: number) =>
    `It has ${nodes(current)}; ${event === 'scaleUp' ? 'up to' : 'at most'} ${bound} can be ${event === 'scaleUp' ? 'added' : 'removed'}.`,
  back: 'Back',
  next: 'Next',
  cancel: 'Cancel',
  close: 'Close',
  create: 'Schedule event',
  save: 'Save changes',
  review: {
    event: 'Event',
    start: 'Start',
    end: 'End',
    analytics: 'Analytics nodes',
    loader: 'Loader nodes',
    status: 'Status',
    result: 'Result',
  },
  change: (event: ScheduledEventType, count: number) => `${event === 'scaleUp' ? '+' : '−'}${count}`,
  pastNote: 'Its start has passed: it can no longer be changed.',
  calendar: CALENDAR_LABELS,
} as const;

export const DELETE_EVENT = {
  title: 'Delete scheduled event?',
  body: (event: string, start: string) => `The ${event.toLowerCase()} at ${start} will not run.`,
  cancel: 'Cancel',
  confirm: 'Delete event',
} as const;
