/**
 * Applies the tracking rules of domain/tracking.ts to the providers (src/tracking), on every page,
 * signed in or not: the marketing banner on /signup only; analytics identification (and the logged-in
 * event) for users who may be tracked; the chat widget for users who consented, never on /signup. Renders
 * nothing. Loaded (with the seam) only when a provider is configured: TrackingHost.tsx.
 *
 * It reads the signed-in user from the query cache without fetching it (the signed-in shell loads it), so
 * it adds no request and works from the persisted cache offline.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { userQueries } from '../../api/users';
import { identifiesForAnalytics, showsChat, showsMarketing, trackedUser, type TrackedUser } from '../../domain/tracking';
import { useSession } from '../../stores/session';
import { useTrackingChoice } from '../../stores/tracking';
import { setChat, setMarketing, startAnalytics } from '../../tracking/tracker';

export function ConfiguredTrackingHost() {
  const [path] = useLocation();
  const uuid = useSession((s) => (s.status === 'signedIn' ? s.uuid : null));
  const { data } = useQuery({ ...userQueries.me(uuid ?? ''), enabled: false });
  const user = uuid !== null && data?.uuid === uuid ? data : null;
  const choice = useTrackingChoice(uuid);

  const marketing = showsMarketing(path);
  const analyticsFor: TrackedUser | null = user && identifiesForAnalytics(user, choice) ? trackedUser(user) : null;
  const chatFor: TrackedUser | null = user && showsChat(user, path, choice) ? trackedUser(user) : null;
  const analyticsKey = analyticsFor ? JSON.stringify(analyticsFor) : null;
  const chatKey = chatFor ? JSON.stringify(chatFor) : null;

  useEffect(() => setMarketing(marketing), [marketing]);
  useEffect(() => {
    if (analyticsKey) startAnalytics(JSON.parse(analyticsKey) as TrackedUser);
  }, [analyticsKey]);
  useEffect(() => setChat(chatKey ? (JSON.parse(chatKey) as TrackedUser) : null), [chatKey]);
  return null;
}
