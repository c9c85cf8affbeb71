import { startTransition, useEffect, useState } from 'react';

/** Cards drawn at once per panel: more than a screenful at any width (3 columns × 20 rows on a desktop). */
export const FIRST_CARDS = 60;
/** Cards added per background step: small enough that a step never holds the page for long. */
export const MORE_CARDS = 60;

/**
 * How many of `total` items to draw: `first` at once, then `step` more after each paint, as a
 * transition (input always wins over it), until all are drawn. No scrolling or click is needed, so every
 * item soon becomes reachable by Tab and find-in-page; the first screen just does not wait for the rest.
 * The count never shrinks while the list is shown, so a poll does not redraw what is there.
 */
export function useProgressiveCount(total: number, first = FIRST_CARDS, step = MORE_CARDS): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    return () => window.clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
