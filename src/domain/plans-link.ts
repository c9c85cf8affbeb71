/** Where the Plans page's close icon returns (spec doc 3 §2), pure. */

/** The history state a link to /plans carries: the in-app location it was opened from. */
export interface PlansLinkState {
  plansReturnTo: string;
}

/** Without a known last location, the close icon goes to the plan tab (doc 3 §2). */
export const PLANS_CLOSE_FALLBACK = '/my-account?tab=plan';

export function plansLinkState(from: string): PlansLinkState {
  return { plansReturnTo: from };
}

/** The location to return to from a history state: an in-app path only (never another site), else the fallback. */
export function plansReturnTo(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('plansReturnTo' in state)) return PLANS_CLOSE_FALLBACK;
  const to = state.plansReturnTo;
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\') || to.startsWith('/plans')) return PLANS_CLOSE_FALLBACK;
  return to;
}
