/**
 * Scheduled event (spec doc 2 §5): the texts of its rules and where the server's field messages go in the
 * wizard. The rules are in domain/scheduling.ts (pure) and the schemas in domain/schemas/schedule-event.ts
 * (valibot loads with the wizard only). The spec quotes two texts, kept verbatim: startInPast (its key is
 * startTimeErrorText) and endBeforeStart; the others are ours.
 */

export const SCHEDULE_EVENT_MESSAGES = {
  /** Doc 2 §5, key startTimeErrorText. */
  startInPast: 'Please select a date and time after the current',
  /** Doc 2 §5; `start` as the wizard shows it. */
  endBeforeStart: (start: string) => `Please select a date and time after the start time (${start})`,
  eventRequired: 'Select an event',
  startDateRequired: 'Select a start date',
  startTimeRequired: 'Enter a start time',
  endDateRequired: 'Select an end date, or clear the end time',
  endTimeRequired: 'Enter an end time, or clear the end date',
  replicasRequired: 'Enter the number of analytics or loader nodes',
  replicasRange: (max: number) => (max === 0 ? 'No nodes can be changed: enter 0' : `Enter a whole number from 0 to ${max}`),
  /** The call's own fields, which no form shows as such. */
  startTimeFormat: 'startTime must be an ISO date and time',
  endTimeFormat: 'endTime must be an ISO date and time',
  eventResultNull: 'eventResult must be null',
  recordId: 'recordID must be the id of a scheduled event',
} as const;

/** The wizard's inputs. `replicas` is the step's own message (neither count given), shown above both counts. */
export type ScheduleEventInput =
  | 'event'
  | 'startDate'
  | 'startTime'
  | 'endDate'
  | 'endTime'
  | 'analyticsReplicas'
  | 'loaderReplicas'
  | 'replicas';

/** Where a server field's message goes in the wizard (mutation meta `formFields`), or null for the notice. */
export function scheduleEventInputForServerField(fieldName: string): ScheduleEventInput | null {
  switch (fieldName) {
    case 'event':
      return 'event';
    case 'startTime':
      return 'startTime';
    case 'endTime':
      return 'endTime';
    case 'eventInformation.analyticsReplicas':
      return 'analyticsReplicas';
    case 'eventInformation.loaderReplicas':
      return 'loaderReplicas';
    case 'eventInformation':
      return 'replicas';
    default:
      return null;
  }
}
