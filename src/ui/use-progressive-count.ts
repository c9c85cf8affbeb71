/**
 * How many of a page's `total` parts (cards, sections) to render now: `first` at once, then `step` more after
 * each paint, until all are rendered. A long page's first render is then a few short tasks instead of one long
 * one, so a slow phone paints what is on screen sooner and stays responsive while the rest arrives (issue 24).
 * Every part is on the page within a few frames; nothing waits for a scroll, so find-in-page, Tab, screen
 * readers and anchors reach it all. The count never shrinks while the parts are shown, so a poll does not
 * redraw what is there.
 *
 * `priority`: 'transition' renders each step at transition priority, in slices React can interrupt (input always
 * wins), for steps too large for one task (60 cards). But any update restarts an interrupted transition, so on a
 * busy page (polls, mutations) a large step can wait long: 'default' renders small steps (a few sections) as
 * plain updates, each one short task that nothing can postpone.
 */
import { startTransition, useEffect, useState } from 'react';

export function useProgressiveCount(total: number, first: number, step: number, priority: 'transition' | 'default' = 'transition'): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return undefined;
    const more = () => setCount((shown) => shown + step);
    // A timer, not a frame callback: it also runs in a background tab, and after the browser has painted.
    const timer = setTimeout(() => (priority === 'transition' ? startTransition(more) : more()), 0);
    return () => clearTimeout(timer);
  }, [count, total, step, priority]);
  return Math.min(count, total);
}
