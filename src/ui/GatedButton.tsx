import { Button, type ButtonProps } from '@mantine/core';
import { RefusalTooltip } from './LazyTooltip';

export interface GatedButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'size' | 'loading' | 'loaderProps'> {
  label: string;
  /** The accessible name when the label alone does not say which row. */
  name?: string;
  /** Why the action is refused now, or null. */
  refusal: string | null;
  /** Disabled for a reason the screen already shows (nothing to change yet): no tooltip. */
  disabled?: boolean;
  onClick?: () => void;
  /** Prefetch what the action will need: on pointer enter and on focus. */
  onIntent?: () => void;
  type?: 'button' | 'submit';
  /** The tooltip's width (it wraps lines). */
  tooltipWidth?: number;
  /** The control a modal focuses first. */
  'data-autofocus'?: boolean;
}

/**
 * A button that, when refused, is disabled with its reason in a tooltip whose wrapper stays reachable by
 * keyboard (a disabled button gets no focus or pointer events of its own).
 */
export function GatedButton({ label, name, refusal, disabled, onClick, onIntent, tooltipWidth, ...rest }: GatedButtonProps) {
  const refused = refusal !== null;
  return (
    <RefusalTooltip refusal={refusal} w={tooltipWidth}>
      <Button
        {...rest}
        aria-label={name}
        disabled={refused || disabled}
        style={refused ? { pointerEvents: 'none' } : undefined}
        onClick={onClick}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {label}
      </Button>
    </RefusalTooltip>
  );
}
