/**
 * Set-up of every component test file. jsdom lacks what Mantine measures with: the stubs below are the minimum
 * it needs. And component files share one jsdom and one module graph per worker (vitest.config.ts,
 * `isolate: false`), so before each test everything a test may change that outlives it is put back: no test
 * depends on what ran before it, in its file or in another.
 */
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSession } from '../../src/stores/session';
import { useTrackingChoices } from '../../src/stores/tracking';
import { useUi } from '../../src/stores/ui';
import { usePwa } from '../../src/pwa/store';

// The wait budget of findBy*/waitFor. Screens here talk to a real emulator in the same process: on a busy
// 2-core machine (CI runs two test files at once, and whatever else the machine does) a screen's first answer,
// then its render of dozens of cards, takes well over Testing Library's default of 1 s. A wait still ends as
// soon as what it waits for is on screen; only a failing wait takes this long.
configure({ asyncUtilTimeout: 5_000 });

// React 19's development build records an "owner stack" for each element it creates: an Error with a captured
// stack and a console task, up to 10,000 elements a second. Measured here, that was 13% of a component file's
// CPU (create-cluster: 3.8 s of 29 s in react-jsx-runtime's jsx/jsxs alone, plus the garbage it leaves). Tests
// read no owner stacks (a warning still fails a test, it only names fewer components), so the counter React
// checks reads as full. If React renames it, this does nothing and the tests are only slower.
{
  const internals = (React as unknown as Record<string, unknown>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals && typeof internals === 'object' && 'recentlyCreatedOwnerStacks' in internals) {
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Number.POSITIVE_INFINITY, set: () => {} });
  }
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};

interface ResettableStore<T> {
  getInitialState(): T;
  setState(state: T, replace: true): void;
}

/** Puts a client store back as the app starts it. */
const reset = <T,>(store: ResettableStore<T>) => store.setState(store.getInitialState(), true);

const historyLength = Object.getOwnPropertyDescriptor(History.prototype, 'length')?.get as (this: History) => number;

beforeEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  reset(useSession);
  reset(useTrackingChoices);
  reset(useUi);
  reset(usePwa);
  // A test that went offline or lost focus leaves these in TanStack Query's managers and on navigator.
  delete (window.navigator as { onLine?: boolean }).onLine;
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  notifications.clean();
  notifications.cleanQueue();
  window.history.replaceState(null, '', '/');
  // The shared jsdom's history only grows; a test starts as in a new tab, with one entry of its own.
  const earlier = historyLength.call(window.history) - 1;
  vi.spyOn(window.history, 'length', 'get').mockImplementation(() => historyLength.call(window.history) - earlier);
  document.title = '';
  // What a test put on the page outside a rendered tree (cleanup() unmounts only those).
  document.body.replaceChildren();
  (document.activeElement as HTMLElement | null)?.blur();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
