/**
 * The feature switches' gates on the emulator: the same rules the page shows a switch by
 * (src/domain/feature-switches.ts). A refusal of the account, plan or role is a 403; the cluster's state a 409.
 */
import type { User } from '../../../src/contract/types';
import {
  changeRefusal,
  switchRefusal,
  type FeatureSwitch,
  type SwitchContext,
  type SwitchRefusal,
} from '../../../src/domain/feature-switches';
import { HttpError } from '../../api-helpers';
import type { EmulatorContext } from '../../context';
import { countOf as dataAgentCount } from '../data-agents/store';
import { clusterStatus, toInstance, type VisibleInstance } from '../store';
import { featuresOf, premiumSupported } from './store';

export function switchContext(ctx: EmulatorContext, visible: VisibleInstance, user: User): SwitchContext {
  const instance = toInstance(visible);
  const flags = featuresOf(ctx.db, visible.row);
  return {
    user,
    cluster: {
      platform: instance.platform,
      image: instance.image,
      isPremium: instance.isPremium,
      clusterPolicy: instance.clusterPolicy,
      premiumFeaturesConfig: flags.premiumFeaturesConfig,
      isIncortaXEligible: flags.isIncortaXEligible,
    },
    status: clusterStatus(visible.row),
    premiumSupported: premiumSupported(ctx.db),
  };
}

/**
 * Throws the first refusal among the changes: any 403 (account, plan, role) before a 409 (state), so a caller
 * who may never make the change is not told to connect the cluster first.
 */
export function checkSwitches(
  ctx: EmulatorContext,
  visible: VisibleInstance,
  user: User,
  changes: readonly (readonly [FeatureSwitch, boolean])[],
): void {
  if (changes.length === 0) return;
  const context = switchContext(ctx, visible, user);
  const refusals: SwitchRefusal[] = [];
  // Turning data agent off is refused while the cluster has data agent connections.
  const connections = changes.some(([key, enable]) => key === 'dataAgent' && !enable) ? dataAgentCount(ctx.db, visible.row.id) : 0;
  for (const [key, enable] of changes) {
    const refusal = switchRefusal(key, context) ?? changeRefusal(key, enable, connections);
    if (refusal) refusals.push(refusal);
  }
  const forbidden = refusals.find((r) => r.kind !== 'state');
  if (forbidden) throw new HttpError(403, forbidden.message);
  const state = refusals[0];
  if (state) throw new HttpError(409, state.message);
}
