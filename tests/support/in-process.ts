/**
 * An emulator in the test process: `fetch` goes straight to the Hono app (no socket), with `as` adding a
 * valid bearer token of a demo account. The database is ':memory:', keys are fresh, test hooks are on.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { createEmulator, type EmulatorOptions, type SignAccessTokenOptions } from '../../server/app';
import type { EmulatorContext, EmulatorEvent } from '../../server/context';
import { generateProviderKeys, type ProviderKeys } from '../../server/oidc/keys';
import { findAccountByEmail } from '../../server/users/accounts';

export const IN_PROCESS_URL = 'http://emulator.test' as const;

export interface InProcessEmulator {
  url: typeof IN_PROCESS_URL;
  ctx: EmulatorContext;
  /** `path` is origin-relative, e.g. '/api/users/…/me'. `as`: demo e-mail whose token to send. */
  fetch(path: string, init?: RequestInit & { as?: string }): Promise<Response>;
  tokenFor(email: string, opts?: SignAccessTokenOptions): Promise<string>;
  uuidOf(email: string): string;
  close(): Promise<void>;
}

/**
 * One provider key pair for every in-process emulator of this test file: an RSA key takes 100–300 ms to make,
 * and many files make an emulator per test. Nothing else is shared: each emulator has its own database,
 * clock and events. (A test that needs a key the provider never had signs with `key: 'wrong'`.)
 */
let providerKeys: Promise<ProviderKeys> | undefined;

export async function createInProcessEmulator(
  options: Partial<Omit<EmulatorOptions, 'publicUrl' | 'dbPath' | 'dataDir'>> = {},
): Promise<InProcessEmulator> {
  const emulator = await createEmulator({
    publicUrl: IN_PROCESS_URL,
    dbPath: ':memory:',
    dataDir: null,
    staticDir: null,
    testHooks: true,
    quiet: true,
    providerKeys: await (providerKeys ??= generateProviderKeys()),
    ...options,
  });

  function uuidOf(email: string): string {
    const account = findAccountByEmail(emulator.ctx.db, email);
    if (!account) throw new Error(`No account with e-mail ${email} in the emulator`);
    return account.uuid;
  }

  async function tokenFor(email: string, opts?: SignAccessTokenOptions): Promise<string> {
    return emulator.signAccessToken(uuidOf(email), opts);
  }

  async function fetchPath(path: string, init: RequestInit & { as?: string } = {}): Promise<Response> {
    const { as, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (as) headers.set('Authorization', `Bearer ${await tokenFor(as)}`);
    return emulator.app.fetch(new Request(`${IN_PROCESS_URL}${path}`, { ...rest, headers }));
  }

  return { url: IN_PROCESS_URL, ctx: emulator.ctx, fetch: fetchPath, tokenFor, uuidOf, close: emulator.close };
}

/**
 * `init` for a call with a JSON body: `method` and `as` (see InProcessEmulator.fetch), and `body`, when given,
 * sent as JSON with its Content-Type.
 */
export function jsonInit(method: string, as: string, body?: unknown): RequestInit & { as: string } {
  return {
    method,
    as,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  };
}

/** Moves the emulator's clock `ms` forward through its test hook (which must answer 200). */
export async function advanceClock(emu: Pick<InProcessEmulator, 'fetch'>, ms: number): Promise<void> {
  const res = await emu.fetch('/api/_emulator/clock/advance', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  expect(res.status).toBe(200);
}

/** The emulator of the running test, with every event it has emitted since `prepare` (in order). */
export interface EmulatorOfEachTest extends InProcessEmulator {
  readonly events: EmulatorEvent[];
}

/**
 * A fresh emulator for each test of the calling file (call it at the top of the file): created in beforeEach,
 * then `prepare` (seeding, clearing demo rows) before its events are recorded, and closed in afterEach. The
 * answer stands for the current test's emulator; `events` is emptied for each test.
 */
export function emulatorForEachTest(
  options: {
    emulator?: Parameters<typeof createInProcessEmulator>[0];
    prepare?: (emu: InProcessEmulator) => void;
  } = {},
): EmulatorOfEachTest {
  let current: InProcessEmulator | null = null;
  const events: EmulatorEvent[] = [];
  const need = (): InProcessEmulator => {
    if (!current) throw new Error('emulatorForEachTest: no emulator outside a test (call it at the top of a test file)');
    return current;
  };

  beforeEach(async () => {
    current = await createInProcessEmulator(options.emulator);
    options.prepare?.(current);
    events.length = 0;
    current.ctx.events.on('event', (event: EmulatorEvent) => events.push(event));
  });

  afterEach(async () => {
    await current?.close();
    current = null;
  });

  return {
    url: IN_PROCESS_URL,
    get ctx() {
      return need().ctx;
    },
    events,
    fetch: (path, init) => need().fetch(path, init),
    tokenFor: (email, opts) => need().tokenFor(email, opts),
    uuidOf: (email) => need().uuidOf(email),
    close: () => need().close(),
  };
}
