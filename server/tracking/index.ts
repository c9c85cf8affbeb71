/**
 * Local stand-ins for the third-party analytics, chat and marketing scripts (doc 3 §2 tracking consent
 * drawer and chat widget), so the gating is tested for real and nothing leaves the origin. The served
 * config.json points the app at them while they are on (routes.ts `standInsOn`). Contract:
 * docs/emulator-api-parts/tracking.md.
 */
import type { EmulatorModule } from '../module';
import { trackingPublicRoutes, trackingRuntimeConfig } from './routes';
import { TRACKING_SCHEMA } from './schema';

export { listTrackingEvents, setStandIns, standInsOn } from './routes';

export const trackingModule: EmulatorModule = {
  name: 'tracking',
  schema: TRACKING_SCHEMA,
  publicRoutes: trackingPublicRoutes,
  runtimeConfig: trackingRuntimeConfig,
};
