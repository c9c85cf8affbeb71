import type { ComponentPropsWithRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { CARD_MESSAGES } from './messages';

export interface CardMenuProps {
  name: string;
  showClone: boolean;
  /** Why Clone is refused now, or null (domain/permissions cloneRefusal). */
  cloneRefusal: string | null;
  showDisconnect: boolean;
  showDelete: boolean;
  /** Why Delete is refused now, or null. */
  deleteRefusal: string | null;
  busy: boolean;
  onClone: () => void;
  onDisconnect: () => void;
  onDelete: () => void;
}

/** The card's ⋯ button; a Menu.Target passes its props (handlers, aria, ref) through. */
export function ActionsIcon({ name, ...props }: { name: string } & Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'>) {
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={CARD_MESSAGES.actionsFor(name)} {...props}>
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
}
