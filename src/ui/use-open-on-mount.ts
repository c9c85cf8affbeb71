import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * For a popover whose module loads on the first click of a stand-in button: the loaded popover's own
 * target takes focus and then opens, in the next frame. Mantine returns focus, on close, to what had it
 * when the popover opened; the stand-in that took the click is gone by then.
 */
export function useOpenOnMount(): {
  opened: boolean;
  setOpened: (opened: boolean | ((previous: boolean) => boolean)) => void;
  target: RefObject<HTMLButtonElement | null>;
} {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => {
      target.current?.focus();
      setOpened(true);
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return { opened, setOpened, target };
}
