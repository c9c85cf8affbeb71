import { Button } from '@mantine/core';
import { LazyTooltip } from '../../../../../ui/LazyTooltip';

export interface GatedButtonProps {
  label: string;
  /** The accessible name when the label alone does not say which row. */
  name?: string;
  /** Why the action is refused now, or null. */
  refusal: string | null;
  loading?: boolean;
  onClick?: () => void;
  onIntent?: () => void;
  variant?: string;
  color?: string;
  size?: string;
  type?: 'button' | 'submit';
}

/** A button that, when refused, is disabled with its reason in a tooltip its wrapper keeps reachable by keyboard. */
export function GatedButton({ label, name, refusal, loading, onClick, onIntent, variant = 'light', color, size = 'compact-sm', type = 'button' }: GatedButtonProps) {
  const button = (
    <Button
      type={type}
      size={size}
      variant={variant}
      color={color}
      aria-label={name}
      disabled={refusal !== null}
      loading={loading}
      style={refusal !== null ? { pointerEvents: 'none' } : undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {label}
    </Button>
  );
  if (refusal === null) return button;
  return (
    <LazyTooltip label={refusal} w={240} style={{ display: 'inline-block' }}>
      {button}
    </LazyTooltip>
  );
}
