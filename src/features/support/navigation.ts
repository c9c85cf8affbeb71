/**
 * Where Contact Support leads (doc 1 §2): sending goes to /clusters when signed in and to /signin
 * otherwise; Cancel goes to the last location, or to /clusters when there is no earlier page of the app
 * in this tab (the support page was opened from a link, typed in, or reached straight after sign-in).
 */
export const AFTER_SEND_SIGNED_IN = '/clusters';
export const AFTER_SEND_SIGNED_OUT = '/signin';
export const CANCEL_FALLBACK = '/clusters';

export function afterSendPath(signedIn: boolean): string {
  return signedIn ? AFTER_SEND_SIGNED_IN : AFTER_SEND_SIGNED_OUT;
}

/** Pages of the sign-in round trip: going "back" to them would restart or break the sign-in. */
function isSignInStep(url: URL): boolean {
  return url.pathname.startsWith('/oidc') || url.pathname === '/auth/callback';
}

interface HistoryEntryLike {
  url: string | null;
}

interface NavigationLike {
  currentEntry: { index: number } | null;
  entries(): HistoryEntryLike[];
}

/**
 * True when the previous entry of this tab's history is a page of the app. Where the browser offers the
 * Navigation API it is checked exactly (same origin, not a sign-in step); elsewhere any earlier entry counts.
 */
export function hasPreviousLocation(
  win: { history: Pick<History, 'length'>; location: Pick<Location, 'origin'>; navigation?: NavigationLike } = window,
): boolean {
  const navigation = win.navigation;
  if (navigation?.currentEntry) {
    const index = navigation.currentEntry.index;
    if (index <= 0) return false;
    const previous = navigation.entries()[index - 1]?.url;
    if (!previous) return false;
    const url = new URL(previous);
    return url.origin === win.location.origin && !isSignInStep(url);
  }
  return win.history.length > 1;
}
