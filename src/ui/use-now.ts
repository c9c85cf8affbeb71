/**
 * The clock for what shows an age ('2 hours ago'): re-read every AGE_REFRESH_MS and when the page becomes
 * visible again, so an age on screen keeps true as time passes (issue 26 §10). Use it in the small component
 * that writes the age, not in a screen, so the tick re-renders only that text.
 */
import { useEffect, useState } from 'react';

/** Ages are written to the minute: a tick every 15 s keeps them at most that late. */
export const AGE_REFRESH_MS = 15_000;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, AGE_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return now;
}
