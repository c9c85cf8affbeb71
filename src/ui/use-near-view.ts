/**
 * Whether an element is in, or close to, the viewport: true from the first time it comes within
 * `margin` of the screen on (it never goes back to false). A part below the fold (a chart and its large
 * library) loads when the user scrolls to it, not with the page. Where the browser has no
 * IntersectionObserver, the element counts as in view at once.
 */
import { useEffect, useState, type RefObject } from 'react';

/**
 * On the screen itself. Both charts that use it start just below the fold on a laptop: with a margin, they
 * were drawn on every visit for people who came for what is above them (issue 24).
 */
const DEFAULT_MARGIN = '0px';

export function useNearView(ref: RefObject<Element | null>, margin = DEFAULT_MARGIN): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
