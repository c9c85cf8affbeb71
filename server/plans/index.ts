/**
 * Plans and billing (doc 3 §2 Plans page, §4, §5, §7; doc 1 §2 my-account plan and billing-history tabs):
 * the plan change, the downgrade and purchase checks, payment, statshistory and statshistorytotal
 * (routes.ts, billing.ts; docs/emulator-api-parts/plans.md). Its table records the plan changes.
 */
import type { EmulatorModule } from '../module';
import { planRoutes } from './routes';
import { PLANS_SCHEMA } from './schema';

export const plansModule: EmulatorModule = {
  name: 'plans',
  schema: PLANS_SCHEMA,
  routes: planRoutes,
};
