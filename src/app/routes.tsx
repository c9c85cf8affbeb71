/**
 * THE route table (spec doc 1 §2, doc 3 §2). Public routes match exactly; protected routes send a
 * signed-out visitor to sign in and back; every signed-in screen sits in the layout behind the
 * unconfirmed-user gate.
 * /clusters, the start page (the installed app's start_url), is in the entry chunk: measured, that costs
 * ~4 kB gzip more than loading it lazily (its Mantine parts are shared chunks either way) and saves a
 * chunk round trip and the Suspense fallback on every start, offline too. Other screens load lazily.
 * The sign-in callback (runtime config oidc.redirectPath) renders the post-login screen or the sign-in
 * error page in place.
 */
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect, Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { clusterQueries } from '../api/clusters';
import { ClustersPage } from '../features/clusters/ClustersPage';
import { getCallbackPath } from '../session/auth';
import { VerifyEmail } from './VerifyEmail';
import { LOADING_ACCOUNT, SIGNING_IN } from '../features/auth/loader-labels';
import type { SignInMode } from '../features/auth/SignInEntry';
import type { InvitationKind } from '../contract/types';
import { useSession } from '../stores/session';
import { FullPageLoader } from '../ui/FullPageLoader';
import { pageTitle } from './page-title';
import { BySession, RequireAuth } from './RequireAuth';
import { SignedInShell } from './SignedInShell';
import { PATHS } from '../domain/paths';
import { onClusterAlert } from '../pwa';
import { lazyComponent, lazyModule, preload } from '../ui/lazy-module';

/**
 * The post-login screen and the sign-in callback run once per sign-in, never on a start at /clusters:
 * they load on demand (their fallbacks say what the screens themselves say while they work).
 */
const PostLogin = lazy(() => import('../features/auth/PostLogin').then((m) => ({ default: m.PostLogin })));
const LazyAuthCallback = lazy(() => import('../features/auth/AuthCallback').then((m) => ({ default: m.AuthCallback })));

function AuthCallback() {
  return (
    <Suspense fallback={<FullPageLoader label={SIGNING_IN} />}>
      <LazyAuthCallback />
    </Suspense>
  );
}

/**
 * The sign-in entry pages load on demand too: a signed-in start (and a signed-out one at /clusters) never
 * shows them. Meanwhile their own loader shows: each only says 'Signing you in' while it leaves.
 */
const LazySignInEntry = lazy(() => import('../features/auth/SignInEntry').then((m) => ({ default: m.SignInEntry })));

function SignInEntry({ mode }: { mode: SignInMode }) {
  return (
    <Suspense fallback={<FullPageLoader label={SIGNING_IN} />}>
      <LazySignInEntry mode={mode} />
    </Suspense>
  );
}

/** /, /sso, /signin: signed in → post-login screen; otherwise the single-sign-on entry. */
function EntryRoute() {
  return (
    <BySession
      signedIn={
        <Suspense fallback={<FullPageLoader label={LOADING_ACCOUNT} />}>
          <PostLogin />
        </Suspense>
      }
      signedOut={<SignInEntry mode="sso" />}
    />
  );
}

/** /admin, /signin-cloud, /signup: signed in → /clusters; otherwise the given sign-in entry. */
function SignedInToClusters({ mode }: { mode: SignInMode }) {
  return <BySession signedIn={<Redirect to="/clusters" replace />} signedOut={<SignInEntry mode={mode} />} />;
}

function Protected({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <SignedInShell>{children}</SignedInShell>
    </RequireAuth>
  );
}

/** A start never shows it: it loads when a path matches no route. */
const NotFound = lazy(() => import('../ui/NotFound').then((m) => ({ default: m.NotFound })));

/** 'THIS PAGE IS NOT FOUND': inside the layout when signed in, full screen otherwise. */
function NotFoundRoute() {
  return (
    <BySession
      signedIn={
        <SignedInShell>
          <Screen>
            <NotFound fullScreen={false} homeHref="/clusters" homeLabel="Go to your clusters" />
          </Screen>
        </SignedInShell>
      }
      signedOut={
        <Screen>
          <NotFound fullScreen homeHref="/" homeLabel="Go to the sign-in page" />
        </Screen>
      }
    />
  );
}

