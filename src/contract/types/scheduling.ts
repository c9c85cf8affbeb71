/**
 * Scheduled events (doc 2 §3 Scheduled event, §4 Scheduled event status; §7 users/instances/{id}/scheduleevent).
 * Field names are the API's. Imports nothing but its siblings.
 */

/** The four event types of doc 2 §4 (connect, disconnect, scale up, scale down), as the wire spells them. */
export type ScheduledEventType = 'connect' | 'disconnect' | 'scaleUp' | 'scaleDown';

/** Doc 2 §4: queued, success, failure, also spelled failed. */
export type ScheduledEventStatus = 'queued' | 'success' | 'failure' | 'failed';

/** How many nodes a scale event adds (scale up) or removes (scale down), per service. */
export interface ScheduledEventInformation {
  analyticsReplicas?: number;
  loaderReplicas?: number;
}

export interface ScheduledEvent {
  id: string;
  /** The same id, as the update call names it. */
  recordID: string;
  event: ScheduledEventType;
  /** ISO instant. */
  startTime: string;
  /** ISO instant, or null when none was given. */
  endTime: string | null;
  /** What happened when the event ran; null while queued. */
  eventResult: string | null;
  status: ScheduledEventStatus;
  /** An object here; a JSON string in some responses (doc 2 §3): read it with domain/scheduling readEventInformation. */
  eventInformation: ScheduledEventInformation | string | null;
}

/** GET users/instances/{id}/scheduleevent */
export interface ScheduledEventsResponse {
  events: ScheduledEvent[];
}

/** POST users/instances/{id}/scheduleevent: create; with recordID, update that event. */
export interface ScheduleEventPayload {
  event: ScheduledEventType;
  eventResult: null;
  startTime: string;
  endTime?: string | null;
  eventInformation: ScheduledEventInformation;
  recordID?: string;
}

/** What create and update answer. */
export interface ScheduledEventSavedResponse {
  message: string;
  event: ScheduledEvent;
}
