/**
 * The interface every tracking provider's script exposes on `window` once it has loaded. The app never
 * talks to a vendor's own API: each provider is wired through an adapter script (configured in
 * config.json `tracking.<provider>.scriptUrl`) that loads the vendor's snippet and implements this
 * interface on top of it. The emulator's stand-ins (server/tracking/stand-ins.ts) implement it too, and
 * record what they are asked, so the gating is tested for real.
 *
 * Every call into a provider is third-party code: the tracker wraps each one, so a broken provider can
 * never break the app.
 */
import type { TrackedUser } from '../domain/tracking';

export type { TrackedUser } from '../domain/tracking';

/** window.consoleAnalytics */
export interface AnalyticsProvider {
  /** Who is using the app (called once per signed-in user and page). */
  identify(user: TrackedUser): void;
  /** An event, e.g. 'logged-in' right after identify. */
  track(event: string): void;
  /** Log Out: the session ends; forget the identified user. */
  reset(): void;
}

/** window.consoleChat */
export interface ChatProvider {
  /**
   * Whether the widget has booted (a vendor's widget loads its own frame after its script). Asked right
   * after the script loads, then every CHAT_WIDGET_POLL_MS (2 s, doc 3 §9) until it answers true.
   */
  isReady(): boolean;
  identify(user: TrackedUser): void;
  /** Shows the chat launcher. */
  show(): void;
  /** Hides it (the user may no longer see chat, e.g. consent withdrawn). */
  hide(): void;
  /** Log Out: ends the chat session and removes the widget. */
  endExperience(): void;
}

/** window.consoleMarketing: loaded on /signup only. */
export interface MarketingProvider {
  showBanner(): void;
  hideBanner(): void;
}

declare global {
  interface Window {
    consoleAnalytics?: AnalyticsProvider;
    consoleChat?: ChatProvider;
    consoleMarketing?: MarketingProvider;
  }
}

/** The window global each provider's script defines. */
export const PROVIDER_GLOBALS = {
  analytics: 'consoleAnalytics',
  chat: 'consoleChat',
  marketing: 'consoleMarketing',
} as const;
