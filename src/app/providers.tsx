/**
 * Everything a screen needs around it: Mantine (theme, notifications), the QueryClient (persisted to
 * localStorage when persist options are given) and the full-page error boundary. Mantine's notifications
 * (store, container, transitions) load with the first notice shown (ui/notices.ts).
 */
import { DEFAULT_THEME, MantineProvider, createTheme } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { useSyncExternalStore, type ReactNode } from 'react';
import { BRAND } from '../config/brand';
import { accessiblePalettes, accessibleVariables } from './accessible-colors';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME } from './color-scheme';
import { noticesModule } from '../ui/notices';
import { AppErrorBoundary } from './ErrorFallback';
import { reportError } from '../api/report-error';

/**
 * The container, from the first notice on (it stays mounted to play the exit transitions). This sits
 * outside the error boundary, so a failed import is not thrown: the next notice tries again.
 * Bottom right, away from the header: at the top a notice covered the user menu (and its Log Out), and
 * just below the header it covered the first card's actions, while hovering it keeps it open.
 */
function LazyNotifications() {
  const loaded = useSyncExternalStore(noticesModule.subscribe, () => noticesModule.current);
  return loaded ? <loaded.Notifications position="bottom-right" /> : null;
}

/**
 * Every close button (dialogs, drawers, notices) gets a name, distinct from a dialog's own 'Close'
 * button. Plain objects, not Modal.extend(): importing those components here would pull them into the
 * first route's JS.
 */
export const CLOSE_LABELS = { any: 'Close', dialog: 'Close dialog', panel: 'Close panel', notice: 'Dismiss notice' } as const;

export const theme = createTheme({
  primaryColor: 'blue',
  // AA contrast for text and fills in every palette (accessible-colors.ts).
  colors: accessiblePalettes(DEFAULT_THEME.colors),
  defaultRadius: 'md',
  other: { brandColor: BRAND.themeColor },
  components: {
    CloseButton: { defaultProps: { 'aria-label': CLOSE_LABELS.any } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABELS.dialog } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABELS.panel } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABELS.notice } } },
    // Mantine's focus placeholder is a child of role=menu that is not a menuitem (axe:
    // aria-required-children); without it, opening a menu focuses its first item, as WAI-ARIA menus do.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A spinner is a span: its aria-label ('Loading clusters') is only permitted with a role (axe:
    // aria-prohibited-attr). As a status it is also announced when it appears.
    Loader: { defaultProps: { role: 'status' } },
    // Mantine keeps every select's closed list in the page (hidden), with its options, scroll area and
    // positioning: on a slow phone that was most of the consumption page's and a form's longest task.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/** The theme's colour variables with AA contrast (accessible-colors.ts); pass it wherever MantineProvider is used. */
export const cssVariablesResolver = accessibleVariables;

/** What every MantineProvider of the app takes: the theme, its AA colours and the user's colour scheme. */
export const mantineProviderProps = {
  theme,
  cssVariablesResolver,
  colorSchemeManager,
  defaultColorScheme: DEFAULT_COLOR_SCHEME,
} as const;

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** Without it the cache lives in memory only (tests). */
  persistOptions?: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** 'test' turns off Mantine's transitions and portals' timing (Testing Library). */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({ queryClient, persistOptions, mantineEnv = 'default', children }: AppProvidersProps) {
  const guarded = <AppErrorBoundary onError={(error) => reportError(error, { where: 'render' })}>{children}</AppErrorBoundary>;
  return (
    <MantineProvider {...mantineProviderProps} env={mantineEnv}>
      <LazyNotifications />
      {persistOptions ? (
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          {guarded}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{guarded}</QueryClientProvider>
      )}
    </MantineProvider>
  );
}
