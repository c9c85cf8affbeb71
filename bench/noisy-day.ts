/**
 * `npx tsx bench/noisy-day.ts`: how many push alerts a noisy demo day sends one device (issue 28). An in-memory
 * emulator at speed 1 lives through 24 hours, 07:00 to 07:00 UTC, on a wall clock this script moves in 10-minute
 * steps (Date.now is replaced before the emulator starts, so quiet hours see the time of day move too);
 * premium@'s device asks for every kind of alert, and premium@ works all day: sales-analytics is disconnected
 * and connected again every 90 minutes, the seeded ops-metrics finishes its create, the idle warnings come.
 * Counted: what the relay sent ('push.delivery') and held ('push.held').
 *
 * Figures printed: the day as it is; with sales-analytics snoozed from 22:00 until resumed; with the device's
 * quiet hours 22:00–07:00 (UTC): failures at once, the rest as one summary per cluster at 07:00.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createEmulator } from '../server/app';
import { PUSH_DELIVERY_EVENT, PUSH_HELD_EVENT, type PushDelivery, type PushHeld } from '../server/push';
import type { EmulatorEvent } from '../server/context';
import { pushKindOf } from '../server/push/payload';
import { findAccountByEmail } from '../server/users/accounts';

const MINUTE = 60_000;
const USER = 'premium@demo.test';
const BUSY = 'sales-analytics';

interface Alert {
  minute: number;
  kind: string;
  tag: string;
  failure: boolean;
}

const FAILURE_KINDS = new Set(['pipeline.failed', 'cluster.unavailable', 'cluster.failed']);

const DAY_START = Date.UTC(2026, 10, 30, 7, 0);
let wallClock = DAY_START;
Date.now = () => wallClock;

async function day(variant: 'plain' | 'snooze' | 'quiet'): Promise<{ sent: Alert[]; held: number }> {
  wallClock = DAY_START;
  const emulator = await createEmulator({
    publicUrl: 'http://emulator.test',
    dbPath: ':memory:',
    dataDir: null,
    staticDir: null,
    testHooks: true,
    quiet: true,
    simSpeed: 1,
  });
  try {
    const uuid = findAccountByEmail(emulator.ctx.db, USER)?.uuid ?? '';
    const token = await emulator.signAccessToken(uuid);
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await emulator.app.fetch(
        new Request(`http://emulator.test/api/${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
      return response.status;
    };
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    // A push service that refuses connections: each alert is still one delivery attempt.
    const subscription = {
      endpoint: `http://127.0.0.1:9/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    };
    if ((await call('POST', `users/${uuid}/push-subscriptions`, { subscription, kinds: ['deployment', 'cluster', 'operations'] })) !== 201) {
      throw new Error('Could not subscribe the device');
    }
    if (variant === 'quiet') {
      const quietHours = { start: '22:00', end: '07:00', timeZone: 'UTC' };
      if ((await call('PUT', `users/${uuid}/push-subscriptions/quiet-hours`, { endpoint: subscription.endpoint, quietHours })) !== 200) {
        throw new Error('Could not set quiet hours');
      }
    }

    let minute = 0;
    // The alerting events of each tag, in order: the relay delivers a tag's alerts in that order.
    const pending = new Map<string, { event: EmulatorEvent; minute: number }[]>();
    emulator.ctx.events.on('event', (event: EmulatorEvent) => {
      if (pushKindOf(event.kind) !== null) pending.set(event.tag, [...(pending.get(event.tag) ?? []), { event, minute }]);
    });
    const sent: Alert[] = [];
    let held = 0;
    const next = (tag: string) => pending.get(tag)?.shift();
    emulator.ctx.events.on(PUSH_DELIVERY_EVENT, (d: PushDelivery) => {
      const source = next(d.tag);
      const kind = source?.event.kind ?? '';
      const failed = source?.event.title.toLowerCase().includes('fail') ?? false;
      sent.push({ minute: source?.minute ?? minute, kind, tag: d.tag, failure: FAILURE_KINDS.has(kind) || (kind.startsWith('operation.') && failed) });
    });
    emulator.ctx.events.on(PUSH_HELD_EVENT, (h: PushHeld) => {
      next(h.tag);
      held += 1;
    });

    for (minute = 7 * 60; minute < 31 * 60; minute += 10) {
      if (minute % 90 === 0) await call('PUT', `users/${uuid}/instances/${BUSY}/disconnect`, {});
      if (minute % 90 === 30) await call('PUT', `users/${uuid}/instances/${BUSY}/connect`, {});
      if (variant === 'snooze' && minute === 22 * 60) {
        await call('PUT', `users/${uuid}/instances/${BUSY}/alert-snooze`, { length: 'until-resumed', timeZone: 'UTC' });
      }
      wallClock += 10 * MINUTE;
      // A jump of nothing: the simulation catches up with the clock, and quiet hours that ended are released.
      await call('POST', '_emulator/clock/advance', { ms: 0 });
      // Let the relay's queue reach the (refusing) push service.
      await new Promise((r) => setTimeout(r, 30));
    }
    await new Promise((r) => setTimeout(r, 500));
    return { sent, held };
  } finally {
    await emulator.close();
  }
}

const plain = await day('plain');
const snoozed = await day('snooze');
const quiet = await day('quiet');
console.info(`Noisy demo day, one device, every kind of alert:`);
console.info(`  as it is:                                   ${plain.sent.length} alerts sent`);
console.info(`  ${BUSY} snoozed 22:00 to 07:00:      ${snoozed.sent.length} sent, ${snoozed.held} held`);
console.info(`  quiet hours 22:00–07:00:                     ${quiet.sent.length} sent (${quiet.held} held, summarized)`);
console.info(`  failures among them:                         ${plain.sent.filter((a) => a.failure).length}`);
const kinds = new Map<string, number>();
for (const a of plain.sent) kinds.set(a.kind, (kinds.get(a.kind) ?? 0) + 1);
console.info(`  by kind: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
