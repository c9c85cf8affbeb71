import { BRAND } from '../config/brand';

/** doc 1 §2, §8: what an expired trial sees instead of the cluster list and the data apps catalogue. */
export const TRIAL_EXPIRED_TEXTS = {
  title: `YOUR TRIAL OF ${BRAND.cloudName.toUpperCase()} IS EXPIRED`,
  requestUpgrade: 'Request Upgrade',
  registerLab: 'Register in Virtual Hands On Lab',
} as const;
