/**
 * How many of a page's `total` parts (cards, sections) to render now: `first` at once, then `step` more after
 * each paint, at transition priority (React renders those in slices it can interrupt; input always wins). A long page's first render is then a
 * few short tasks instead of one long one, so a slow phone paints what is on screen sooner and stays
 * responsive while the rest arrives (issue 24). Every part is on the page within a few frames; nothing waits
 * for a scroll, so find-in-page, Tab, screen readers and anchors reach it all. The count never shrinks while
 * the parts are shown, so a poll does not redraw what is there.
 */
import { startTransition, useEffect, useState } from 'react';

export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return undefined;
    // A timer, not a frame callback: it also runs in a background tab, and after the browser has painted.
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
