/**
 * Texts of the Plans page (spec doc 3 §2, §8, §9). Quoted spec texts are verbatim ('Not working!!' included);
 * the card texts are in domain/plans.ts (the plan tab shows them too), the change texts in
 * domain/validation/plans.ts (the emulator answers them). The rest is ours.
 */
import { FREE_TRIAL_CREDIT_USD, PREMIUM_MONTHLY_USD, PREMIUM_TRIAL_DAYS, PREMIUM_YEARLY_USD } from '../../domain/constants';

export const PLANS_TEXTS = {
  title: 'Plans',
  close: 'Close plans',
  currentPlan: 'Current Plan',
  tryForFree: 'Try for free',
  contactSales: 'Contact Sales',
  /** doc 3 §2: "The button only shows an alert 'Not working!!'". */
  contactSalesAlert: 'Not working!!',
  dismiss: 'Dismiss',
  downgrade: 'Downgrade',
  cardsLabel: 'Available plans',
  purchase: {
    title: 'Purchase Premium Plan',
    back: 'Back to plans',
    credits: `Free $${FREE_TRIAL_CREDIT_USD} Credits`,
    featuresCaption: 'What Premium includes',
    featureColumn: 'Feature',
    includedColumn: 'Premium',
    included: 'Included',
    pricingCaption: 'Pricing after the free credits',
    pricingItem: 'Item',
    pricingPrice: 'Price',
    submit: 'Submit purchase',
    secure: 'Safe & secure payment',
  },
  downgradeDialog: {
    title: 'Downgrade to the free plan?',
    body: 'Your account moves to the Basic (free) plan: premium features stop and your clusters keep running on the free plan.',
    cancel: 'Cancel',
    confirm: 'Downgrade',
    checking: 'Checking whether your account can downgrade',
  },
  /** The screen without the payment toggle: no self-service purchase (doc 3 §9 offer to free users). */
  offer: {
    intro: 'Compare the plans. To change yours, ask our team.',
    premiumOffer: `Premium ${PREMIUM_TRIAL_DAYS}-day free trial, then $${PREMIUM_YEARLY_USD}/year (about $${PREMIUM_MONTHLY_USD}/month)`,
    requestUpgrade: 'Request Upgrade',
    changeThroughSupport: 'To change your plan, contact Help & Support.',
    contactSupport: 'Contact Help & Support',
  },
  enterpriseNote: 'Your Enterprise plan is managed by your account team.',
  errorTitle: 'Your plan could not be loaded.',
  loading: 'Loading plans',
  retry: 'Try again',
  stale: (time: string) => `Showing your plan as of ${time}: the latest refresh failed.`,
} as const;
