/**
 * The user menu (doc 1 §2): My Account, Units Consumption, Help & Support, About, Log Out.
 * Its button's accessible name is the user's name, taken from its text (no aria-label): the name shows
 * beside the avatar on wide screens and is visually hidden on phones, so the name always contains what
 * is visible (WCAG 2.5.3 label in name); the initials are decoration.
 *
 * The Menu (popover, floating position, focus trap) is not needed until the first click, so its code
 * stays out of the first route: until then this is the bare button. Hovering or focusing it starts
 * loading the menu's module; a click (Enter and Space are clicks on a button) mounts the Menu
 * (MountedUserMenu.tsx) once the module is there, which takes focus on its own button and opens.
 */
import type { ComponentPropsWithRef } from 'react';
import { Button, Text } from '@mantine/core';
import { lazyModule, useClickToLoad } from '../../ui/lazy-module';
import classes from './UserMenu.module.css';

export interface UserMenuProps {
  name: string;
  /** The menu opened: a chance to fetch what its items open. */
  onOpen?: () => void;
  onAbout: () => void;
  onLogOut: () => void;
}

const userMenuModule = lazyModule(() => import('./MountedUserMenu'));

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

/** The menu's button; a Menu.Target passes its props (handlers, aria, ref) through. */
export function UserMenuButton({ name, ...props }: { name: string } & Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'>) {
  return (
    <Button
      variant="subtle"
      color="gray"
      px={6}
      leftSection={
        // Drawn by CSS like Mantine's light Avatar, whose JS (image fallback, groups) a few letters do not need.
        <span className={classes.avatar} aria-hidden>
          {initials(name)}
        </span>
      }
      {...props}
    >
      <Text component="span" size="sm" truncate="end" maw={180} className={classes.name}>
        {name}
      </Text>
    </Button>
  );
}

export function UserMenu(props: UserMenuProps) {
  const { loaded, trigger } = useClickToLoad(userMenuModule, 'menu');
  if (loaded) return <loaded.MountedUserMenu {...props} />;
  return (
    <UserMenuButton
      name={props.name}
      {...trigger}
      onClick={() => {
        props.onOpen?.();
        trigger.onClick();
      }}
    />
  );
}
