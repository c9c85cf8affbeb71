/**
 * Emulator event → notification shown, through the real relay: the emulator encrypts and sends a Web Push
 * to the local test push service, which decrypts it and hands it to the service worker over CDP; the
 * time ends when the service worker's getNotifications() lists it. Median of several runs. Goal ≤ 1 s.
 */
import type { EmulatorEvent } from '../../server/context';
import { closeServer, signIn, startStack } from '../../tests/support/e2e';
import { clickWhenEnabled, connectRelay, fakePushManager, waitForNotifications, waitForServiceWorker } from '../../tests/support/push-relay';
import { startPushEndpoint } from '../../tests/support/web-push-endpoint';
import type { BenchRow } from '../run';
import { median } from '../stats';

const RUNS = 9;
// partner@ owns no cluster and runs no deployment: only the bench's own events reach the device.
const EMAIL = 'partner@demo.test';

export async function pushRelayLatency(): Promise<BenchRow[]> {
  const stack = await startStack({ simSpeed: 1, notifications: true });
  const config = (await (await fetch(`${stack.url}/config.json`)).json()) as { vapidPublicKey: string };
  const service = await startPushEndpoint(config.vapidPublicKey);
  try {
    const subscription = service.newSubscription();
    const { context, page } = await stack.newPage();
    await context.grantPermissions(['notifications'], { origin: stack.url });
    await fakePushManager(context, subscription);
    await signIn(page, stack, EMAIL, '/my-account');
    await waitForServiceWorker(page);
    await clickWhenEnabled(page.getByRole('switch', { name: 'Push alerts on this device' }));
    const uuid = stack.emulator.ctx.db.prepare('SELECT uuid FROM users WHERE email = ?').pluck().get(EMAIL) as string;
    const deadline = Date.now() + 10_000;
    while (!stack.emulator.ctx.db.prepare('SELECT 1 FROM push_subscriptions WHERE endpoint = ?').get(subscription.endpoint)) {
      if (Date.now() > deadline) throw new Error('The push subscription never reached the emulator');
      await new Promise((r) => setTimeout(r, 20));
    }
    const relay = await connectRelay(page, stack.url, service);

    const shown: number[] = [];
    const sent: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const body = `Bench stage ${run + 1}`;
      const event: EmulatorEvent = { userId: uuid, kind: 'pipeline.stage', title: 'Deployment in progress', body, tag: 'deployment-bench', url: '/clusters' };
      const start = performance.now();
      const received = service.next(subscription.endpoint);
      // The worker's word that it is shown is the moment measured; the list is then read once to check it.
      const displayed = relay.shown('deployment-bench').then(() => performance.now());
      stack.emulator.ctx.events.emit('event', event);
      const push = await received;
      const shownAt = await displayed;
      await waitForNotifications(page, displayed.then(() => undefined), (all) => all.some((n) => n.body === body));
      shown.push(shownAt - start);
      sent.push(push.receivedAt - start);
    }
    return [
      { figure: `event → push service got it, median of ${RUNS}`, value: `${median(sent).toFixed(0)} ms` },
      { figure: `event → notification shown, median of ${RUNS}`, value: `${median(shown).toFixed(0)} ms (goal ≤ 1000 ms)` },
    ];
  } finally {
    await stack.close();
    await closeServer('the test push service', () => service.close());
  }
}
