/** Cancel goes to the last location, or to '/' when this tab has no earlier page of the app (doc 3 §2). */
export const CANCEL_FALLBACK = '/';

/** Pages of the sign-in round trip: going back to them would restart the sign-in. */
function isSignInStep(url: string): boolean {
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith('/oidc') || pathname === '/auth/callback';
  } catch {
    return true;
  }
}

interface NavigationLike {
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
}

/** True when going back lands on a page of the app (checked exactly where the Navigation API exists). */
export function canGoBack(win: Window & { navigation?: NavigationLike } = window): boolean {
  const navigation = win.navigation;
  if (navigation?.currentEntry) {
    const index = navigation.currentEntry.index;
    if (index <= 0) return false;
    const previous = navigation.entries()[index - 1]?.url;
    return !!previous && previous.startsWith(win.location.origin) && !isSignInStep(previous);
  }
  return win.history.length > 1;
}
