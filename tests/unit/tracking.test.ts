/**
 * The tracking rules (domain/tracking.ts: who sees the consent drawer, who is identified, where the chat
 * and the marketing banner may show), the runtime config's `tracking` part, the consent-only edit schema,
 * and the provider seam (src/tracking/tracker.ts) driving fake providers: scripts loaded once and only
 * when needed, the chat's 2 s readiness poll, and the session's end at Log Out.
 */
import * as v from 'valibot';
import type { User, UserConsent } from '../../src/contract/types';
import { NO_TRACKING, parseRuntimeConfig, type TrackingConfig } from '../../src/config/runtime';
import { CHAT_WIDGET_POLL_MS, CONSENT_DRAWER_HEIGHT } from '../../src/domain/constants';
import { consentEditSchema, isConsentOnlyEdit } from '../../src/domain/schemas/tracking-consent';
import {
  hasConsented,
  identifiesForAnalytics,
  showsChat,
  showsConsentDrawer,
  showsMarketing,
  trackedUser,
} from '../../src/domain/tracking';
import {
  configureTracking,
  endTrackingSession,
  isTrackingConfigured,
  setChat,
  setMarketing,
  startAnalytics,
} from '../../src/tracking/tracker';
import type { AnalyticsProvider, ChatProvider, MarketingProvider } from '../../src/tracking';

const ROLES = {
  free: { id: 1, name: 'free' },
  basic: { id: 2, name: 'basic' },
  premium: { id: 3, name: 'premium' },
  enterprise: { id: 4, name: 'enterprise' },
} as const;

function subject(role: keyof typeof ROLES, userConsent: UserConsent | null) {
  return { role: ROLES[role], userConsent };
}

describe('the consent drawer (doc 3 §2, §6)', () => {
  it('is shown to a trial user with no recorded consent, and to no one else', () => {
    expect(showsConsentDrawer(subject('free', null))).toBe(true);
    expect(showsConsentDrawer(subject('free', 'accept'))).toBe(false);
    expect(showsConsentDrawer(subject('free', 'reject'))).toBe(false);
    for (const role of ['basic', 'premium', 'enterprise'] as const) expect(showsConsentDrawer(subject(role, null))).toBe(false);
  });

  it('closes once a choice is made in this session, saved or not', () => {
    expect(showsConsentDrawer(subject('free', null), 'accept')).toBe(false);
    expect(showsConsentDrawer(subject('free', null), 'reject')).toBe(false);
  });

  it('is 160 high (doc 3 §9)', () => {
    expect(CONSENT_DRAWER_HEIGHT).toBe(160);
  });
});

describe('analytics identification', () => {
  it('starts at once for enterprise users and for trial users who accepted', () => {
    expect(identifiesForAnalytics(subject('enterprise', null))).toBe(true);
    expect(identifiesForAnalytics(subject('free', 'accept'))).toBe(true);
  });

  it('waits for a trial user’s consent, and starts when they opt in during the session', () => {
    expect(identifiesForAnalytics(subject('free', null))).toBe(false);
    expect(identifiesForAnalytics(subject('free', null), 'accept')).toBe(true);
    expect(identifiesForAnalytics(subject('free', null), 'reject')).toBe(false);
  });

  it('never tracks a user who refused, enterprise included; a later choice in the session wins', () => {
    expect(identifiesForAnalytics(subject('free', 'reject'))).toBe(false);
    expect(identifiesForAnalytics(subject('enterprise', 'reject'))).toBe(false);
    expect(identifiesForAnalytics(subject('free', 'accept'), 'reject')).toBe(false);
  });

  it('tracks paying users only when they accepted', () => {
    expect(identifiesForAnalytics(subject('premium', null))).toBe(false);
    expect(identifiesForAnalytics(subject('basic', 'accept'))).toBe(true);
  });
});

