import { Button, type ButtonProps } from '@mantine/core';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../../../pwa';
import { LazyTooltip } from '../../../../ui/LazyTooltip';

export interface GatedButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'size' | 'loading'> {
  label: string;
  /** The accessible name when the label alone does not say which row. */
  name?: string;
  /** Why the action is refused now, or null; offline, the offline text wins. */
  refusal: string | null;
  onClick?: () => void;
  onIntent?: () => void;
}

/**
 * A button that needs the server and may be refused: disabled, with its reason in a tooltip whose wrapper
 * stays reachable by keyboard (a disabled button gets no focus or pointer events of its own).
 */
export function GatedButton({ label, name, refusal, onClick, onIntent, ...rest }: GatedButtonProps) {
  const online = useOnline();
  const reason = online ? refusal : OFFLINE_ACTION_TOOLTIP;
  const button = (
    <Button
      {...rest}
      aria-label={name}
      disabled={reason !== null}
      style={reason !== null ? { pointerEvents: 'none' } : undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {label}
    </Button>
  );
  if (reason === null) return button;
  return (
    <LazyTooltip label={reason} w={260} style={{ display: 'inline-block' }}>
      {button}
    </LazyTooltip>
  );
}
