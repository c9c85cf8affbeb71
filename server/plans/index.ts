/**
 * Plans and billing (doc 3 §2 Plans page, §4, §5, §7; doc 1 §2 my-account plan and billing-history tabs):
 * the plan change, the downgrade and purchase checks, payment, statshistory and statshistorytotal. Built by
 * issue 15.
 */
import type { EmulatorModule } from '../module';

export const plansModule: EmulatorModule = {
  name: 'plans',
};
