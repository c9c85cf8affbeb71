/**
 * The signed-in frame (doc 1 §2, §4): header with navigation and the user menu, a burger drawer on small
 * screens, the trial's upgrade banner, the footer, the About modal, the provision-password modal, and
 * the tracking consent drawer (doc 3 §2).
 * The modals and the push re-sync load on first use, so the first screen does not wait for them.
 * The frame is a fixed header, the phone's navigation panel under it and the main region (AppLayout.module.css),
 * not Mantine's AppShell: its resizable sections, media-query styles and scroll lock cost ~13 kB gzip of the
 * first route's JS (issue 24) for a layout this one needs none of.
 */
import { Anchor, Burger, Group, Box, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { userQueries } from '../../api/users';
import { BRAND } from '../../config/brand';
import { canSeeDataApps, isToggleEnabled, needsProvisionPassword, showUpgradeBanner } from '../../domain/permissions';
import { showsConsentDrawer } from '../../domain/tracking';
import { InstallButton, OfflineBanner } from '../../pwa';
import { notificationPermission, pushSupport } from '../../pwa/push-support';
import { useRequiredUuid, useSession } from '../../stores/session';
import { useTrackingChoice } from '../../stores/tracking';
import { useUi, useUpgradeBannerDismissed } from '../../stores/ui';
import { AppFooter } from './AppFooter';
import classes from './AppLayout.module.css';
import { logOut } from './log-out';
import { NAV, USER_MENU } from './messages';
import { NavLinks, navItems } from './NavLinks';
import { UpgradeBanner } from './UpgradeBanner';
import { UserMenu } from './UserMenu';

/** AppLayout.module.css's --header-height. */
const HEADER_HEIGHT = 56;
/** The skip link's target. */
export const MAIN_ID = 'main-content';

const AboutModal = lazy(() => import('./AboutModal').then((m) => ({ default: m.AboutModal })));
const ProvisionPasswordModal = lazy(() =>
  import('./ProvisionPasswordModal').then((m) => ({ default: m.ProvisionPasswordModal })),
);
const ConsentDrawer = lazy(() => import('../../features/tracking/ConsentDrawer').then((m) => ({ default: m.ConsentDrawer })));
const PushResync = lazy(() => import('./PushResync').then((m) => ({ default: m.PushResync })));

/** Alerts can only be on where the browser supports them and the user has allowed them. */
function pushMayBeOn(): boolean {
  return pushSupport() === 'supported' && notificationPermission() === 'granted';
}

export interface AppLayoutProps {
  children: ReactNode;
}

export function AppLayout({ children }: AppLayoutProps) {
  const uuid = useRequiredUuid();
  const email = useSession((s) => s.email);
  const { data: user } = useQuery(userQueries.me(uuid));
  const [path] = useLocation();
  const [aboutOpened, about] = useDisclosure(false);
  // Mounted from the first time it may be needed on, so its open and close transitions still play.
  const [aboutMounted, setAboutMounted] = useState(false);
  const [provisionMounted, setProvisionMounted] = useState(false);
  const [consentMounted, setConsentMounted] = useState(false);
  const trackingChoice = useTrackingChoice(uuid);
  const [pushResync] = useState(pushMayBeOn);
  const mobileNavOpen = useUi((s) => s.mobileNavOpen);
  const setMobileNavOpen = useUi((s) => s.setMobileNavOpen);
  const bannerDismissed = useUpgradeBannerDismissed(uuid);
  const dismissUpgradeBanner = useUi((s) => s.dismissUpgradeBanner);
  const dismissBanner = () => dismissUpgradeBanner(uuid);

  const items = navItems(user ? canSeeDataApps(user) : false);
  const name = user?.fullName || email || USER_MENU.fallbackName;
  const bannerVisible =
    !!user && !bannerDismissed && showUpgradeBanner(user, path, isToggleEnabled(user, 'payment'));
  const closeNav = () => setMobileNavOpen(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Escape closes the phone menu, as it does a dialog, and puts focus back on the button that opened it.
  useEffect(() => {
    if (!mobileNavOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileNavOpen(false);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileNavOpen, setMobileNavOpen]);
  const needsPassword = !!user && needsProvisionPassword(user);
  if (needsPassword && !provisionMounted) setProvisionMounted(true);
  // The tracking consent drawer (doc 3 §2): loaded only for a trial user who has not answered.
  const askConsent = !!user && showsConsentDrawer(user, trackingChoice);
  if (askConsent && !consentMounted) setConsentMounted(true);
  const openAbout = () => {
    setAboutMounted(true);
    about.open();
  };

  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className={classes.skipLink}
        onClick={(event) => {
          // Focus, not the hash: the address stays the route's, and the next Tab starts in the content.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {NAV.skipToContent}
      </a>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group wrap="nowrap" gap="sm" miw={0}>
            <Burger
              ref={burgerRef}
              opened={mobileNavOpen}
              onClick={() => setMobileNavOpen(!mobileNavOpen)}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileNavOpen ? NAV.closeNav : NAV.openNav}
              aria-expanded={mobileNavOpen}
            />
            <Anchor component={Link} href="/clusters" fw={700} underline="never" c="inherit" truncate="end" aria-label={NAV.home}>
              {BRAND.productName}
            </Anchor>
            <Group component="nav" aria-label={NAV.mainLabel} gap={4} visibleFrom="sm" wrap="nowrap">
              <NavLinks items={items} variant="header" />
            </Group>
          </Group>
          <Group wrap="nowrap" gap="xs">
            <InstallButton />
            <UserMenu name={name} onOpen={() => setAboutMounted(true)} onAbout={openAbout} onLogOut={logOut} />
          </Group>
        </Group>
      </header>

      {mobileNavOpen && (
        <Stack component="nav" aria-label={NAV.mainLabel} gap={2} className={classes.navbar} hiddenFrom="sm">
          <NavLinks items={items} variant="drawer" onNavigate={closeNav} />
        </Stack>
      )}

      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Stack gap={0} mih={`calc(100dvh - ${HEADER_HEIGHT}px - 2 * var(--mantine-spacing-md))`}>
          <OfflineBanner />
          {bannerVisible && <UpgradeBanner expired={user?.trialExpired === true} onDismiss={dismissBanner} />}
          <Box style={{ flex: 1 }} miw={0}>
            {children}
          </Box>
          <AppFooter />
          {consentMounted && (
            <Suspense fallback={null}>
              <ConsentDrawer uuid={uuid} opened={askConsent} />
            </Suspense>
          )}
        </Stack>
      </main>

      {aboutMounted && (
        <Suspense fallback={null}>
          <AboutModal opened={aboutOpened} onClose={about.close} />
        </Suspense>
      )}
      {provisionMounted && (
        <Suspense fallback={null}>
          <ProvisionPasswordModal uuid={uuid} opened={needsPassword} />
        </Suspense>
      )}
      {pushResync && (
        <Suspense fallback={null}>
          <PushResync uuid={uuid} />
        </Suspense>
      )}
    </>
  );
}
