/**
 * A module loaded on first use (a dialog, a menu, a tooltip), kept out of the first route's JS. Start the
 * import early — on hover or focus of the control that needs it — with `load()`; render from
 * `useLazyModule`, which returns the module once it is there (and re-renders when it arrives). Unlike
 * React.lazy nothing suspends: a caller that renders the module's component renders it directly, so a
 * preloaded dialog opens in the same frame as the click.
 */
import { lazy, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

export interface LazyModule<M> {
  /** Starts the import (once); resolves with the module. A failed import may be tried again. */
  load(): Promise<M>;
  /** The module once loaded, else null. */
  readonly current: M | null;
  subscribe(onChange: () => void): () => void;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let current: M | null = null;
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    load() {
      if (current !== null) return Promise.resolve(current);
      if (pending === null) {
        pending = importer().then(
          (module) => {
            current = module;
            pending = null;
            notify();
            return module;
          },
          (reason: unknown) => {
            pending = null;
            notify();
            throw reason;
          },
        );
      }
      return pending;
    },
    get current() {
      return current;
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** Starts the import without waiting; a failure surfaces where the module is wanted (useLazyModule). */
export function preload(module: LazyModule<unknown>): void {
  module.load().catch(() => undefined);
}

/**
 * The module, or null until it has loaded. While `wanted`, the import is started (again, after an
 * earlier failure); if that import fails, the error is thrown to the nearest error boundary, as
 * React.lazy would.
 */
export function useLazyModule<M>(module: LazyModule<M>, wanted: boolean): M | null {
  const current = useSyncExternalStore(module.subscribe, () => module.current);
  const [failure, setFailure] = useState<{ reason: unknown } | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    module.load().catch((reason: unknown) => {
      if (live) setFailure({ reason });
    });
    return () => {
      live = false;
    };
  }, [module, wanted]);
  if (wanted && current === null && failure !== null) throw failure.reason;
  return current;
}

/**
 * A button that opens a panel whose code loads on first click: the code is fetched as soon as the pointer or
 * focus reaches the button, and the panel's module is answered once it has been clicked and has loaded. Spread
 * `trigger` on the button (it says it opens a dialog, or a menu, and is busy while the code arrives).
 */
export function useClickToLoad<M>(module: LazyModule<M>, popup: 'dialog' | 'menu' = 'dialog') {
  const [clicked, setClicked] = useState(false);
  const loaded = useLazyModule(module, clicked);
  const trigger = {
    'aria-haspopup': popup,
    'aria-expanded': false,
    'aria-busy': clicked || undefined,
    onPointerEnter: () => preload(module),
    onFocus: () => preload(module),
    onClick: () => setClicked(true),
  } as const;
  return { loaded: clicked ? loaded : null, trigger };
}

/**
 * A component of a lazy module, for a screen or a tab (under a Suspense boundary): React.lazy, except that it
 * renders at once when the module has already loaded (preloaded at start, on an alert, on a tab's hover).
 * Given a promise, React.lazy suspends once even then, and React holds a boundary's content back for 300 ms
 * after its fallback showed, so a preloaded screen painted about 300 ms late (issue 24). Given a thenable
 * that answers at once, it does not suspend.
 */
export function lazyComponent<M, P extends object>(module: LazyModule<M>, pick: (loaded: M) => ComponentType<P>) {
  return lazy(() => {
    const loaded = module.current;
    const answer = (m: M) => ({ default: pick(m) });
    if (!loaded) return module.load().then(answer);
    return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(answer(loaded)) } as Promise<{ default: ComponentType<P> }>;
  });
}
