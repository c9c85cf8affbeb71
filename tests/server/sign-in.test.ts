/**
 * The sign-in form under load and under attack (issue 9 §3): password hashes run off the event loop,
 * failed attempts are throttled per account and per client address (kept in SQLite, so a restart does not
 * forget them), and an unknown e-mail costs the same hash as a known one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startEmulator, type Emulator } from '../../server/app';
import { checkPassword, DEMO_ACCOUNTS, DEMO_PASSWORD, findUserRowByEmail } from '../../server/users/accounts';
import * as passwords from '../../server/users/passwords';
import { beginSignIn, SIGN_IN_THROTTLE } from '../../server/users/sign-in-throttle';
import { Browser, openLoginPage } from '../support/oidc-browser';

// Counts the hashes the emulator runs (and which stored hash each one checks), without changing them.
vi.mock('../../server/users/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/users/passwords')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const THROTTLED = 'Too many failed sign-in attempts. Try again in 15 minutes.';
const WRONG = 'Wrong email or password.';

type Started = Emulator & { url: string };

function start(dir?: string): Promise<Started> {
  return startEmulator({
    port: 0,
    host: '127.0.0.1',
    dbPath: dir ? join(dir, 'emulator.sqlite') : ':memory:',
    dataDir: dir ?? null,
    quiet: true,
  });
}

/** Posts the sign-in form of a fresh authorization; returns the answer's status and page text. */
async function signIn(O: string, email: string, password: string): Promise<{ status: number; html: string }> {
  const browser = new Browser(O);
  const { action } = await openLoginPage(browser, O);
  const res = await browser.form(action, { email, password });
  return { status: res.status, html: await res.text() };
}

describe('password hashing', () => {
  let emu: Started;
  beforeAll(async () => {
    emu = await start();
  });
  afterAll(() => emu.close());

  it('keeps the server answering while sign-ins are being checked', async () => {
    const O = emu.url;
    const forms = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const browser = new Browser(O);
        return { browser, ...(await openLoginPage(browser, O)) };
      }),
    );
    const order: string[] = [];
    vi.mocked(passwords.verifyPassword).mockClear();
    const logins = forms.map(({ browser, action }, i) =>
      browser.form(action, { email: DEMO_ACCOUNTS[i]?.email ?? '', password: 'not-the-password' }).then(async (res) => {
        await res.text();
        order.push(`login ${i}`);
      }),
    );
    // Once the first hash has started, an unrelated request must not wait for all of them.
    await vi.waitFor(() => expect(passwords.verifyPassword).toHaveBeenCalled(), { interval: 1 });
    const unrelated = fetch(`${O}/config.json`).then(async (res) => {
      expect(res.status).toBe(200);
      await res.json();
      order.push('config');
    });
    await Promise.all([...logins, unrelated]);
    expect(order).toHaveLength(11);
    // At least one sign-in was still being checked when the unrelated answer arrived.
    expect(order.at(-1)).not.toBe('config');
  });

  it('runs the same hash for an unknown e-mail as for a known one', async () => {
    const verify = vi.mocked(passwords.verifyPassword);
    verify.mockClear();
    expect(await checkPassword(emu.ctx.db, 'nobody@example.test', 'whatever-1A')).toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
    const known = findUserRowByEmail(emu.ctx.db, 'trial@demo.test')?.password_hash ?? '';
    const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');
    const [, checkedAgainst] = verify.mock.calls[0] ?? [];
    expect(costOf(String(checkedAgainst))).toBe(costOf(known));

    verify.mockClear();
    expect(await checkPassword(emu.ctx.db, 'trial@demo.test', 'whatever-1A')).toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('still accepts the stored hashes of the seeded accounts', async () => {
    expect((await checkPassword(emu.ctx.db, 'premium@demo.test', DEMO_PASSWORD))?.email).toBe('premium@demo.test');
  });
});

describe('sign-in throttle', () => {
  let emu: Started;
  beforeAll(async () => {
    emu = await start();
  });
  afterAll(() => emu.close());

  it('refuses even the right password after 5 failures on an account, with a message that says when to retry', async () => {
    const O = emu.url;
    for (let i = 0; i < 5; i += 1) {
      const wrong = await signIn(O, 'premium@demo.test', `wrong-${i}`);
      expect(wrong.html).toContain(WRONG);
    }
    const right = await signIn(O, 'premium@demo.test', DEMO_PASSWORD);
    expect(right.status).toBe(200);
    expect(right.html).toContain(`<p class="alert" role="alert">${THROTTLED}</p>`);
    expect(right.html).not.toContain(WRONG);
    // Another account from the same address is not affected by this account's lock.
    expect((await signIn(O, 'trial@demo.test', DEMO_PASSWORD)).status).toBe(303);
  });

  it('counts failures only: a success resets the account, and successes never lock anyone out', async () => {
    const O = emu.url;
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) expect((await signIn(O, 'enterprise@demo.test', 'wrong')).html).toContain(WRONG);
      expect((await signIn(O, 'enterprise@demo.test', DEMO_PASSWORD)).status).toBe(303);
    }
    for (let i = 0; i <= SIGN_IN_THROTTLE.perAddress; i += 1) expect((await signIn(O, 'partner@demo.test', DEMO_PASSWORD)).status).toBe(303);
  });

  it('throttles an address that tries many accounts', async () => {
    const fresh = await start();
    const O = fresh.url;
    onTestFinished(() => fresh.close());
    let throttledAt = -1;
    for (let i = 0; i < 40 && throttledAt < 0; i += 1) {
      const { html } = await signIn(O, `guess-${i}@example.test`, 'Guess-1234');
      if (html.includes('Too many failed sign-in attempts.')) throttledAt = i;
    }
    expect(throttledAt).toBe(20);
    expect((await signIn(O, 'billing@demo.test', DEMO_PASSWORD)).html).toContain('Too many failed sign-in attempts.');
  });
});

describe('sign-in throttle window', () => {
  it('counts down the minutes and lets the account in again once the failures leave the window', async () => {
    const emu = await start();
    onTestFinished(() => emu.close());
    const t0 = Date.now();
    for (let i = 0; i < 5; i += 1) {
      const check = beginSignIn(emu.ctx.db, 'manager@demo.test', '10.0.0.1', t0 + i * 60_000);
      expect(check.allowed).toBe(true);
    }
    expect(beginSignIn(emu.ctx.db, 'Manager@Demo.test ', '10.0.0.2', t0 + 5 * 60_000)).toEqual({
      allowed: false,
      retryAfterMs: 10 * 60_000,
    });
    // The first failure leaves the window: one more attempt is allowed, and counted.
    const later = beginSignIn(emu.ctx.db, 'manager@demo.test', '10.0.0.2', t0 + 15 * 60_000 + 1);
    expect(later.allowed).toBe(true);
    expect(beginSignIn(emu.ctx.db, 'manager@demo.test', '10.0.0.2', t0 + 15 * 60_000 + 2).allowed).toBe(false);
  });
});

describe('sign-in throttle across a restart', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'emulator-throttle-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('still refuses the account after the emulator restarts', async () => {
    const first = await start(dir);
    for (let i = 0; i < 5; i += 1) await signIn(first.url, 'trial@demo.test', 'wrong');
    await first.close();
    const second = await start(dir);
    try {
      expect((await signIn(second.url, 'trial@demo.test', DEMO_PASSWORD)).html).toContain(THROTTLED);
    } finally {
      await second.close();
    }
  });
});
