import { formatAge, formatDate, formatDateTime } from '../../src/domain/time-format';

const at = Date.UTC(2026, 10, 23, 22, 18, 51);

describe('moments in the user locale (issue 10)', () => {
  it('writes a moment in full, and a day', () => {
    expect(formatDateTime(at, 'en-US', 'UTC')).toBe('Nov 23, 2026, 10:18:51 PM');
    expect(formatDate(at, 'en-US', 'UTC')).toBe('Nov 23, 2026');
    expect(formatDate(at, 'en-GB', 'UTC')).toBe('23 Nov 2026');
  });
});

describe('ages in words (issue 26 §10)', () => {
  // Monday Nov 23, 2026, 22:18:51 UTC.
  const seen = (ms: number) => formatAge(at, at + ms, 'en-US', 'UTC');
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;

  it('says minutes and hours on the same day', () => {
    expect(seen(0)).toBe('less than a minute ago');
    expect(seen(59_000)).toBe('less than a minute ago');
    expect(seen(-5_000)).toBe('less than a minute ago');
    expect(seen(MINUTE)).toBe('1 minute ago');
    expect(seen(59 * MINUTE)).toBe('59 minutes ago');
    expect(formatAge(at - 2 * HOUR - 5 * MINUTE, at, 'en-US', 'UTC')).toBe('2 hours ago');
    expect(formatAge(at - HOUR, at, 'en-US', 'UTC')).toBe('1 hour ago');
  });

  it('names the day and the time once it is an earlier day, judged in the time zone', () => {
    // 00:30 the next day (UTC): yesterday, though only two hours ago.
    expect(seen(2 * HOUR + 11 * MINUTE)).toBe('yesterday at 10:18 PM');
    expect(formatAge(at, at + 2 * HOUR + 11 * MINUTE, 'en-GB', 'UTC')).toBe('yesterday at 22:18');
    // Still the same day in New York (17:18 and 19:29).
    expect(formatAge(at, at + 2 * HOUR + 11 * MINUTE, 'en-US', 'America/New_York')).toBe('2 hours ago');
    expect(seen(3 * 24 * HOUR)).toBe('Monday at 10:18 PM');
    expect(seen(8 * 24 * HOUR)).toBe('Nov 23 at 10:18 PM');
    expect(seen(50 * 24 * HOUR)).toBe('Nov 23, 2026 at 10:18 PM');
  });
});
