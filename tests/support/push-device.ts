/**
 * A phone that receives push alerts, for the alert browser tests: its own stack (emulator and Chromium), the
 * test push service with the emulator's VAPID key, a 360 px page with the notifications permission, signed in
 * at `path` with its service worker running, and the relay that carries the service's pushes into the worker.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PUSH_DELIVERY_EVENT, PUSH_HELD_EVENT, type PushDelivery, type PushHeld } from '../../server/push';
import { closeServer, signIn, startStack, type Stack } from './e2e';
import { connectRelay, fakePushManager, waitForServiceWorker, type PushRelay } from './push-relay';
import { startPushEndpoint, type PushEndpointServer } from './web-push-endpoint';

export interface PushDevice {
  stack: Stack;
  service: PushEndpointServer;
  context: BrowserContext;
  page: Page;
  relay: PushRelay;
  /** The signed-in user's uuid. */
  uuid: string;
  close(): Promise<void>;
}

export interface PushDeviceOptions {
  email: string;
  path: string;
  /** The emulator's clock speed (startStack's default when not given; 1: it moves only when the test moves it). */
  simSpeed?: number;
  /** The page's pushManager answers a subscription of the test service (for the app's own subscribe flow). */
  fakeSubscription?: boolean;
}

export async function startPushDevice({ email, path, simSpeed, fakeSubscription = false }: PushDeviceOptions): Promise<PushDevice> {
  const stack = await startStack({ simSpeed, notifications: true });
  const config = (await (await fetch(`${stack.url}/config.json`)).json()) as { vapidPublicKey: string };
  const service = await startPushEndpoint(config.vapidPublicKey);
  const { context, page } = await stack.newPage({ width: 360, height: 780 });
  await context.grantPermissions(['notifications'], { origin: stack.url });
  if (fakeSubscription) await fakePushManager(context, service.newSubscription());
  await signIn(page, stack, email, path);
  await waitForServiceWorker(page);
  const relay = await connectRelay(page, stack.url, service);
  const uuid = stack.emulator.ctx.db.prepare('SELECT uuid FROM users WHERE email = ?').pluck().get(email) as string;
  return {
    stack,
    service,
    context,
    page,
    relay,
    uuid,
    async close() {
      await stack.close();
      await closeServer('the test push service', () => service.close());
    },
  };
}

/** Saves a subscription of the test service for the device's user with these kinds, through the API (201). */
export async function subscribeDevice(device: PushDevice, kinds: string[]): Promise<void> {
  const token = await device.stack.emulator.signAccessToken(device.uuid);
  const saved = await fetch(`${device.stack.url}/api/users/${device.uuid}/push-subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ subscription: device.service.newSubscription(), kinds }),
  });
  expect(saved.status).toBe(201);
}

/** What the emulator's relay does with the next alert tagged `tag`: sent to the device, or held back. */
export function nextRelayOutcome(stack: Stack, tag: string): Promise<'sent' | 'held'> {
  const events = stack.emulator.ctx.events;
  return new Promise((resolve) => {
    const sent = (d: PushDelivery) => d.tag === tag && done('sent');
    const held = (h: PushHeld) => h.tag === tag && done('held');
    const done = (outcome: 'sent' | 'held') => {
      events.off(PUSH_DELIVERY_EVENT, sent);
      events.off(PUSH_HELD_EVENT, held);
      resolve(outcome);
    };
    events.on(PUSH_DELIVERY_EVENT, sent);
    events.on(PUSH_HELD_EVENT, held);
  });
}