/** /support works signed in (in the layout) and signed out (full screen). */
function EitherSession({ children }: { children: ReactNode }) {
  return <BySession signedIn={<SignedInShell>{children}</SignedInShell>} signedOut={<main>{children}</main>} />;
}

/** An invitation link needs both userID and instanceID (non-empty), or the not-found page shows. */
function InvitationRoute({ kind }: { kind: InvitationKind }) {
  const query = new URLSearchParams(useSearch());
  if (!query.get('userID') || !query.get('instanceID')) return <NotFoundRoute />;
  return (
    <Protected>
      <Screen>
        <AcceptInvitationPage kind={kind} />
      </Screen>
    </Protected>
  );
}

const CreateClusterPage = lazy(() =>
  import('../features/clusters/create/CreateClusterPage').then((m) => ({ default: m.CreateClusterPage })),
);
const MyAccountPage = lazy(() => import('../features/account/MyAccountPage').then((m) => ({ default: m.MyAccountPage })));
const SupportPage = lazy(() => import('../features/support/SupportPage').then((m) => ({ default: m.SupportPage })));
const ConsentFlowPage = lazy(() =>
  import('../features/consent-flow/ConsentFlowPage').then((m) => ({ default: m.ConsentFlowPage })),
);
const clusterPageModule = lazyModule(() => import('../features/clusters/detail/ClusterPage'));
const ClusterPage = lazyComponent(clusterPageModule, (m) => m.ClusterPage);

/**
 * A push alert about a cluster makes that cluster's page the likely next screen (its click opens it): the
 * page's code loads when the alert arrives, so the click paints the cluster's status sooner.
 */
function usePreloadOnAlert(): void {
  useEffect(() => onClusterAlert(() => preload(clusterPageModule)), []);
}
const AcceptInvitationPage = lazy(() =>
  import('../features/invitations/AcceptInvitationPage').then((m) => ({ default: m.AcceptInvitationPage })),
);

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoader />}>{children}</Suspense>;
}

function screen(node: ReactNode) {
  return () => (
    <Protected>
      <Screen>{node}</Screen>
    </Protected>
  );
}

const ClustersScreen = screen(<ClustersPage />);
const CreateClusterScreen = screen(<CreateClusterPage />);
const MyAccountScreen = screen(<MyAccountPage />);
const ConsentFlowScreen = screen(<ConsentFlowPage />);
const ClusterPageScreen = screen(<ClusterPage />);

/**
 * A cluster's page asks for the cluster as soon as the session is known, beside the user's account (which
 * the signed-in shell waits for), instead of after it: a push alert's tap or a bookmark paints the status
 * one round trip sooner.
 */
function ClusterScreen() {
  const { clusterName = '' } = useParams<{ clusterName: string }>();
  const uuid = useSession((s) => (s.status === 'signedIn' ? s.uuid : null));
  const queryClient = useQueryClient();
  useEffect(() => {
    if (uuid) void queryClient.prefetchQuery(clusterQueries.detail(uuid, decodeURIComponent(clusterName)));
  }, [queryClient, uuid, clusterName]);
  return <ClusterPageScreen />;
}

const DataAppsPage = lazy(() => import('../features/data-apps/DataAppsPage').then((m) => ({ default: m.DataAppsPage })));
const consumptionPageModule = lazyModule(() => import('../features/consumption/ConsumptionPage'));
const ConsumptionPage = lazyComponent(consumptionPageModule, (m) => m.ConsumptionPage);

const CLUSTER_PAGE_PATH = /^\/clusters\/[^/]+$/;

/**
 * The code of the screen a start opens, fetched beside the app's own (main.tsx) rather than after the user's
 * account has loaded: the on-call screens a push alert, a bookmark or the installed app's shortcut open.
 * A failure is left to the screen's own import, which shows it.
 */
export function preloadScreenAt(path: string): void {
  const page = CLUSTER_PAGE_PATH.test(path) && path !== PATHS.createCluster ? clusterPageModule : path === PATHS.consumption ? consumptionPageModule : null;
  if (page) preload(page);
}

