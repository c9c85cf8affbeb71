/**
 * Analytics, chat and marketing providers (doc 3 §2): the door the app drives them through. Not a feature:
 * Log Out (session/) and the tracking host (features/tracking) both use it. See providers.ts for the
 * interface an adapter script implements, and docs/emulator-api-parts/tracking.md for wiring real ones.
 *
 * This door is all the first load carries: the seam itself (tracker.ts) loads only when a provider is
 * configured and the tracking host mounts (`loadTracker`), so with none configured (the default) the app
 * pays for nothing but these few lines.
 */
import { NO_TRACKING, type TrackingConfig } from '../config/runtime';
import type { TrackingOptions } from './tracker';

type Tracker = typeof import('./tracker');

let config: TrackingConfig = NO_TRACKING;
let options: TrackingOptions = {};
let tracker: Tracker | null = null;

/** Sets the configuration (start-up; tests) and forgets every earlier state of a loaded seam. */
export function configureTracking(next: TrackingConfig, nextOptions: TrackingOptions = {}): void {
  config = next;
  options = nextOptions;
  tracker?.configureTracking(next, nextOptions);
}

/** Whether any provider is configured (with none, the app mounts no tracking at all). */
export function isTrackingConfigured(): boolean {
  return config.analytics !== null || config.chat !== null || config.marketing !== null;
}

/** The seam, configured, loaded on first use. */
export async function loadTracker(): Promise<Tracker> {
  const loaded = await import('./tracker');
  if (!tracker) {
    tracker = loaded;
    loaded.configureTracking(config, options);
  }
  return loaded;
}

/**
 * Log Out: the chat session ends and analytics is told the session is over. Only a loaded seam has a
 * session to end, so this never loads it.
 */
export function endTrackingSession(): void {
  tracker?.endTrackingSession();
}

export type { TrackingOptions } from './tracker';
export type { AnalyticsProvider, ChatProvider, MarketingProvider, TrackedUser } from './providers';
