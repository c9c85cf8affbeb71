/**
 * Bootstrap: read runtime config, wire HTTP and sign-in, build the QueryClient and its persister,
 * render the app, then restore the session (the routes show a loader until it is known).
 */
import './app/mantine-styles';
import { MantineProvider } from '@mantine/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configureHttp } from './api/http';
import { createPersistOptions, createQueryClient, persistWhenLeaving, type PersistOwner } from './api/query-client';
import { App } from './app/App';
import { preloadLinkedScreens, preloadScreenAt } from './app/routes';
import { mantineProviderProps } from './app/providers';
import { followColorScheme } from './app/color-scheme';
import { configureErrorReporting, reportError, reportUncaughtErrors } from './api/report-error';
import { STARTUP_ERROR } from './app/startup-error-texts';
import { loadRuntimeConfig, NO_TRACKING } from './config/runtime';
import { getAccessToken, getCallbackPath, initAuth, restoreSession } from './session/auth';
import { setClusterDomains } from './features/auth/redirect-domains';
import { configureTracking } from './tracking';
import { APP_VERSION, isDeviceCopy, noteApiAnswer, registerServiceWorker, usePwa } from './pwa';
import { useSession } from './stores/session';
import { showNotice } from './ui/notices';

/** The persisted cache belongs to the signed-in user; it is restored once the session at start is known. */
const persistOwner: PersistOwner = {
  current: () => {
    const { status, uuid } = useSession.getState();
    return status === 'signedIn' ? uuid : null;
  },
  settled: () =>
    new Promise((resolve) => {
      const settle = (): boolean => {
        const { status, uuid } = useSession.getState();
        if (status === 'loading') return false;
        resolve(status === 'signedIn' ? uuid : null);
        return true;
      };
      if (settle()) return;
      const stop = useSession.subscribe(() => {
        if (settle()) stop();
      });
    }),
};

/**
 * config.json could not be read (nor a copy on the device): the start-up error screen, whose code loads only
 * now, from the service worker's precache where there is one. Should that fail too (a first visit that lost
 * its connection), the page still says what happened, unstyled, rather than staying blank.
 */
function showStartupError(root: Root, error: unknown): void {
  import('./app/StartupError').then(
    ({ StartupError }) =>
      root.render(
        <MantineProvider {...mantineProviderProps}>
          <StartupError error={error} />
        </MantineProvider>,
      ),
    () =>
      root.render(
        <main>
          <h1>{STARTUP_ERROR.title}</h1>
          <p>{STARTUP_ERROR.body}</p>
          <button type="button" onClick={() => window.location.reload()}>
            {STARTUP_ERROR.reload}
          </button>
        </main>,
      ),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // The browser's toolbar colour follows the scheme in use (a choice in the user menu, or the system's).
  followColorScheme();
  preloadScreenAt(window.location.pathname);
  preloadLinkedScreens();

  let config;
  try {
    // A copy from the device means the server was not reached: say so from the first paint, even on a
    // screen whose data was restored fresh enough not to be fetched.
    config = await loadRuntimeConfig((response) => {
      if (isDeviceCopy(response)) usePwa.getState().apiUnreachable(null);
    });
  } catch (error) {
    showStartupError(root, error);
    return;
  }

  const queryClient = createQueryClient({ notify: showNotice });
  configureHttp({ apiBase: config.apiBase, getAccessToken, onAnswer: (response) => noteApiAnswer(queryClient, response) });
  initAuth(config.oidc, queryClient);
  configureErrorReporting({
    url: config.errorReporting.url,
    version: APP_VERSION,
    userId: () => useSession.getState().uuid,
  });
  reportUncaughtErrors();
  setClusterDomains(config.clusterDomains);
  configureTracking(config.tracking ?? NO_TRACKING);
  registerServiceWorker(queryClient);
  const persistOptions = createPersistOptions(APP_VERSION, persistOwner);
  persistWhenLeaving(queryClient, persistOptions);

  // The first render is a transition: React builds the page in slices between frames instead of one
  // long task, so input is never held for long at start (Lighthouse TBT, issue 10). Nothing is on screen
  // to keep meanwhile: the bare page shows until the commit, as before.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} persistOptions={persistOptions} />
      </StrictMode>,
    );
  });

  // The callback route completes its own sign-in; everywhere else the stored user decides.
  if (window.location.pathname !== getCallbackPath()) {
    try {
      await restoreSession();
    } catch (error) {
      reportError(error, { where: 'restore session' });
      useSession.getState().signedOut();
    }
  }
}

void start();