/**
 * The same screens' code, fetched when a pointer (a mouse's hover, a finger's touch) or the focus reaches a link
 * to one, e.g. a cluster's card: the tap then usually finds it loaded, and the screen renders at once. A screen
 * whose code is still on its way shows its loader for at least 300 ms (React's Suspense hold), however soon
 * the code arrives (issue 24).
 */
export function preloadLinkedScreens(): void {
  // Both events bubble, and their target is always an element.
  const onIntent = (event: Event) => {
    const link = (event.target as Element).closest('a');
    if (link) preloadScreenAt(link.pathname);
  };
  document.addEventListener('pointerover', onIntent);
  document.addEventListener('focusin', onIntent);
}

const PlansPage = lazy(() => import('../features/plans/PlansPage').then((m) => ({ default: m.PlansPage })));
const DataAppsScreen = screen(<DataAppsPage />);
const ConsumptionPageScreen = screen(<ConsumptionPage />);

/** Like a cluster's page: the default range's figures are asked for beside the account, from the page's module. */
function ConsumptionScreen() {
  const uuid = useSession((s) => (s.status === 'signedIn' ? s.uuid : null));
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!uuid) return;
    consumptionPageModule.load().then(
      (page) => void page.prefetchDefaultRange(queryClient, uuid),
      () => undefined,
    );
  }, [queryClient, uuid]);
  return <ConsumptionPageScreen />;
}
const PlansScreen = screen(<PlansPage />);

/**
 * After a client-side navigation, focus goes to the new screen's main heading, or to the main region
 * while the screen is still loading, so keyboard and screen-reader users start on the new content
 * instead of on a control of the page they left (the browser does this on a full load; a SPA must).
 */
function focusNewScreen(): void {
  const main = document.querySelector('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main ?? document.querySelector<HTMLElement>('h1');
  // A dialog that opened with the new screen keeps the focus it took.
  if (!target || document.activeElement?.closest('[role=dialog]')) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/** Per path: the document title, and (after the first screen) focus on the new screen. */
function useRouteTitleAndFocus(): void {
  const [path] = useLocation();
  const firstPath = useRef(path);
  useEffect(() => {
    document.title = pageTitle(path, getCallbackPath());
    if (path === firstPath.current) return;
    firstPath.current = '';
    // After the frame that shows the new screen (its effects, a menu handing focus back, have run).
    const frame = requestAnimationFrame(focusNewScreen);
    return () => cancelAnimationFrame(frame);
  }, [path]);
}

export function AppRoutes() {
  useRouteTitleAndFocus();
  usePreloadOnAlert();
  return (
    <Switch>
      <Route path={getCallbackPath()} component={AuthCallback} />
      <Route path="/" component={EntryRoute} />
      <Route path="/sso" component={EntryRoute} />
      <Route path="/signin" component={EntryRoute} />
      <Route path="/admin">
        <SignedInToClusters mode="plain" />
      </Route>
      <Route path="/signin-cloud">
        <SignedInToClusters mode="sso" />
      </Route>
      <Route path="/signup">
        <SignedInToClusters mode="signup" />
      </Route>
      <Route path="/verify" component={VerifyEmail} />

      <Route path={PATHS.clusters} component={ClustersScreen} />
      <Route path="/instances" component={ClustersScreen} />
      <Route path={PATHS.createCluster} component={CreateClusterScreen} />
      <Route path={PATHS.clusterPattern} component={ClusterScreen} />
      <Route path={PATHS.dataApps} component={DataAppsScreen} />
      <Route path="/data-apps/:blueprintName" component={DataAppsScreen} />
      <Route path={PATHS.myAccount} component={MyAccountScreen} />
      <Route path={PATHS.consumption} component={ConsumptionScreen} />
      <Route path={PATHS.plans} component={PlansScreen} />
      <Route path={PATHS.consentFlow} component={ConsentFlowScreen} />
      <Route path="/support">
        <EitherSession>
          <Screen>
            <SupportPage />
          </Screen>
        </EitherSession>
      </Route>
      <Route path="/users/acceptclusterinv">
        <InvitationRoute kind="cluster" />
      </Route>
      <Route path="/users/acceptownershiptransfer">
        <InvitationRoute kind="ownership" />
      </Route>

      <Route component={NotFoundRoute} />
    </Switch>
  );
}
