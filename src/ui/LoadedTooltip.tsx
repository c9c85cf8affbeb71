/** LazyTooltip's loaded half: Mantine's Tooltip on the same wrapper. */
import { useLayoutEffect, useRef } from 'react';
import { Tooltip } from '@mantine/core';
import { TooltipDescription, type LazyTooltipProps } from './LazyTooltip';

export interface LoadedTooltipProps extends LazyTooltipProps {
  /** The pointer or focus is on the wrapper already: show the tooltip at once. */
  defaultOpened: boolean;
  /** The wrapper had focus before this replaced it: give it back. */
  refocus: boolean;
  /** The id of the hidden copy of the label that describes the wrapper (kept across the swap). */
  descriptionId: string;
}

export function LoadedTooltip({ label, w, defaultOpened, refocus, descriptionId, children, ...wrapper }: LoadedTooltipProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (refocus) ref.current?.focus();
    // Only on mount: the wrapper that had focus was replaced by this one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Tooltip label={label} withArrow multiline w={w} defaultOpened={defaultOpened} events={{ hover: true, focus: true, touch: true }}>
      <span ref={ref} tabIndex={0} aria-describedby={descriptionId} {...wrapper}>
        {children}
        <TooltipDescription id={descriptionId} label={label} />
      </span>
    </Tooltip>
  );
}
