/**
 * The tabs of /my-account, selected by the query parameter `tab` (doc 1 §2). The plan and
 * billing-history tabs come with the plans area; until then they are not offered, and any other value
 * (theirs included) shows the default tab.
 */
export const ACCOUNT_TABS = ['personal-information', 'security'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'personal-information';

export function parseAccountTab(value: string | null): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? DEFAULT_ACCOUNT_TAB;
}
