/** The user menu's Menu, loaded on the first click of its button (UserMenu.tsx). */
import { isMantineColorScheme, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { Link } from 'wouter';
import { USER_MENU } from './messages';
import { UserMenuButton, type UserMenuProps } from './UserMenu';
import { useOpenOnMount } from '../../ui/use-open-on-mount';

const SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

/** Takes focus on its own button (so Escape and a choice return focus there) and opens. */
export function MountedUserMenu({ name, onOpen, onAbout, onLogOut }: UserMenuProps) {
  const { opened, setOpened, target } = useOpenOnMount();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Menu position="bottom-end" width={220} withinPortal opened={opened} onChange={setOpened} onOpen={onOpen}>
      <Menu.Target>
        <UserMenuButton name={name} ref={target} />
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
        <Menu.Label>{USER_MENU.theme}</Menu.Label>
        <Menu.RadioGroup
          value={colorScheme}
          onChange={(value) => {
            if (isMantineColorScheme(value)) setColorScheme(value);
          }}
        >
          {SCHEMES.map((scheme) => (
            <Menu.RadioItem key={scheme} value={scheme}>
              {USER_MENU.themeChoices[scheme]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Item color="red" onClick={onLogOut}>
          {USER_MENU.logOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
