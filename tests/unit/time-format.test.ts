import { formatDataTime, formatDate, formatDateTime } from '../../src/domain/time-format';

const at = Date.UTC(2026, 10, 23, 22, 18, 51);

describe('times in the user locale (issue 10)', () => {
  it('writes data of today as its time of day, to the minute', () => {
    const now = Date.UTC(2026, 10, 23, 23, 40);
    expect(formatDataTime(at, now, 'en-US', 'UTC')).toBe('10:18 PM');
    expect(formatDataTime(at, now, 'en-GB', 'UTC')).toBe('22:18');
    expect(formatDataTime(at, now, ['de-DE', 'en-US'], 'UTC')).toBe('22:18');
  });

  it('adds the date for data of an earlier day, judged in the given time zone', () => {
    const nextDay = Date.UTC(2026, 10, 24, 0, 30);
    expect(formatDataTime(at, nextDay, 'en-US', 'UTC')).toBe('Nov 23, 10:18 PM');
    expect(formatDataTime(at, nextDay, 'en-GB', 'UTC')).toBe('23 Nov, 22:18');
    // Still the same day in New York (17:18 and 19:30).
    expect(formatDataTime(at, nextDay, 'en-US', 'America/New_York')).toBe('5:18 PM');
  });

  it('writes a moment in full, and a day', () => {
    expect(formatDateTime(at, 'en-US', 'UTC')).toBe('Nov 23, 2026, 10:18:51 PM');
    expect(formatDate(at, 'en-US', 'UTC')).toBe('Nov 23, 2026');
    expect(formatDate(at, 'en-GB', 'UTC')).toBe('23 Nov 2026');
  });
});
