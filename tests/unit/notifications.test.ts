import { describe, expect, it } from 'vitest';
import { clustersWithNewNotifications, markedRead, NOTIFICATION_TEXTS, splitOnErrorMarkers, unreadBadge } from '../../src/domain/notifications';

describe('notifications (doc 1 §4, §8)', () => {
  it("shows the unread count, or '+9' above nine", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('+9');
  });

  it('splits a failure message on its ERROR markers', () => {
    expect(splitOnErrorMarkers('Deployment failed ERROR: quota ERROR: network')).toEqual(['Deployment failed', 'ERROR: quota', 'ERROR: network']);
    expect(splitOnErrorMarkers('ERROR: only')).toEqual(['ERROR: only']);
    expect(splitOnErrorMarkers('All good')).toEqual(['All good']);
    // A word that merely contains the marker is not split.
    expect(splitOnErrorMarkers('NOERRORS here')).toEqual(['NOERRORS here']);
  });

  it('marks the given items read and leaves the others', () => {
    const list = [
      { id: '1', read: false },
      { id: '2', read: false },
      { id: '3', read: true },
    ];
    expect(markedRead(list, ['2', '3'])).toEqual([
      { id: '1', read: false },
      { id: '2', read: true },
      { id: '3', read: true },
    ]);
  });

  it("says 'No Notifications' when there are none", () => {
    expect(NOTIFICATION_TEXTS.empty).toBe('No Notifications');
  });
});

describe('clustersWithNewNotifications', () => {
  const item = (id: string, instanceName: string | null) => ({ id, instanceName });

  it('names each cluster that a notification new since the last read is about, once', () => {
    const before = [item('1', 'a')];
    expect(clustersWithNewNotifications(before, [item('3', 'b'), item('2', 'b'), item('4', null), item('1', 'a')])).toEqual(['b']);
    expect(clustersWithNewNotifications(before, before)).toEqual([]);
  });

  it('finds nothing new on a first read', () => {
    expect(clustersWithNewNotifications(undefined, [item('1', 'a')])).toEqual([]);
  });
});
