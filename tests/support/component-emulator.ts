/**
 * Component tests against the real emulator, in this process (issue 11 §6): the app's api/http.ts talks to an
 * in-process emulator (its `fetch` goes to the Hono app, no socket) with a real access token of a demo
 * account, so a screen meets the same rules, texts and policies as in the browser. Every API request is
 * recorded (method, path under /api, JSON body, whether a bearer token went with it) for tests that assert
 * the requests made. Errors and latency come from the emulator's own fault hooks (`fault`).
 *
 * `startComponentEmulator()` registers its hooks in the calling test file: a fresh emulator for every test
 * (~60 ms: the provider's keys are made once per file), so no test depends on what another test changed or on
 * the order they run in; calls, faults and the session start empty too.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { configureHttp } from '../../src/api/http';
import { useSession } from '../../src/stores/session';
import { createInProcessEmulator, IN_PROCESS_URL, type InProcessEmulator } from './in-process';

export const COMPONENT_API_BASE = `${IN_PROCESS_URL}/api`;

export interface RecordedCall {
  method: string;
  /** Below /api, with its query string, e.g. '/support'. */
  path: string;
  body: unknown;
  /** Whether the request carried a bearer token. */
  signed: boolean;
}

export interface Fault {
  /** "[METHOD ]/path" below /api; `*` matches one segment. */
  route: string;
  status?: number;
  /** What the faulted call answers (JSON object); default the emulator's injected-fault message. */
  body?: Record<string, unknown>;
  latencyMs?: number;
  count?: number;
}

export interface ComponentEmulator {
  readonly emulator: InProcessEmulator;
  /** The API requests made since the test began (the fault hooks' own calls excluded). */
  readonly calls: RecordedCall[];
  /**
   * Signs the app in as a demo account (session store and bearer token). Answers what `renderWithProviders`
   * takes as `user` (with `seedMe: false`, so the screen loads the account from the emulator).
   */
  signIn(email: string): SignedInAs;
  /** The uuid of a demo account. */
  uuidOf(email: string): string;
  /** Arms a fault for the next matching calls. */
  fault(fault: Fault): Promise<void>;
  /**
   * Holds the next call to `route` ("METHOD /path" below /api, `*` one segment) until `release()`: the call is
   * made and recorded, and the emulator sees it only then. For what a screen shows while an answer is still
   * out (an optimistic change), without guessing how long a busy machine needs to show it.
   */
  hold(route: string): { release: () => void };
}

/** Whether a "METHOD /path" route (with `*` for one segment) names this call. */
function routeMatches(route: string, method: string, path: string): boolean {
  const [routeMethod, routePath] = route.includes(' ') ? route.split(' ', 2) : [null, route];
  if (routeMethod && routeMethod.toUpperCase() !== method) return false;
  const pattern = new RegExp(`^${(routePath ?? '').split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`);
  return pattern.test(path.split('?')[0] ?? '');
}

export interface SignedInAs {
  uuid: string;
  email: string;
  sub: string;
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

function jsonBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export function startComponentEmulator(): ComponentEmulator {
  let emulator: InProcessEmulator | null = null;
  let signedInAs: string | null = null;
  const calls: RecordedCall[] = [];
  const holds: { route: string; released: Promise<void> }[] = [];

  const need = (): InProcessEmulator => {
    if (!emulator) throw new Error('startComponentEmulator: the emulator is not started (call it at the top of a test file)');
    return emulator;
  };

  // The screens run on jsdom's origin, the emulator on its own: like a console deployed apart from its API.
  const start = async () => {
    emulator = await createInProcessEmulator({ consoleOrigins: [window.location.origin] });
  };
  const stop = async () => {
    await emulator?.close();
    emulator = null;
  };
  beforeEach(start);
  afterEach(stop);

  beforeEach(async () => {
    calls.length = 0;
    holds.length = 0;
    signedInAs = null;
    useSession.setState({ status: 'signedOut', uuid: null, email: null, sub: null });
    await need().fetch('/api/_emulator/faults', { method: 'DELETE' });
    configureHttp({
      apiBase: COMPONENT_API_BASE,
      getAccessToken: async () => (signedInAs ? need().tokenFor(signedInAs) : null),
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = urlOf(input);
      // The app's own runtime config, as the emulator serves it (not an API call: not recorded).
      if (new URL(url, 'http://app.test').pathname === '/config.json') return need().fetch('/config.json', init);
      if (!url.startsWith(COMPONENT_API_BASE)) throw new TypeError(`Component test fetched outside the emulator: ${url}`);
      const path = url.slice(COMPONENT_API_BASE.length);
      const headers = new Headers(init?.headers);
      const method = (init?.method ?? 'GET').toUpperCase();
      calls.push({
        method,
        path,
        body: jsonBody(init?.body),
        signed: headers.get('Authorization')?.startsWith('Bearer ') ?? false,
      });
      const held = holds.findIndex((hold) => routeMatches(hold.route, method, path));
      if (held >= 0) await holds.splice(held, 1)[0]?.released;
      return need().fetch(`/api${path}`, init);
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  return {
    get emulator() {
      return need();
    },
    calls,
    signIn(email) {
      const account = { uuid: need().uuidOf(email), email, sub: `db|${need().uuidOf(email)}` };
      signedInAs = email;
      useSession.setState({ status: 'signedIn', ...account });
      return account;
    },
    uuidOf: (email) => need().uuidOf(email),
    hold(route) {
      let release = () => {};
      holds.push({ route, released: new Promise<void>((resolve) => (release = resolve)) });
      return { release: () => release() };
    },
    async fault(fault) {
      const res = await need().fetch('/api/_emulator/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fault),
      });
      if (res.status !== 201) throw new Error(`Fault refused: ${res.status} ${await res.text()}`);
    },
  };
}
