/**
 * A tooltip for a disabled control, whose code (Mantine Tooltip and its floating positioning) loads on
 * the first hover, focus or touch of the control. The control sits in a focusable wrapper (a disabled
 * button gets no pointer or focus events of its own). The wrapper is described by the tooltip's text
 * (aria-describedby to a hidden copy), so the reason is announced before, and without, the tooltip
 * showing. Once the module is there the wrapper is Mantine's Tooltip target, opened at once if the
 * pointer or focus is still on it.
 */
import { useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { lazyModule, preload, useLazyModule } from './lazy-module';

const tooltipModule = lazyModule(() => import('./LoadedTooltip'));

export interface LazyTooltipProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children' | 'tabIndex'> {
  label: string;
  /** The tooltip's width (it wraps lines). */
  w: number;
  children: ReactNode;
}

/** The hidden copy of a tooltip's text that describes its wrapper. */
export function TooltipDescription({ id, label }: { id: string; label: string }) {
  return (
    <span id={id} hidden>
      {label}
    </span>
  );
}

export function LazyTooltip(props: LazyTooltipProps) {
  const [wanted, setWanted] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const descriptionId = useId();
  const loaded = useLazyModule(tooltipModule, wanted);
  if (wanted && loaded) {
    return <loaded.LoadedTooltip {...props} descriptionId={descriptionId} defaultOpened={hovered || focused} refocus={focused} />;
  }
  const { label, w: _w, children, ...wrapper } = props;
  const want = () => {
    preload(tooltipModule);
    setWanted(true);
  };
  return (
    <span
      tabIndex={0}
      aria-describedby={descriptionId}
      {...wrapper}
      onPointerEnter={() => {
        setHovered(true);
        want();
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
      onTouchStart={want}
    >
      {children}
      <TooltipDescription id={descriptionId} label={label} />
    </span>
  );
}

export interface RefusalTooltipProps extends Omit<LazyTooltipProps, 'label' | 'w'> {
  /** Why the control is refused, or null: then the control stands alone. */
  refusal: string | null;
  /** The tooltip's width (it wraps lines). */
  w?: number;
}

/** The tooltip of a refused control, in an inline-block wrapper, or the control alone when nothing is refused. */
export function RefusalTooltip({ refusal, w = 260, style, children, ...wrapper }: RefusalTooltipProps) {
  if (refusal === null) return children;
  return (
    <LazyTooltip label={refusal} w={w} style={{ display: 'inline-block', ...style }} {...wrapper}>
      {children}
    </LazyTooltip>
  );
}
