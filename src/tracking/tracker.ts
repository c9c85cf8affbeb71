/**
 * The provider seam: loads a configured provider's script once, then drives it through the interface of
 * providers.ts. It decides nothing about who may be tracked (domain/tracking.ts does, and the tracking
 * host in features/tracking applies it); it only does what it is told, once:
 *
 * - analytics: `identify(user)` then `track('logged-in')`, once per user and page;
 * - chat: load, ask `isReady()` now and then every 2 s until it answers true, then `identify` and `show`;
 *   `hide` when the user may no longer see it;
 * - marketing: load on demand, `showBanner` / `hideBanner`;
 * - `endTrackingSession()` at Log Out: `endExperience()` on the chat, `reset()` on analytics.
 *
 * With no provider configured (the default) nothing is loaded and nothing leaves the origin.
 */
import { NO_TRACKING, type TrackingConfig, type TrackingProviderName } from '../config/runtime';
import { CHAT_WIDGET_POLL_MS } from '../domain/constants';
import { LOGGED_IN_EVENT, type TrackedUser } from '../domain/tracking';
import { loadScript as loadScriptTag } from './load-script';
import type { AnalyticsProvider, ChatProvider, MarketingProvider } from './providers';

interface Providers {
  analytics: AnalyticsProvider;
  chat: ChatProvider;
  marketing: MarketingProvider;
}

export interface TrackingOptions {
  /** How a script is loaded (tests load none and install the window globals themselves). */
  loadScript?: (url: string) => Promise<void>;
}

let config: TrackingConfig = NO_TRACKING;
let load: (url: string) => Promise<void> = loadScriptTag;

/** The user identified for analytics on this page (uuid), so a re-render never identifies twice. */
let analyticsUser: string | null = null;
/** Whom the chat should show for (null: nobody, hidden). */
let chatUser: TrackedUser | null = null;
let chatIdentified: string | null = null;
let chatShown = false;
let chatLoaded = false;
let chatPoll: ReturnType<typeof setTimeout> | null = null;
let marketingWanted = false;
let bannerShown = false;

function provider<K extends TrackingProviderName>(name: K): Providers[K] | undefined {
  const globals: { [P in TrackingProviderName]: Providers[P] | undefined } = {
    analytics: window.consoleAnalytics,
    chat: window.consoleChat,
    marketing: window.consoleMarketing,
  };
  return globals[name];
}

/** Calls into third-party code: a provider that throws is reported on the console, never to the user. */
function safely<T>(name: TrackingProviderName, call: () => T): T | undefined {
  try {
    return call();
  } catch (error) {
    console.warn(`The ${name} provider failed`, error);
    return undefined;
  }
}

/** Loads the provider's script (once), then answers its global; undefined when off or not loadable. */
async function ready<K extends TrackingProviderName>(name: K): Promise<Providers[K] | undefined> {
  const script = config[name];
  if (!script) return undefined;
  try {
    await load(script.scriptUrl);
  } catch (error) {
    console.warn(`The ${name} provider's script could not be loaded`, error);
    return undefined;
  }
  const found = provider(name);
  if (!found) console.warn(`The ${name} provider's script defines no window global`);
  return found;
}

function stopChatPoll(): void {
  if (chatPoll !== null) clearTimeout(chatPoll);
  chatPoll = null;
}

/** Sets the configuration and forgets every earlier state (start-up; tests). */
export function configureTracking(next: TrackingConfig, options: TrackingOptions = {}): void {
  stopChatPoll();
  config = next;
  load = options.loadScript ?? loadScriptTag;
  analyticsUser = null;
  chatUser = null;
  chatIdentified = null;
  chatShown = false;
  chatLoaded = false;
  marketingWanted = false;
  bannerShown = false;
}

/** Whether any provider is configured (with none, the app mounts no tracking at all). */
export function isTrackingConfigured(): boolean {
  return config.analytics !== null || config.chat !== null || config.marketing !== null;
}

/** Identifies the user for analytics and sends the logged-in event, once per user and page. */
export function startAnalytics(user: TrackedUser): void {
  if (!config.analytics || analyticsUser === user.id) return;
  analyticsUser = user.id;
  void ready('analytics').then((analytics) => {
    if (!analytics || analyticsUser !== user.id) return;
    safely('analytics', () => {
      analytics.identify(user);
      analytics.track(LOGGED_IN_EVENT);
    });
  });
}

function checkChat(): void {
  chatPoll = null;
  const user = chatUser;
  const chat = provider('chat');
  if (!user || !chat) return;
  if (!safely('chat', () => chat.isReady())) {
    chatPoll = setTimeout(checkChat, CHAT_WIDGET_POLL_MS);
    return;
  }
  safely('chat', () => {
    if (chatIdentified !== user.id) {
      chat.identify(user);
      chatIdentified = user.id;
    }
    chat.show();
  });
  chatShown = true;
}

/** Shows the chat widget for `user`, or hides it (null). */
export function setChat(user: TrackedUser | null): void {
  if (!config.chat) return;
  if (user === null) {
    chatUser = null;
    stopChatPoll();
    const chat = provider('chat');
    if (chatShown && chat) safely('chat', () => chat.hide());
    chatShown = false;
    return;
  }
  if (chatUser?.id === user.id) return;
  chatUser = user;
  stopChatPoll();
  void ready('chat').then((chat) => {
    if (!chat) return;
    chatLoaded = true;
    if (chatUser?.id === user.id && chatPoll === null && !chatShown) checkChat();
  });
}

/** Shows the marketing cookie banner (loading the script the first time), or hides it. */
export function setMarketing(on: boolean): void {
  if (!config.marketing || on === marketingWanted) return;
  marketingWanted = on;
  if (!on) {
    const marketing = provider('marketing');
    if (bannerShown && marketing) safely('marketing', () => marketing.hideBanner());
    bannerShown = false;
    return;
  }
  void ready('marketing').then((marketing) => {
    if (!marketing || !marketingWanted || bannerShown) return;
    safely('marketing', () => marketing.showBanner());
    bannerShown = true;
  });
}

/** Log Out: the chat session ends and analytics is told the session is over. */
export function endTrackingSession(): void {
  stopChatPoll();
  const chat = provider('chat');
  if (config.chat && chatLoaded && chat) safely('chat', () => chat.endExperience());
  const analytics = provider('analytics');
  if (config.analytics && analyticsUser !== null && analytics) safely('analytics', () => analytics.reset());
  analyticsUser = null;
  chatUser = null;
  chatIdentified = null;
  chatShown = false;
}
