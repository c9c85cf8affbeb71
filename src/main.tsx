/**
 * Bootstrap: read runtime config, wire HTTP and sign-in, build the QueryClient and its persister,
 * render the app, then restore the session (the routes show a loader until it is known).
 */
import './app/mantine-styles';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from './api/http';
import { createPersistOptions, createQueryClient, type PersistOwner } from './api/query-client';
import { App } from './app/App';
import { cssVariablesResolver, theme } from './app/providers';
import { reportError } from './app/report-error';
import { StartupError } from './app/StartupError';
import { loadRuntimeConfig } from './config/runtime';
import { getAccessToken, getCallbackPath, initAuth, restoreSession } from './features/auth/auth';
import { APP_VERSION, registerServiceWorker } from './pwa';
import { useSession } from './stores/session';

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

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    root.render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <StartupError error={error} />
      </MantineProvider>,
    );
    return;
  }

  configureHttp({ apiBase: config.apiBase, getAccessToken });
  const queryClient = createQueryClient();
  initAuth(config.oidc, queryClient);
  registerServiceWorker(queryClient);

  root.render(
    <StrictMode>
      <App queryClient={queryClient} persistOptions={createPersistOptions(APP_VERSION, persistOwner)} />
    </StrictMode>,
  );

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
