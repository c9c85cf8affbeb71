/** The layout's texts in one place (spec doc 1 §2 header, menus, About, footer, banner; §4 provision modal). */
import { BRAND } from '../../config/brand';
import { FREE_TRIAL_CREDIT_TEXT } from '../../domain/constants';

export const NAV = {
  clusters: 'Clusters',
  dataApps: 'Data Apps',
  consumption: 'Consumption',
  mainLabel: 'Main navigation',
  openNav: 'Open navigation',
  closeNav: 'Close navigation',
  home: `${BRAND.productName} home`,
  skipToContent: 'Skip to main content',
} as const;

export const USER_MENU = {
  fallbackName: 'Account',
  myAccount: 'My Account',
  unitsConsumption: 'Units Consumption',
  helpSupport: 'Help & Support',
  about: 'About',
  logOut: 'Log Out',
  /** The colour scheme choice (issue 26 §5); System follows the device's setting. */
  theme: 'Theme',
  themeChoices: { light: 'Light', dark: 'Dark', auto: 'System' },
} as const;

export const ABOUT = {
  title: `About ${BRAND.productName}`,
  intro: BRAND.description,
  links: [
    { label: 'Website', href: BRAND.vendorSite },
    { label: 'Learning', href: BRAND.links.learning },
    { label: 'Support', href: BRAND.links.support },
    { label: 'Documentation', href: BRAND.links.documentation },
    { label: 'Community', href: BRAND.links.community },
    { label: 'Privacy Policy', href: BRAND.links.privacyPolicy },
    { label: 'Terms of Service (PDF)', href: BRAND.links.termsPdf },
  ],
  copyright: (year: number) => `© ${year} ${BRAND.productName}. All rights reserved.`,
  close: 'Close',
} as const;

export const FOOTER = {
  label: 'Resources',
  links: [
    { label: 'Community', href: BRAND.links.community },
    { label: 'Documentation', href: BRAND.links.documentation },
    { label: 'Free Training', href: BRAND.links.freeTraining },
  ],
} as const;

export const UPGRADE_BANNER = {
  label: 'Upgrade offer',
  text: `Your free trial comes with ${FREE_TRIAL_CREDIT_TEXT}. Upgrade to Premium to keep your clusters running when it is used up.`,
  /** Ours: the same offer once the trial has expired, when the free usage pitch is no longer true. */
  expiredText: 'Your free trial has ended. Upgrade to Premium to use your clusters again.',
  upgrade: 'Upgrade',
  dismiss: 'Dismiss',
} as const;

export const PROVISION = {
  title: 'Set your password',
  intro: 'Your account was set up with a temporary password. Choose your own password to continue.',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  submit: 'Set password',
} as const;

export const LOG_OUT_FAILED = 'Log Out did not complete. Please try again.';
