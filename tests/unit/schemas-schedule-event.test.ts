/** The scheduled event schemas (doc 2 §5, §7): the call's and the wizard's, each rule's exact text by field. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SCHEDULE_EVENT,
  scheduleEventFormSchema,
  scheduleEventFormValues,
  scheduleEventPayloadSchema,
  toScheduleEventPayload,
  type ScheduleEventFormValues,
} from '../../src/domain/schemas/schedule-event';
import { dateInputValue } from '../../src/domain/scheduling';
import { scheduleEventInputForServerField } from '../../src/domain/validation/schedule-event';

const errorsOf = (result: { issues?: readonly v.BaseIssue<unknown>[] }) =>
  Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]));

const START = '2030-01-15T10:30:00.000Z';

describe('the call: POST users/instances/{id}/scheduleevent', () => {
  const parse = (body: unknown) => v.safeParse(scheduleEventPayloadSchema, body);

  it('accepts a create and an update, keeping counts of scale events only', () => {
    const created = parse({ event: 'scaleUp', eventResult: null, startTime: START, eventInformation: { analyticsReplicas: 2, loaderReplicas: 0 } });
    expect(created.output).toEqual({ event: 'scaleUp', eventResult: null, startTime: START, endTime: null, eventInformation: { analyticsReplicas: 2 } });
    const updated = parse({ event: 'connect', eventResult: null, startTime: START, eventInformation: { analyticsReplicas: 2 }, recordID: 7 });
    expect(updated.output).toEqual({ event: 'connect', eventResult: null, startTime: START, endTime: null, eventInformation: {}, recordID: '7' });
  });

  it('requires the event and the start, each with its text', () => {
    expect(errorsOf(parse({}))).toEqual({ event: 'Select an event', startTime: 'Enter a start time' });
    expect(errorsOf(parse({ event: 'reboot', startTime: '2030-01-15 10:30' }))).toEqual({
      event: 'Select an event',
      startTime: 'startTime must be an ISO date and time',
    });
  });

  it('wants the end after the start (doc 2 §5 text)', () => {
    expect(errorsOf(parse({ event: 'connect', startTime: START, endTime: START }))).toEqual({
      endTime: `Please select a date and time after the start time (${START})`,
    });
    expect(parse({ event: 'connect', startTime: START, endTime: '2030-01-15T11:00:00Z' }).success).toBe(true);
  });

  it('wants at least one count above 0 for a scale event, each a whole number from 0 to 10', () => {
    expect(errorsOf(parse({ event: 'scaleDown', startTime: START, eventInformation: { analyticsReplicas: 0 } }))).toEqual({
      eventInformation: 'Enter the number of analytics or loader nodes',
    });
    expect(errorsOf(parse({ event: 'scaleUp', startTime: START, eventInformation: { analyticsReplicas: 11, loaderReplicas: 1.5 } }))).toEqual({
      'eventInformation.analyticsReplicas': 'Enter a whole number from 0 to 10',
      'eventInformation.loaderReplicas': 'Enter a whole number from 0 to 10',
    });
  });

  it('wants eventResult null and recordID an event id', () => {
    expect(errorsOf(parse({ event: 'connect', startTime: START, eventResult: 'done', recordID: 'x' }))).toEqual({
      eventResult: 'eventResult must be null',
      recordID: 'recordID must be the id of a scheduled event',
    });
  });
});

describe('the wizard', () => {
  const NOW = new Date(2030, 0, 15, 9, 0).getTime();
  const schema = scheduleEventFormSchema({ now: NOW, analyticsNodes: 2, loaderNodes: 1 });
  const check = (values: Partial<ScheduleEventFormValues>) => errorsOf(v.safeParse(schema, { ...EMPTY_SCHEDULE_EVENT, ...values }));
  const main = { event: 'connect' as const, startDate: '2030-01-15', startTime: '10:30' };

  it('requires the event, the start date and time', () => {
    expect(check({})).toEqual({ event: 'Select an event', startDate: 'Select a start date', startTime: 'Enter a start time' });
    expect(check(main)).toEqual({});
  });

  it("wants the start after now, and no earlier than today ('Please select a date and time after the current')", () => {
    expect(check({ ...main, startTime: '08:59' })).toEqual({ startTime: 'Please select a date and time after the current' });
    expect(check({ ...main, startDate: '2030-01-14' })).toEqual({ startDate: 'Please select a date and time after the current' });
  });

  it('wants the end, when given, whole and after the start', () => {
    expect(check({ ...main, endDate: '2030-01-15', endTime: '10:00' })).toEqual({
      endTime: 'Please select a date and time after the start time (2030-01-15 10:30)',
    });
    expect(check({ ...main, endDate: '2030-01-15' })).toEqual({ endTime: 'Enter an end time, or clear the end date' });
    expect(check({ ...main, endTime: '11:00' })).toEqual({ endDate: 'Select an end date, or clear the end time' });
    expect(check({ ...main, endDate: '2030-01-16', endTime: '00:00' })).toEqual({});
  });

  it('checks the counts of scale events against what the cluster can add or remove', () => {
    expect(check({ ...main, event: 'scaleUp' })).toEqual({ replicas: 'Enter the number of analytics or loader nodes' });
    expect(check({ ...main, event: 'scaleUp', analyticsReplicas: 9, loaderReplicas: 9 })).toEqual({
      analyticsReplicas: 'Enter a whole number from 0 to 8',
    });
    expect(check({ ...main, event: 'scaleDown', analyticsReplicas: 2, loaderReplicas: 1 })).toEqual({
      analyticsReplicas: 'Enter a whole number from 0 to 1',
      loaderReplicas: 'No nodes can be changed: enter 0',
    });
    expect(check({ ...main, event: 'scaleDown', analyticsReplicas: 1, loaderReplicas: '' })).toEqual({});
    // Counts mean nothing for a connect event.
    expect(check({ ...main, analyticsReplicas: 99 })).toEqual({});
  });

  it('builds the call body, and reads an event back into its values', () => {
    const payload = toScheduleEventPayload(
      { ...main, event: 'scaleUp', endDate: '2030-01-15', endTime: '12:00', analyticsReplicas: 3, loaderReplicas: '' },
      '4',
    );
    expect(payload).toEqual({
      event: 'scaleUp',
      eventResult: null,
      startTime: new Date(2030, 0, 15, 10, 30).toISOString(),
      endTime: new Date(2030, 0, 15, 12, 0).toISOString(),
      eventInformation: { analyticsReplicas: 3 },
      recordID: '4',
    });
    expect(v.safeParse(scheduleEventPayloadSchema, payload).success).toBe(true);
    expect(
      scheduleEventFormValues({ id: '4', recordID: '4', status: 'queued', ...payload, endTime: payload.endTime ?? null }),
    ).toEqual({ ...main, event: 'scaleUp', endDate: dateInputValue(Date.parse(payload.endTime ?? '')), endTime: '12:00', analyticsReplicas: 3, loaderReplicas: '' });
  });

  it("places the server's fields under the wizard's inputs", () => {
    expect(scheduleEventInputForServerField('startTime')).toBe('startTime');
    expect(scheduleEventInputForServerField('eventInformation.loaderReplicas')).toBe('loaderReplicas');
    expect(scheduleEventInputForServerField('eventInformation')).toBe('replicas');
    expect(scheduleEventInputForServerField('recordID')).toBeNull();
  });
});
