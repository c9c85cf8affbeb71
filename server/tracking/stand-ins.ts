/**
 * The three stand-in provider scripts (plain browser JavaScript, served same-origin). Each implements the
 * interface of src/tracking/providers.ts on its window global, records every call by POSTing it to
 * /api/tracking/stand-ins/events (kept alive through a page leaving, so Log Out's calls arrive), and the
 * chat and marketing ones draw a small visible, accessible widget so a browser test sees the gating.
 *
 * The chat stand-in boots at its second readiness check, as a vendor widget that loads its own frame after
 * its script: the app's 2 s readiness poll is exercised for real.
 */

/** Events each provider records (the kinds POST /api/tracking/stand-ins/events accepts). */
export const STAND_IN_EVENT_KINDS = {
  analytics: ['identify', 'track', 'reset'],
  chat: ['poll', 'identify', 'show', 'hide', 'open', 'endExperience'],
  marketing: ['loaded', 'banner-shown', 'banner-hidden', 'banner-accepted'],
} as const;

export type StandInProvider = keyof typeof STAND_IN_EVENT_KINDS;
export const STAND_IN_PROVIDERS = Object.keys(STAND_IN_EVENT_KINDS) as StandInProvider[];

/** Visible texts of the stand-in widgets (the browser test reads them). */
export const STAND_IN_TEXTS = {
  chatRegion: 'Chat',
  chatButton: 'Chat with us',
  chatPanel: "This is the emulator's chat stand-in: no one answers here.",
  bannerRegion: 'Cookie banner',
  banner: 'This sign-up page uses marketing cookies to learn which campaign brought you here (emulator stand-in).',
  bannerAccept: 'Accept cookies',
} as const;

/** The recorder every script starts with: `send(kind, detail)` to the events endpoint next to the script. */
function recorder(provider: StandInProvider): string {
  return `
  var script = document.currentScript;
  var endpoint = new URL('events', script && script.src ? script.src : location.href).href;
  var userId = null;
  // One request at a time: two sent at once could reach the emulator in either order, and it records them as
  // they arrive.
  var sending = Promise.resolve();
  function send(kind, detail) {
    var body = JSON.stringify({ provider: ${JSON.stringify(provider)}, kind: kind, userId: userId, detail: detail || null });
    sending = sending.then(function () {
      return fetch(endpoint, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: body })
        .catch(function () {});
    });
  }`;
}

const ANALYTICS = `(function () {
  'use strict';${recorder('analytics')}
  window.consoleAnalytics = {
    identify: function (user) {
      userId = (user && user.id) || null;
      send('identify', { role: (user && user.role) || null });
    },
    track: function (event) { send('track', { event: String(event) }); },
    reset: function () { send('reset'); userId = null; }
  };
})();
`;

const CHAT = `(function () {
  'use strict';${recorder('chat')}
  var checks = 0;
  var lastCheck = null;
  var root = null;
  function draw() {
    root = document.createElement('div');
    root.setAttribute('role', 'region');
    root.setAttribute('aria-label', ${JSON.stringify(STAND_IN_TEXTS.chatRegion)});
    root.setAttribute('data-stand-in', 'chat');
    root.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:150;display:flex;flex-direction:column;align-items:flex-end;gap:8px;font:14px/1.4 system-ui,sans-serif;';
    var panel = document.createElement('p');
    panel.id = 'chat-stand-in-panel';
    panel.hidden = true;
    panel.textContent = ${JSON.stringify(STAND_IN_TEXTS.chatPanel)};
    panel.style.cssText = 'margin:0;max-width:240px;padding:8px 12px;background:#fff;color:#1a1b1e;border:1px solid #868e96;border-radius:8px;';
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = ${JSON.stringify(STAND_IN_TEXTS.chatButton)};
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', panel.id);
    button.style.cssText = 'border:0;border-radius:999px;padding:10px 16px;background:#1864ab;color:#fff;font:inherit;font-weight:600;cursor:pointer;';
    button.addEventListener('click', function () {
      panel.hidden = !panel.hidden;
      button.setAttribute('aria-expanded', String(!panel.hidden));
      if (!panel.hidden) send('open');
    });
    root.appendChild(panel);
    root.appendChild(button);
    document.body.appendChild(root);
  }
  window.consoleChat = {
    isReady: function () {
      checks += 1;
      var ready = checks > 1;
      // The page's own time since the previous check: when the emulator receives the calls depends on the
      // network and the machine, not on how long the app waited.
      var now = performance.now();
      var sinceLastCheckMs = lastCheck === null ? null : Math.round(now - lastCheck);
      lastCheck = now;
      send('poll', { ready: ready, sinceLastCheckMs: sinceLastCheckMs });
      return ready;
    },
    identify: function (user) {
      userId = (user && user.id) || null;
      send('identify', { role: (user && user.role) || null });
    },
    show: function () {
      if (!root) draw();
      root.hidden = false;
      send('show');
    },
    hide: function () {
      if (root) root.hidden = true;
      send('hide');
    },
    endExperience: function () {
      send('endExperience');
      if (root) root.remove();
      root = null;
      userId = null;
      checks = 0;
      lastCheck = null;
    }
  };
})();
`;

const MARKETING = `(function () {
  'use strict';${recorder('marketing')}
  var banner = null;
  var accepted = false;
  send('loaded', { path: location.pathname });
  function remove() {
    if (banner) banner.remove();
    banner = null;
  }
  window.consoleMarketing = {
    showBanner: function () {
      if (accepted || banner) return;
      banner = document.createElement('div');
      banner.setAttribute('role', 'region');
      banner.setAttribute('aria-label', ${JSON.stringify(STAND_IN_TEXTS.bannerRegion)});
      banner.setAttribute('data-stand-in', 'marketing');
      banner.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:150;display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:12px 16px;background:#fff;color:#1a1b1e;border-top:1px solid #868e96;font:14px/1.4 system-ui,sans-serif;';
      var text = document.createElement('p');
      text.style.cssText = 'margin:0;flex:1 1 240px;';
      text.textContent = ${JSON.stringify(STAND_IN_TEXTS.banner)};
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = ${JSON.stringify(STAND_IN_TEXTS.bannerAccept)};
      button.style.cssText = 'border:0;border-radius:4px;padding:8px 14px;background:#1864ab;color:#fff;font:inherit;font-weight:600;cursor:pointer;';
      button.addEventListener('click', function () {
        accepted = true;
        send('banner-accepted');
        remove();
      });
      banner.appendChild(text);
      banner.appendChild(button);
      document.body.appendChild(banner);
      send('banner-shown');
    },
    hideBanner: function () {
      if (!banner) return;
      remove();
      send('banner-hidden');
    }
  };
})();
`;

export const STAND_IN_SCRIPTS: Record<StandInProvider, string> = { analytics: ANALYTICS, chat: CHAT, marketing: MARKETING };
