/**
 * Issue 3 figures.
 * - Render 1,000 clusters: the list answer is blown up to 1,000 clusters in the browser (page.route),
 *   the page is loaded with no cached list, and the time runs from the later answer's last byte (Resource
 *   Timing) to the 1,000th card in the DOM. It includes the spec's 100 ms render delay. Median of runs.
 * - Bytes per unchanged poll: the two GETs of a list poll, sent again with the ETags of the last answer,
 *   counted on the socket (status line, headers and body) — what a phone pays every 15 s.
 */
import { request } from 'node:http';
import type { Instance, Service } from '../../src/api/types';
import { signIn, startStack, type Stack } from '../../tests/support/e2e';
import type { BenchRow } from '../run';
import { median, ms } from '../stats';

const COUNT = 1_000;
const RUNS = 5;

/**
 * Installed in the page before it loads (as a string: tsx would wrap a function in helpers the page
 * does not have): notes the moment the `count`th card enters the DOM.
 */
const WATCH_CARDS = (count: number) => `
  new MutationObserver((_, observer) => {
    if (document.querySelectorAll('article').length >= ${count}) {
      window.cardsAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;
const ELAPSED = `(() => {
  const answers = performance.getEntriesByType('resource').filter((e) => /\\/instances(\\/services)?$/.test(e.name));
  return window.cardsAt - Math.max(...answers.map((e) => e.responseEnd));
})()`;

async function renderThousand(stack: Stack): Promise<number[]> {
  const { page } = await stack.newPage({ serviceWorkers: 'block' });
  await signIn(page, stack, 'premium@demo.test');
  await page.getByRole('article').first().waitFor();
  await page.route('**/api/users/*/instances', async (route) => {
    const real = (await (await route.fetch()).json()) as { instances: Instance[] };
    const template = real.instances.find((i) => i.status === 'running') ?? real.instances[0];
    const instances = Array.from({ length: COUNT }, (_, n) => ({ ...template, id: `bench-${n}`, name: `bench-cluster-${n}` }));
    await route.fulfill({ json: { instances } });
  });
  await page.route('**/api/users/*/instances/services', async (route) => {
    const services: Service[] = Array.from({ length: COUNT }, (_, n) => ({
      instanceId: `bench-${n}`,
      url: `https://bench-cluster-${n}.clusters.example`,
      status: n % 2 ? 'running' : 'disconnected',
    }));
    await route.fulfill({ json: { services } });
  });
  await page.addInitScript(WATCH_CARDS(COUNT));
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh load with no cached list, so every run waits for the answer and renders all cards.
    await page.evaluate('localStorage.removeItem("console-cache")');
    await page.goto(`${stack.url}/clusters`);
    await page.getByRole('article').nth(COUNT - 1).waitFor({ timeout: 30_000 });
    times.push((await page.evaluate(ELAPSED)) as number);
  }
  return times;
}

function get(url: string, headers: Record<string, string>): Promise<{ status: number; etag: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, Connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, etag: String(res.headers.etag ?? ''), bytes: res.socket?.bytesRead ?? 0 });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function unchangedPollBytes(stack: Stack): Promise<{ bytes: number; statuses: number[]; fullBytes: number }> {
  const email = 'enterprise@demo.test';
  const uuid = stack.emulator.ctx.db.prepare('SELECT uuid FROM users WHERE email = ?').pluck().get(email) as string;
  const token = await stack.emulator.signAccessToken(uuid);
  const auth = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const paths = [`/api/users/${uuid}/instances`, `/api/users/${uuid}/instances/services`];
  const first = await Promise.all(paths.map((path) => get(stack.url + path, auth)));
  const again = await Promise.all(paths.map((path, n) => get(stack.url + path, { ...auth, 'If-None-Match': first[n]?.etag ?? '' })));
  return {
    bytes: again.reduce((total, answer) => total + answer.bytes, 0),
    fullBytes: first.reduce((total, answer) => total + answer.bytes, 0),
    statuses: again.map((answer) => answer.status),
  };
}

export async function clusterListFigures(): Promise<BenchRow[]> {
  const stack = await startStack({ simSpeed: 1 });
  try {
    const times = await renderThousand(stack);
    const poll = await unchangedPollBytes(stack);
    return [
      { figure: `render ${COUNT} clusters after data arrives (median of ${RUNS})`, value: ms(median(times)) },
      { figure: `unchanged 15 s poll, bytes received (${poll.statuses.join(', ')})`, value: `${poll.bytes} B` },
      { figure: 'the same poll without ETags, bytes received', value: `${poll.fullBytes} B` },
    ];
  } finally {
    await stack.close();
  }
}
