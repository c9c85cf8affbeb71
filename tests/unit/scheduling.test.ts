/** Scheduled events' rules (doc 2 §4, §5, §6, §9): domain/scheduling.ts. */
import { describe, expect, it } from 'vitest';
import type { ScheduledEvent } from '../../src/contract/types';
import {
  describeReplicas,
  eventsRanSince,
  eventStatusView,
  formatEventTime,
  isEventEditable,
  localInstant,
  readEventInformation,
  replicaBounds,
  replicaCountProblem,
  scheduleEventProblems,
  SCHEDULED_EVENTS_REFRESH_MS,
  SCHEDULED_EVENTS_STALE_MS,
  schedulingRefusal,
  sortEvents,
  startTimeProblem,
  wizardTime,
} from '../../src/domain/scheduling';
import { SCHEDULE_EVENT_MESSAGES } from '../../src/domain/validation/schedule-event';
import { buildUser } from '../support/users';

const NOW = Date.parse('2026-05-01T10:00:00Z');
const event = (over: Partial<ScheduledEvent>): ScheduledEvent => ({
  id: '1',
  recordID: '1',
  event: 'connect',
  startTime: '2026-05-02T10:00:00.000Z',
  endTime: null,
  eventResult: null,
  status: 'queued',
  eventInformation: {},
  ...over,
});

describe('the spec texts and constants', () => {
  it('keeps the exact texts of doc 2 §5', () => {
    expect(SCHEDULE_EVENT_MESSAGES.startInPast).toBe('Please select a date and time after the current');
    expect(SCHEDULE_EVENT_MESSAGES.endBeforeStart('2026-05-02 10:00')).toBe(
      'Please select a date and time after the start time (2026-05-02 10:00)',
    );
  });

  it('refreshes every 5 min, stale after 2 s (doc 2 §9)', () => {
    expect(SCHEDULED_EVENTS_REFRESH_MS).toBe(300_000);
    expect(SCHEDULED_EVENTS_STALE_MS).toBe(2_000);
  });
});

describe('schedulingRefusal (doc 2 §6)', () => {
  const user = buildUser({ toggleFeatures: [{ key: 'schedular', published: true }], features: [] });
  it('allows the owner and a Manager on a non-Azure platform with the schedular toggle', () => {
    expect(schedulingRefusal(user, { platform: 'gc', clusterPolicy: { roleName: 'owner' } })).toBeNull();
    expect(schedulingRefusal(user, { platform: 'gc', clusterPolicy: { roleName: 'accountAdmin' } })).toBeNull();
  });
  it('refuses other roles, Azure platforms, and without the toggle', () => {
    expect(schedulingRefusal(user, { platform: 'gc', clusterPolicy: { roleName: 'developer' } })).toBe(
      'Only the owner or a Manager of this cluster can schedule events',
    );
    expect(schedulingRefusal(user, { platform: 'gc', clusterPolicy: { roleName: 'accountManager' } })).not.toBeNull();
    expect(schedulingRefusal(user, { platform: 'az', clusterPolicy: { roleName: 'owner' } })).toBe(
      'Scheduled events are not available for Azure clusters',
    );
    expect(schedulingRefusal(user, { platform: 'az-saas', clusterPolicy: { roleName: 'owner' } })).not.toBeNull();
    const off = { ...user, toggleFeatures: user.toggleFeatures.map((t) => ({ ...t, published: false })), features: [] };
    expect(schedulingRefusal(off, { platform: 'gc', clusterPolicy: { roleName: 'owner' } })).toBe(
      'Scheduled events are not enabled for your account',
    );
  });
});

