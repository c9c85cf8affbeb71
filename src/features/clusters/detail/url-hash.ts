/**
 * The section a cluster page's URL hash names (doc 2 §2 anchors, e.g. #cluster-incorta-x), read by the page (which
 * tab opens) and by the lazily loaded tab that holds the section (what it renders at once, where it scrolls).
 */
import { useEffect } from 'react';

/** The id the URL's hash names, or '' without one. */
export function hashTarget(): string {
  return decodeURIComponent(window.location.hash.slice(1));
}

/** Scrolls the element the hash names into view once `ready` (its content is on the page). */
export function useScrollToHash(ready = true): void {
  useEffect(() => {
    if (!ready) return;
    const id = hashTarget();
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [ready]);
}
