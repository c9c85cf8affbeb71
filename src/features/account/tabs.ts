/**
 * The tabs of /my-account, selected by the query parameter `tab` (doc 1 §2): personal-information (default),
 * security, plan (only when the payment toggle is on) and billing-history. A value that is not offered to
 * the user (plan without the toggle, or anything else) shows the default tab.
 */
import type { User } from '../../contract/types';
import { isToggleEnabled } from '../../domain/permissions';

export const ACCOUNT_TABS = ['personal-information', 'security', 'plan', 'billing-history'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'personal-information';

/** The tabs this user is offered, in order. */
export function accountTabsFor(user: Pick<User, 'toggleFeatures' | 'features'>): readonly AccountTab[] {
  return ACCOUNT_TABS.filter((tab) => tab !== 'plan' || isToggleEnabled(user, 'payment'));
}

export function parseAccountTab(value: string | null, offered: readonly AccountTab[] = ACCOUNT_TABS): AccountTab {
  return offered.find((tab) => tab === value) ?? DEFAULT_ACCOUNT_TAB;
}
