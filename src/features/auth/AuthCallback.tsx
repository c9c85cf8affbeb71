/**
 * The sign-in callback route (runtime config `oidc.redirectPath`, /auth/callback by default).
 * On success the post-login screen runs in place for the path the sign-in started from. On failure the
 * matching sign-in error page renders in place (no /error/* routes: the route table stays the spec's).
 * Either way the one-time code is dropped from the address bar.
 */
import { useEffect, useState } from 'react';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { completeSignIn } from '../../session/auth';
import { signInErrorKind, type SignInErrorKind } from './error-kinds';
import { SignInErrorPage } from './ErrorPages';
import { SIGNING_IN } from './messages';
import { PostLogin } from './PostLogin';

/** The code and state are spent: a reload must not replay them, and they do not belong in history. */
function dropCodeFromAddress(): void {
  if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
}

type CallbackResult = { ok: true; returnTo: string | null } | { ok: false; kind: SignInErrorKind };

export function AuthCallback() {
  const [result, setResult] = useState<CallbackResult | null>(null);

  useEffect(() => {
    let active = true;
    completeSignIn(window.location.href).then(
      ({ returnTo }) => {
        dropCodeFromAddress();
        if (active) setResult({ ok: true, returnTo });
      },
      (error: unknown) => {
        dropCodeFromAddress();
        const message = error instanceof Error ? error.message : String(error);
        if (active) setResult({ ok: false, kind: signInErrorKind(message) });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  if (!result) return <FullPageLoader label={SIGNING_IN} />;
  if (!result.ok) return <SignInErrorPage kind={result.kind} />;
  return <PostLogin from={result.returnTo ?? '/'} />;
}