describe('the chat widget and the marketing banner (doc 1 §2, doc 3 §2)', () => {
  it('shows the chat only to a user who consented, on any path but /signup', () => {
    expect(showsChat(subject('free', 'accept'), '/clusters')).toBe(true);
    expect(showsChat(subject('premium', 'accept'), '/consumption')).toBe(true);
    expect(showsChat(subject('free', 'accept'), '/signup')).toBe(false);
    expect(showsChat(subject('free', 'accept'), '/signup/')).toBe(false);
    expect(showsChat(subject('free', null), '/clusters')).toBe(false);
    expect(showsChat(subject('free', 'reject'), '/clusters')).toBe(false);
    // "Only when the user has consented": enterprise users are tracked at once, but chat needs consent.
    expect(showsChat(subject('enterprise', null), '/clusters')).toBe(false);
    expect(showsChat(subject('free', null), '/clusters', 'accept')).toBe(true);
    expect(showsChat(null, '/clusters')).toBe(false);
    expect(hasConsented(subject('free', 'accept'), 'reject')).toBe(false);
  });

  it('shows the marketing script and its banner on /signup only', () => {
    expect(showsMarketing('/signup')).toBe(true);
    expect(showsMarketing('/clusters')).toBe(false);
    expect(showsMarketing('/')).toBe(false);
    expect(showsMarketing('/signup-cloud')).toBe(false);
  });

  it('tells a provider who the user is, and nothing more', () => {
    const user = {
      uuid: 'u-1',
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      role: ROLES.free,
      company: 'Analytical Engines',
      createdAt: '2026-01-01T00:00:00.000Z',
      phone: '+44 20 0000 0000',
    } as unknown as User;
    expect(trackedUser(user)).toEqual({
      id: 'u-1',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      role: 'free',
      company: 'Analytical Engines',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('runtime config `tracking`', () => {
  const valid = { apiBase: 'https://x/api', oidc: { authority: 'https://x/oidc', clientId: 'c', audience: 'https://x/api', scope: 'openid' } };

  it('is all off when missing or null: nothing leaves the origin unless configured', () => {
    expect(parseRuntimeConfig(valid).tracking).toEqual(NO_TRACKING);
    expect(parseRuntimeConfig({ ...valid, tracking: null }).tracking).toEqual(NO_TRACKING);
    expect(parseRuntimeConfig({ ...valid, tracking: { chat: null } }).tracking).toEqual(NO_TRACKING);
  });

  it('takes an http(s) URL or a path on this origin for each provider', () => {
    const tracking = {
      analytics: { scriptUrl: 'https://cdn.example/analytics-adapter.js' },
      chat: { scriptUrl: '/tracking/chat-adapter.js' },
      marketing: null,
    };
    expect(parseRuntimeConfig({ ...valid, tracking }).tracking).toEqual(tracking);
  });

  it.each([
    [{ analytics: 'https://cdn.example/a.js' }, 'tracking.analytics'],
    [{ chat: { scriptUrl: 'javascript:alert(1)' } }, 'tracking.chat'],
    [{ marketing: { scriptUrl: '//evil.example/m.js' } }, 'tracking.marketing'],
    ['on', 'tracking must be'],
  ])('refuses %j with a readable message', (tracking, message) => {
    expect(() => parseRuntimeConfig({ ...valid, tracking })).toThrow(message);
  });

  it('is off in the static template public/config.json', async () => {
    const { readFile } = await import('node:fs/promises');
    const template = JSON.parse(await readFile('public/config.json', 'utf8')) as unknown;
    expect(parseRuntimeConfig(template).tracking).toEqual(NO_TRACKING);
  });
});

describe('the consent-only edit (doc 3 §7)', () => {
  it('takes accept or reject and nothing else', () => {
    expect(v.parse(consentEditSchema, { userConsent: 'accept' })).toEqual({ userConsent: 'accept' });
    expect(v.safeParse(consentEditSchema, { userConsent: 'maybe' }).issues?.[0]?.message).toBe('User consent must be accept or reject');
    expect(v.safeParse(consentEditSchema, { userConsent: 'accept', firstName: 'X' }).success).toBe(false);
    expect(isConsentOnlyEdit({ userConsent: 'reject' })).toBe(true);
    expect(isConsentOnlyEdit({ userConsent: 'reject', firstName: 'Ada' })).toBe(false);
    expect(isConsentOnlyEdit({})).toBe(false);
  });
});

describe('the provider seam', () => {
  const ADA = trackedUser({
    uuid: 'u-ada',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    role: ROLES.free,
    company: 'Analytical Engines',
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const CONFIGURED: TrackingConfig = {
    analytics: { scriptUrl: '/a.js' },
    chat: { scriptUrl: '/c.js' },
    marketing: { scriptUrl: '/m.js' },
  };

  let calls: string[];
  let loaded: string[];
  let chatReadyAfter: number;
  let fakeWindow: { consoleAnalytics?: AnalyticsProvider; consoleChat?: ChatProvider; consoleMarketing?: MarketingProvider };

  /** What each script defines when it "loads". */
  function install(url: string): void {
    if (url === '/a.js') {
      fakeWindow.consoleAnalytics = {
        identify: (user) => calls.push(`analytics.identify ${user.id}`),
        track: (event) => calls.push(`analytics.track ${event}`),
        reset: () => calls.push('analytics.reset'),
      };
    }
    if (url === '/c.js') {
      let checks = 0;
      fakeWindow.consoleChat = {
        isReady: () => {
          checks += 1;
          calls.push(`chat.isReady ${checks}`);
          return checks > chatReadyAfter;
        },
        identify: (user) => calls.push(`chat.identify ${user.id}`),
        show: () => calls.push('chat.show'),
        hide: () => calls.push('chat.hide'),
        endExperience: () => calls.push('chat.endExperience'),
      };
    }
    if (url === '/m.js') {
      fakeWindow.consoleMarketing = {
        showBanner: () => calls.push('marketing.showBanner'),
        hideBanner: () => calls.push('marketing.hideBanner'),
      };
    }
  }

  function configure(config: TrackingConfig = CONFIGURED): void {
    configureTracking(config, {
      // As the real loader: a script runs once, however often it is asked for.
      loadScript: async (url) => {
        if (loaded.includes(url)) return;
        loaded.push(url);
        install(url);
      },
    });
  }

  const settle = () => vi.advanceTimersByTimeAsync(0);

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    loaded = [];
    chatReadyAfter = 0;
    fakeWindow = {};
    vi.stubGlobal('window', fakeWindow);
  });

  afterEach(() => {
    configureTracking(NO_TRACKING);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads nothing and calls no one when no provider is configured', async () => {
    configure(NO_TRACKING);
    expect(isTrackingConfigured()).toBe(false);
    startAnalytics(ADA);
    setChat(ADA);
    setMarketing(true);
    endTrackingSession();
    await settle();
    expect(loaded).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('identifies for analytics and sends the logged-in event once per user and page', async () => {
    configure();
    startAnalytics(ADA);
    startAnalytics(ADA);
    await settle();
    expect(loaded).toEqual(['/a.js']);
    expect(calls).toEqual(['analytics.identify u-ada', 'analytics.track logged-in']);
  });

  it('polls the chat widget every 2 s until it is ready, then identifies and shows it', async () => {
    chatReadyAfter = 2;
    configure();
    setChat(ADA);
    await settle();
    expect(calls).toEqual(['chat.isReady 1']);
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_POLL_MS - 1);
    expect(calls).toEqual(['chat.isReady 1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['chat.isReady 1', 'chat.isReady 2']);
    await vi.advanceTimersByTimeAsync(CHAT_WIDGET_POLL_MS);
    expect(calls).toEqual(['chat.isReady 1', 'chat.isReady 2', 'chat.isReady 3', 'chat.identify u-ada', 'chat.show']);
    await vi.advanceTimersByTimeAsync(10 * CHAT_WIDGET_POLL_MS);
    expect(calls).toHaveLength(5);
    expect(CHAT_WIDGET_POLL_MS).toBe(2000);
  });

  it('hides the chat when it may no longer show, stops polling, and shows it again without a second identify', async () => {
    configure();
    setChat(ADA);
    await settle();
    setChat(null);
    setChat(ADA);
    await settle();
    expect(calls).toEqual(['chat.isReady 1', 'chat.identify u-ada', 'chat.show', 'chat.hide', 'chat.isReady 2', 'chat.show']);
    expect(loaded).toEqual(['/c.js']);

    chatReadyAfter = 100;
    setChat(null);
    await vi.advanceTimersByTimeAsync(5 * CHAT_WIDGET_POLL_MS);
    expect(calls.at(-1)).toBe('chat.hide');
  });

  it('ends the chat session and tells analytics at Log Out', async () => {
    configure();
    startAnalytics(ADA);
    setChat(ADA);
    await settle();
    calls.length = 0;
    endTrackingSession();
    expect(calls).toEqual(['chat.endExperience', 'analytics.reset']);
  });

  it('loads the marketing script only when the banner is wanted, and hides the banner elsewhere', async () => {
    configure();
    setMarketing(false);
    await settle();
    expect(loaded).toEqual([]);
    setMarketing(true);
    await settle();
    setMarketing(false);
    expect(loaded).toEqual(['/m.js']);
    expect(calls).toEqual(['marketing.showBanner', 'marketing.hideBanner']);
  });

  it('never lets a failing provider or script break the app', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureTracking(CONFIGURED, {
      loadScript: async (url) => {
        if (url === '/m.js') throw new Error('blocked by the browser');
        fakeWindow.consoleAnalytics = {
          identify: () => {
            throw new Error('vendor bug');
          },
          track: () => undefined,
          reset: () => undefined,
        };
      },
    });
    startAnalytics(ADA);
    setMarketing(true);
    setChat(ADA);
    await settle();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(() => endTrackingSession()).not.toThrow();
  });
});
