/**
 * Whether an element is in, or close to, the viewport: true from the first time it comes within
 * `margin` of the screen on (it never goes back to false). A part below the fold (a chart and its large
 * library) starts loading when the user scrolls towards it, not with the page. Where the browser has no
 * IntersectionObserver, the element counts as in view at once.
 */
import { useEffect, useState, type RefObject } from 'react';

/** Well before it is scrolled onto the screen, so it is usually there when it arrives. */
const DEFAULT_MARGIN = '300px';

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
