/**
 * Shared by the bench sections that measure what a screen loads: a signed-in page in a fresh context (stored
 * session, no HTTP cache, no service worker), and the gzip -9 size of the JS it fetches step by step.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { signIn, type Stack } from '../tests/support/e2e';
import { DIST } from './dist';
import type { BenchRow } from './run';

const VIEWPORT = { width: 1280, height: 900 };

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** A phone's screen (the on-call case of issue 24). */
export const PHONE = { width: 360, height: 780 };

/** Signs `email` in, then opens a page in a new context with that session only (caller closes the context). */
export async function freshSignedInPage(
  stack: Stack,
  email: string,
  viewport: { width: number; height: number } = VIEWPORT,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await stack.newPage({ ...viewport, serviceWorkers: 'block' });
  await signIn(page, stack, email);
  const storageState = await context.storageState();
  const fresh = await stack.browser.newContext({ viewport, serviceWorkers: 'block', storageState });
  return { context: fresh, page: await fresh.newPage() };
}

/**
 * Watches the page's same-origin JS requests; each `take(label)` is a row with the files fetched since the
 * last one that nothing before had fetched, and their gzip size.
 */
export function jsSteps(page: Page, origin: string): (label: string) => BenchRow {
  let current = new Set<string>();
  const seen = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !/^\/assets\/[^/]+\.js$/.test(url.pathname)) return;
    const file = url.pathname.slice(1);
    if (!seen.has(file)) current.add(file);
    seen.add(file);
  });
  return (label) => {
    const row = { figure: `${label} (${current.size} files)`, value: kb([...current].reduce((n, f) => n + gzipSize(f), 0)) };
    current = new Set();
    return row;
  };
}
