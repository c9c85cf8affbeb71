import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { SNOOZE_TEXTS } from '../../../domain/alert-snooze';

export interface SnoozeButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'> {
  online: boolean;
  /** A snooze or a resume is on its way. */
  busy: boolean;
}

/** 'Snooze alerts', disabled offline; a Menu.Target passes its props (handlers, aria, ref) through. */
export function SnoozeButton({ online, busy, ...props }: SnoozeButtonProps) {
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconBellOff size={16} aria-hidden />}
      disabled={!online}
      loading={busy}
      style={online ? undefined : { pointerEvents: 'none' }}
      {...props}
    >
      {SNOOZE_TEXTS.menu}
    </Button>
  );
}
