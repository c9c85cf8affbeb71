/**
 * An emulator in the test process: `fetch` goes straight to the Hono app (no socket), with `as` adding a
 * valid bearer token of a demo account. The database is ':memory:', keys are fresh, test hooks are on.
 */
import { createEmulator, type EmulatorOptions, type SignAccessTokenOptions } from '../../server/app';
import type { EmulatorContext } from '../../server/context';
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
