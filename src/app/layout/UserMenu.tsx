/**
 * The user menu (doc 1 §2): My Account, Units Consumption, Help & Support, About, Log Out.
 * Its button's accessible name is the user's name.
 */
import { Avatar, Button, Menu, Text } from '@mantine/core';
import { Link } from 'wouter';
import { USER_MENU } from './messages';

export interface UserMenuProps {
  name: string;
  /** The menu opened: a chance to fetch what its items open. */
  onOpen?: () => void;
  onAbout: () => void;
  onLogOut: () => void;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

export function UserMenu({ name, onOpen, onAbout, onLogOut }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={220} withinPortal onOpen={onOpen}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={6}
          aria-label={name}
          leftSection={
            <Avatar size={28} radius="xl" color="blue" aria-hidden>
              {initials(name)}
            </Avatar>
          }
        >
          <Text component="span" size="sm" visibleFrom="sm" truncate="end" maw={180}>
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} href="/my-account">
          {USER_MENU.myAccount}
        </Menu.Item>
        <Menu.Item component={Link} href="/consumption">
          {USER_MENU.unitsConsumption}
        </Menu.Item>
        <Menu.Item component={Link} href="/support">
          {USER_MENU.helpSupport}
        </Menu.Item>
        <Menu.Item onClick={onAbout}>{USER_MENU.about}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={onLogOut}>
          {USER_MENU.logOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
