/**
 * The header's navigation (doc 1 §2): Clusters, Data Apps (only with enableMarketplace), Consumption.
 * Rendered in the header on wide screens and in the burger drawer on small ones. Both are buttons: Mantine's
 * NavLink would bring its collapse machinery (for nested links we do not have) into every start, ~3 kB.
 */
import { Button } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { NAV } from './messages';

export interface NavItem {
  href: string;
  label: string;
  /** Other paths that belong to the same area. */
  aliases?: string[];
}

export function navItems(showDataApps: boolean): NavItem[] {
  return [
    { href: '/clusters', label: NAV.clusters, aliases: ['/instances'] },
    ...(showDataApps ? [{ href: '/data-apps', label: NAV.dataApps }] : []),
    { href: '/consumption', label: NAV.consumption },
  ];
}

export function isActivePath(path: string, item: NavItem): boolean {
  return [item.href, ...(item.aliases ?? [])].some((base) => path === base || path.startsWith(`${base}/`));
}

interface NavLinksProps {
  items: NavItem[];
  /** 'header': a row of buttons; 'drawer': a stacked list for small screens. */
  variant: 'header' | 'drawer';
  onNavigate?: () => void;
}

export function NavLinks({ items, variant, onNavigate }: NavLinksProps) {
  const [path] = useLocation();
  const drawer = variant === 'drawer';
  return items.map((item) => {
    const active = isActivePath(path, item);
    return (
      <Button
        key={item.href}
        component={Link}
        href={item.href}
        variant={active ? 'light' : 'subtle'}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        fullWidth={drawer}
        justify={drawer ? 'flex-start' : undefined}
        size={drawer ? 'md' : 'sm'}
      >
        {item.label}
      </Button>
    );
  });
}