describe('statuses and editability (doc 2 §4)', () => {
  it("reads 'failed' as failure", () => {
    expect(eventStatusView('failed')).toBe('failure');
    expect(eventStatusView('queued')).toBe('queued');
    expect(eventStatusView('success')).toBe('success');
  });

  it('a future start can be edited or deleted; a past one, or an event that ran, is view-only', () => {
    expect(isEventEditable(event({}), NOW)).toBe(true);
    expect(isEventEditable(event({ startTime: '2026-05-01T09:59:00.000Z' }), NOW)).toBe(false);
    expect(isEventEditable(event({ status: 'success' }), NOW)).toBe(false);
  });

  it('notices an event that ran since the last read (its cluster then refreshes)', () => {
    const queued = [event({ id: '1' }), event({ id: '2', status: 'success' })];
    expect(eventsRanSince(queued, [event({ id: '1', status: 'failed' }), event({ id: '2', status: 'success' })])).toBe(true);
    expect(eventsRanSince(queued, queued)).toBe(false);
    expect(eventsRanSince(queued, [])).toBe(false);
  });

  it('sorts upcoming events soonest first, then past ones latest first', () => {
    const list = [
      event({ id: 'past-old', startTime: '2026-04-01T00:00:00Z' }),
      event({ id: 'later', startTime: '2026-06-01T00:00:00Z' }),
      event({ id: 'past-new', startTime: '2026-04-30T00:00:00Z' }),
      event({ id: 'soon', startTime: '2026-05-01T11:00:00Z' }),
    ];
    expect(sortEvents(list, NOW).map((e) => e.id)).toEqual(['soon', 'later', 'past-new', 'past-old']);
  });

  it('reads eventInformation as an object or a JSON string (doc 2 §3)', () => {
    expect(readEventInformation({ analyticsReplicas: 2 })).toEqual({ analyticsReplicas: 2 });
    expect(readEventInformation('{"analyticsReplicas":1,"loaderReplicas":3}')).toEqual({ analyticsReplicas: 1, loaderReplicas: 3 });
    expect(readEventInformation('not json')).toEqual({});
    expect(readEventInformation(null)).toEqual({});
    expect(readEventInformation({ analyticsReplicas: -1, loaderReplicas: 1.5 } as never)).toEqual({});
    expect(describeReplicas('scaleUp', { analyticsReplicas: 2, loaderReplicas: 1 })).toBe('Analytics +2 · Loader +1');
    expect(describeReplicas('scaleDown', { loaderReplicas: 1 })).toBe('Loader −1');
    expect(describeReplicas('connect', { loaderReplicas: 1 })).toBe('');
  });
});

describe('replica bounds (doc 2 §5)', () => {
  it('scale up: up to 10 minus the current count; scale down: the current count minus one', () => {
    expect(replicaBounds('scaleUp', { analyticsNodes: 2, loaderNodes: 10 })).toEqual({ analytics: 8, loader: 0 });
    expect(replicaBounds('scaleDown', { analyticsNodes: 3, loaderNodes: 1 })).toEqual({ analytics: 2, loader: 0 });
    expect(replicaBounds('scaleUp', { analyticsNodes: 1, loaderNodes: 1 }, 4)).toEqual({ analytics: 3, loader: 3 });
  });

  it('counts from 0 to the bound', () => {
    expect(replicaCountProblem(undefined, 3)).toBeNull();
    expect(replicaCountProblem(0, 3)).toBeNull();
    expect(replicaCountProblem(3, 3)).toBeNull();
    expect(replicaCountProblem(4, 3)).toBe('Enter a whole number from 0 to 3');
    expect(replicaCountProblem(1.5, 3)).toBe('Enter a whole number from 0 to 3');
    expect(replicaCountProblem(1, 0)).toBe('No nodes can be changed: enter 0');
  });
});

describe('the rules that need the clock and the cluster', () => {
  it('the start must be after now', () => {
    expect(startTimeProblem(NOW + 1, NOW)).toBeNull();
    expect(startTimeProblem(NOW, NOW)).toBe('Please select a date and time after the current');
  });

  it('scheduleEventProblems names the call fields', () => {
    expect(
      scheduleEventProblems(
        { event: 'scaleUp', eventResult: null, startTime: '2026-05-01T09:00:00.000Z', eventInformation: { analyticsReplicas: 9, loaderReplicas: 1 } },
        { now: NOW, analyticsNodes: 2, loaderNodes: 1 },
      ),
    ).toEqual([
      { fieldName: 'startTime', message: 'Please select a date and time after the current' },
      { fieldName: 'eventInformation.analyticsReplicas', message: 'Enter a whole number from 0 to 8' },
    ]);
  });
});

describe('times in the user zone', () => {
  it('reads a date and a time input as a local instant, and refuses days that do not exist', () => {
    const at = localInstant('2026-05-02', '10:30');
    expect(at).toBe(new Date(2026, 4, 2, 10, 30).getTime());
    expect(wizardTime(at ?? 0)).toBe('2026-05-02 10:30');
    expect(localInstant('2026-02-31', '10:00')).toBeNull();
    expect(localInstant(null, '10:00')).toBeNull();
    expect(localInstant('2026-05-02', '')).toBeNull();
    expect(localInstant('2026-05-02', '25:00')).toBeNull();
  });

  it('always prints the zone', () => {
    expect(formatEventTime(NOW, 'en-US', 'UTC')).toBe('May 1, 2026, 10:00 AM UTC');
    expect(formatEventTime(NOW, 'en-GB', 'Europe/Berlin')).toMatch(/^1 May 2026, 12:00 CEST$/);
  });
});
