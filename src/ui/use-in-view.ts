/**
 * Whether an element has been on the screen: true from the first time any of it is in the viewport (it never
 * goes back to false). A part below the fold (a chart and its large library) loads when the user scrolls to
 * it, not with the page: both charts that use it start just below the fold on a laptop, and with a margin
 * they were drawn on every visit for people who came for what is above them (issue 24). Where the browser
 * has no IntersectionObserver, the element counts as in view at once.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useInView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
