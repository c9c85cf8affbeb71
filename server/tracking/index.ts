/**
 * Local stand-ins for the third-party analytics, chat and marketing scripts (doc 3 §2 tracking consent
 * drawer and chat widget), so the gating is tested for real and nothing leaves the origin. Built by issue 15.
 */
import type { EmulatorModule } from '../module';

export const trackingModule: EmulatorModule = {
  name: 'tracking',
};
