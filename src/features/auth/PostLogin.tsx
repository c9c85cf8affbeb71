/** The post-login redirect screen (spec doc 1 §2, doc 3 §2): a loader while it decides where to go. */
import { showNotice } from '../../ui/notices';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { keys } from '../../api/keys';
import { activateAccount, isServerFailure, userQueries } from '../../api/users';
import { SSO_COOKIE_NAME } from '../../domain/constants';
import { reportError } from '../../api/report-error';
import { useRequiredUuid } from '../../stores/session';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { FIRST_LOGIN_KEY } from '../../session/auth';
import { browser } from '../../session/browser';
import { setLongLivedCookie } from '../../session/cookies';
import { SignInErrorPage, VerifyEmailPage } from './ErrorPages';
import { LINK_NOT_FOLLOWED, LOADING_ACCOUNT } from './messages';
import { clusterDomains } from './redirect-domains';
import { decidePostLogin, type PostLoginDeps, type PostLoginOutcome } from './post-login';

/**
 * One decision per user and origin path at a time: React's development double effects and a quick
 * re-render must not activate an account twice.
 */
const running = new Map<string, Promise<PostLoginOutcome>>();

function decideOnce(key: string, deps: PostLoginDeps): Promise<PostLoginOutcome> {
  let pending = running.get(key);
  if (!pending) {
    pending = decidePostLogin(deps).finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
}

/**
 * `from` is the path (with query and hash) the sign-in started from; it defaults to the current
 * location, which is what /, /sso and /signin mean when the user is already signed in.
 */
export function PostLogin({ from }: { from?: string }) {
  const uuid = useRequiredUuid();
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const source = from ?? `${location}${search ? `?${search}` : ''}${window.location.hash}`;
  const [outcome, setOutcome] = useState<PostLoginOutcome | null>(null);

  useEffect(() => {
    let active = true;
    const deps: PostLoginDeps = {
      from: source,
      origin: window.location.origin,
      clusterDomains: clusterDomains(),
      fetchMe: () => queryClient.fetchQuery(userQueries.me(uuid)),
      activate: async () => {
        const answer = await activateAccount(uuid);
        void queryClient.invalidateQueries({ queryKey: keys.me(uuid) });
        return answer;
      },
      storeSsoCookie: (crypted) => setLongLivedCookie(SSO_COOKIE_NAME, crypted),
      isFirstLogin: () => window.localStorage.getItem(FIRST_LOGIN_KEY) === null,
      markFirstLogin: () => window.localStorage.setItem(FIRST_LOGIN_KEY, 'true'),
      isServerFailure,
      reportError: (error) => reportError(error, { where: 'post-login' }),
    };
    void decideOnce(`${uuid} ${source}`, deps).then((next) => {
      if (!active) return;
      // Here, not in the effect below: once per decision, however often that effect runs.
      if (next.kind === 'navigate' && next.linkRefused) showNotice({ kind: 'warning', ...LINK_NOT_FOLLOWED, autoClose: false });
      setOutcome(next);
    });
    return () => {
      active = false;
    };
  }, [uuid, source, queryClient]);

  useEffect(() => {
    if (outcome?.kind === 'leave') browser.assign(outcome.url);
    else if (outcome?.kind === 'navigate') navigate(outcome.to, { replace: true });
  }, [outcome, navigate]);

  if (outcome?.kind === 'verify') return <VerifyEmailPage />;
  if (outcome?.kind === 'serverError') return <SignInErrorPage kind="somethingWentWrong" />;
  return <FullPageLoader label={LOADING_ACCOUNT} />;
}
