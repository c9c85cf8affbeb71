/**
 * Tracking consent, chat and marketing in a real browser, with the emulator's same-origin stand-ins switched
 * on for this file (server/tracking): the stand-ins record what they are asked, and draw a chat button and
 * a cookie banner, so the gating is seen for real.
 *
 * Two trial sessions (trial@'s recorded consent cleared by the test hook): the drawer is 160 high and axe
 * clean at 1280 and 360 px; at 360 the user refuses (recorded, nothing tracked); at 1280 the user accepts
 * (recorded; analytics identify and logged-in; the chat's 2 s readiness poll, identify and its button); Log
 * Out ends the chat session and tells analytics. The marketing banner shows on /signup only.
 */
import type { Page } from 'playwright-core';
import { listTrackingEvents, setStandIns } from '../../server/tracking';
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile } from '../support/e2e';

const TRIAL = 'trial@demo.test';
const DRAWER = 'Allow usage tracking?';
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ prepare: (s) => setStandIns(s.emulator.ctx, true), serviceWorkers: 'block' });

async function clearRecordedConsent(email: string): Promise<void> {
  const response = await fetch(`${stack.url}/api/_emulator/tracking/consent`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, userConsent: null }),
  });
  expect(response.status).toBe(200);
}

function recordedConsent(email: string): unknown {
  const profile = stack.emulator.ctx.db.prepare('SELECT profile FROM users WHERE email = ?').pluck().get(email) as string;
  return (JSON.parse(profile) as { userConsent: unknown }).userConsent;
}

const kinds = (provider: 'analytics' | 'chat' | 'marketing') =>
  listTrackingEvents(stack.emulator.ctx, provider).map((event) => event.kind);

async function drawerHeight(page: Page): Promise<number | undefined> {
  return (await page.getByRole('dialog', { name: DRAWER }).boundingBox())?.height;
}

it('asks a trial user; refusing tracks nothing, accepting starts analytics and the chat; Log Out ends both', async () => {
  await clearRecordedConsent(TRIAL);

  // A session on a laptop: the drawer, 160 high at the bottom, axe clean.
  const laptop = (await stack.newPage()).page;
  await signIn(laptop, stack, TRIAL);
  await laptop.getByRole('dialog', { name: DRAWER }).waitFor(WAIT);
  expect(await drawerHeight(laptop)).toBe(160);
  await expectAccessible(laptop, 'consent drawer at 1280');

  // A session on a phone: the same drawer, the page still fits, and the user refuses.
  const phone = (await stack.newPage({ width: 360, height: 740 })).page;
  await signIn(phone, stack, TRIAL);
  const phoneDrawer = phone.getByRole('dialog', { name: DRAWER });
  await phoneDrawer.waitFor(WAIT);
  expect(await drawerHeight(phone)).toBe(160);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(phone, 'consent drawer at 360');
  await phoneDrawer.getByRole('button', { name: "Don't allow" }).click();
  await phoneDrawer.waitFor({ state: 'hidden' });
  await expect.poll(() => recordedConsent(TRIAL)).toBe('reject');
  expect(kinds('analytics')).toEqual([]);
  expect(kinds('chat')).toEqual([]);

  // Back on the laptop, the user accepts: analytics and the chat start.
  const laptopDrawer = laptop.getByRole('dialog', { name: DRAWER });
  await laptopDrawer.getByRole('button', { name: 'Allow tracking' }).click();
  await laptopDrawer.waitFor({ state: 'hidden' });
  await expect.poll(() => recordedConsent(TRIAL)).toBe('accept');
  await expect.poll(() => kinds('analytics')).toEqual(['identify', 'track']);
  expect(listTrackingEvents(stack.emulator.ctx, 'analytics')[1]?.detail).toEqual({ event: 'logged-in' });

  // The stand-in boots at its second readiness check: the chat shows after the app's 2 s poll.
  const chatButton = laptop.getByRole('region', { name: 'Chat' }).getByRole('button', { name: 'Chat with us' });
  await chatButton.waitFor(WAIT);
  // The button shows as the app calls show(); the stand-in's record of the calls may still be on its way.
  await expect.poll(() => kinds('chat')).toEqual(['poll', 'poll', 'identify', 'show']);
  const polls = listTrackingEvents(stack.emulator.ctx, 'chat').filter((event) => event.kind === 'poll');
  expect(polls.map((poll) => poll.detail?.ready)).toEqual([false, true]);
  // Measured by the page between the two checks (the emulator's arrival times move with the machine's load).
  expect(polls[0]!.detail?.sinceLastCheckMs).toBeNull();
  expect(polls[1]!.detail?.sinceLastCheckMs).toBeGreaterThanOrEqual(1_990); // 2 s, less the clocks' rounding
  const uuid = stack.emulator.ctx.db.prepare('SELECT uuid FROM users WHERE email = ?').pluck().get(TRIAL);
  expect(listTrackingEvents(stack.emulator.ctx, 'chat').find((event) => event.kind === 'identify')?.userId).toBe(uuid);
  await chatButton.click();
  await laptop.getByText("This is the emulator's chat stand-in: no one answers here.").waitFor();
  await expectAccessible(laptop, 'chat open');
  // No marketing away from /signup.
  expect(kinds('marketing')).toEqual([]);

  // Log Out ends the chat session and signals the end to analytics.
  await laptop.getByRole('button', { name: 'Tara Trial' }).click();
  await laptop.getByRole('menuitem', { name: 'Log Out' }).click();
  await laptop.getByLabel('Email').waitFor(WAIT);
  await expect.poll(() => kinds('chat')).toContain('endExperience');
  await expect.poll(() => kinds('analytics')).toEqual(['identify', 'track', 'reset']);
});

it('shows the marketing cookie banner on /signup only, and no chat there', async () => {
  const { page } = await stack.newPage();
  // The sign-up page leaves for the provider at once: a 204 answer keeps it on /signup.
  await page.route(/\/oidc\/auth\b/, (route) => route.fulfill({ status: 204 }));
  await page.goto(`${stack.url}/signup?utm_source=e2e`);
  const banner = page.getByRole('region', { name: 'Cookie banner' });
  await banner.getByRole('button', { name: 'Accept cookies' }).waitFor(WAIT);
  await expect.poll(() => kinds('marketing')).toEqual(['loaded', 'banner-shown']);
  expect(await page.getByRole('region', { name: 'Chat' }).count()).toBe(0);

  // Leaving /signup inside the app hides it.
  await page.evaluate(() => window.history.pushState(null, '', '/support'));
  await banner.waitFor({ state: 'detached' });
  await expect.poll(() => kinds('marketing')).toEqual(['loaded', 'banner-shown', 'banner-hidden']);
});
