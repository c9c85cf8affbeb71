/** Snooze rules and texts (issue 28): tomorrow morning on the device's clock, the end of each length, the bodies' 400 texts, the alert's actions. */
import * as v from 'valibot';
import { formatClock, isTimeZone, nextMorning, snoozeEnd, snoozeHolds, SNOOZE_TEXTS } from '../../src/domain/alert-snooze';
import { alertPageReads, clusterOfTag, parsePushPayload } from '../../src/domain/push';
import { inQuietHours, isFailureAlert, quietHoursEnd } from '../../src/domain/quiet-hours';
import { snoozeActionPayloadSchema, snoozePayloadSchema } from '../../src/domain/schemas/alert-snooze';

const HOUR = 60 * 60_000;

describe('tomorrow morning', () => {
  it('is today’s 07:00 before it, tomorrow’s after it, on the zone’s wall clock', () => {
    // 04:00 in Berlin (03:00Z, winter): 07:00 the same day.
    expect(new Date(nextMorning(Date.UTC(2026, 10, 29, 3), 'Europe/Berlin')).toISOString()).toBe('2026-11-29T06:00:00.000Z');
    // 07:00 sharp in UTC: the next day's.
    expect(new Date(nextMorning(Date.UTC(2026, 10, 29, 7), 'UTC')).toISOString()).toBe('2026-11-30T07:00:00.000Z');
    // 17:00 the day before in Los Angeles.
    expect(new Date(nextMorning(Date.UTC(2026, 10, 29, 1), 'America/Los_Angeles')).toISOString()).toBe('2026-11-29T15:00:00.000Z');
  });

  it('follows a daylight-saving change overnight', () => {
    // 23:30 CET on 28 March 2026; clocks go to summer time that night: 07:00 CEST is 05:00Z.
    expect(new Date(nextMorning(Date.UTC(2026, 2, 28, 22, 30), 'Europe/Berlin')).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    expect(formatClock(Date.UTC(2026, 2, 29, 5), 'Europe/Berlin')).toBe('07:00');
  });

  it('ends an hour later, at the morning, or never; and holds until then', () => {
    const now = Date.UTC(2026, 10, 29, 3);
    expect(snoozeEnd('hour', now, 'UTC', HOUR)).toBe(now + HOUR);
    expect(snoozeEnd('morning', now, 'UTC', HOUR)).toBe(Date.UTC(2026, 10, 29, 7));
    expect(snoozeEnd('until-resumed', now, 'UTC', HOUR)).toBeNull();
    expect(snoozeHolds(null, now)).toBe(true);
    expect(snoozeHolds(now + 1, now)).toBe(true);
    expect(snoozeHolds(now, now)).toBe(false);
  });

  it('knows time zones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});

describe('texts and bodies', () => {
  it('says until when', () => {
    expect(SNOOZE_TEXTS.snoozedUntil('07:00')).toBe('Alerts snoozed until 07:00');
    expect(SNOOZE_TEXTS.snoozed('sales', null)).toBe('Alerts of sales are snoozed until you turn them back on');
  });

  it('refuses a length or zone it does not know, and a missing token', () => {
    const issues = (schema: v.GenericSchema, body: unknown) => v.safeParse(schema, body).issues?.map((i) => i.message) ?? [];
    expect(issues(snoozePayloadSchema, { length: 'week', timeZone: 'Nowhere' })).toEqual([
      'length must be one of: hour, morning, until-resumed',
      'timeZone must be an IANA time zone, e.g. Europe/Berlin',
    ]);
    expect(issues(snoozePayloadSchema, { length: 'morning', timeZone: 'Asia/Tokyo' })).toEqual([]);
    expect(issues(snoozeActionPayloadSchema, { token: 'x'.repeat(129), timeZone: 'UTC' })).toEqual(['token must be at most 128 characters']);
    expect(issues(snoozeActionPayloadSchema, {})).toEqual(['token is required', 'timeZone must be an IANA time zone, e.g. Europe/Berlin']);
  });
});

describe('a cluster alert’s payload', () => {
  it('keeps Snooze beside Keep awake and the refresh token; drops what is malformed', () => {
    const token = 'T'.repeat(43);
    const payload = parsePushPayload(
      JSON.stringify({
        title: 'Cluster going to sleep',
        body: 'b',
        tag: 'cluster:sales',
        url: '/clusters/sales',
        kind: 'cluster',
        actions: [{ action: 'keep-awake', token }, { action: 'snooze', token }, { action: 'delete-everything', token }],
        refresh: token,
      }),
    );
    expect(payload?.actions).toEqual([
      { action: 'keep-awake', token },
      { action: 'snooze', token },
    ]);
    expect(payload?.refresh).toBe(token);
    expect(parsePushPayload(JSON.stringify({ title: 't', body: 'b', tag: 't', url: '/', kind: 'cluster', refresh: 'short' }))?.refresh).toBeUndefined();
  });

  it('names the cluster of a tag, and the reads of its page as the app requests them', () => {
    expect(clusterOfTag('cluster:sales eu')).toBe('sales eu');
    expect(clusterOfTag('deployment-4')).toBeNull();
    expect(alertPageReads('u-1', 'sales eu')).toEqual([
      'users/u-1/instances/sales%20eu',
      'users/u-1/instances',
      'users/u-1/instances/services',
      'users/u-1/notifications',
    ]);
  });
});

describe('quiet hours', () => {
  const night = { start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' };

  it('hold the window on the device’s clock, across midnight, end excluded', () => {
    // Berlin is UTC+1 in November.
    expect(inQuietHours(night, Date.UTC(2026, 10, 29, 20, 59))).toBe(false);
    expect(inQuietHours(night, Date.UTC(2026, 10, 29, 21, 0))).toBe(true);
    expect(inQuietHours(night, Date.UTC(2026, 10, 30, 5, 59))).toBe(true);
    expect(inQuietHours(night, Date.UTC(2026, 10, 30, 6, 0))).toBe(false);
    expect(inQuietHours({ start: '13:00', end: '14:00', timeZone: 'UTC' }, Date.UTC(2026, 10, 29, 13, 30))).toBe(true);
    expect(inQuietHours({ start: '13:00', end: '13:00', timeZone: 'UTC' }, Date.UTC(2026, 10, 29, 13, 0))).toBe(false);
  });

  it('end at the next end time on that clock', () => {
    expect(new Date(quietHoursEnd(night, Date.UTC(2026, 10, 29, 23, 0))).toISOString()).toBe('2026-11-30T06:00:00.000Z');
  });

  it('let only failures through', () => {
    expect(isFailureAlert('pipeline.failed', false)).toBe(true);
    expect(isFailureAlert('cluster.unavailable', false)).toBe(true);
    expect(isFailureAlert('operation.services', true)).toBe(true);
    expect(isFailureAlert('operation.services', false)).toBe(false);
    expect(isFailureAlert('cluster.running', false)).toBe(false);
    expect(isFailureAlert('pipeline.stage', false)).toBe(false);
  });
});
