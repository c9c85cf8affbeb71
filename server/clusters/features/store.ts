/** The cluster's feature switches as the instance carries them (doc 2 §3), and their writes. */
import type { Database } from '../../db';
import type { FeatureFlags } from '../../../src/contract/types';
import type { UpdateFlag } from '../../../src/domain/schemas/cluster-update';
import { PREMIUM_SUPPORTED_CONFIG } from '../../../src/domain/feature-switches';
import type { InstanceRow } from '../schema';
import type { FeaturesRow } from './schema';

/** The column of each flag the update call and the switch calls write. */
export const FLAG_COLUMNS: Record<UpdateFlag, keyof FeaturesRow> = {
  enableDataAgent: 'enable_data_agent',
  enableDeltaShare: 'enable_delta_share',
  enableOnboarding: 'enable_onboarding',
  enableChat: 'enable_chat',
  enableOpenAI: 'enable_open_ai',
  enableHomePage: 'enable_home_page',
  enableDataStudio: 'enable_data_studio',
  incortaXEnabled: 'incorta_x_enabled',
  mlflowEnabled: 'mlflow_enabled',
};

/** A cluster without a row: the columns' defaults. */
const DEFAULTS: Omit<FeaturesRow, 'instance_id'> = {
  incorta_x_enabled: 0,
  incorta_x_eligible: 1,
  sqli_separated: 0,
  enable_data_agent: 0,
  data_agent_new_ui: 1,
  enable_delta_share: 0,
  enable_onboarding: 1,
  enable_home_page: 0,
  enable_chat: 0,
  enable_open_ai: 0,
  mlflow_enabled: 0,
  enable_data_studio: 0,
  enable_business_user_notebook: 0,
  enable_microsoft_synapse: 0,
  premium_copilot: 1,
  premium_data_studio: 1,
};

function rowOf(db: Database, instanceId: string): Omit<FeaturesRow, 'instance_id'> {
  const row = db.prepare('SELECT * FROM cluster_features WHERE instance_id = ?').get(instanceId) as FeaturesRow | undefined;
  return row ?? DEFAULTS;
}

export function featuresOf(db: Database, row: InstanceRow): FeatureFlags {
  const f = rowOf(db, row.id);
  return {
    sleeppable: row.sleeppable === 1,
    incortaXEnabled: f.incorta_x_enabled === 1,
    isIncortaXEligible: f.incorta_x_eligible === 1,
    isSqliSeparated: f.sqli_separated === 1,
    enableDataAgent: f.enable_data_agent === 1,
    dataAgentNewUI: f.data_agent_new_ui === 1,
    enableDeltaShare: f.enable_delta_share === 1,
    enableOnboarding: f.enable_onboarding === 1,
    enableHomePage: f.enable_home_page === 1,
    enableChat: f.enable_chat === 1,
    enableOpenAI: f.enable_open_ai === 1,
    mlflowEnabled: f.mlflow_enabled === 1,
    enableDataStudio: f.enable_data_studio === 1,
    enableBusinessUserNotebook: f.enable_business_user_notebook === 1,
    enableMicrosoftSynapse: f.enable_microsoft_synapse === 1,
    premiumFeaturesConfig: {
      INCORTA_COPILOT_ENABLEMENT: f.premium_copilot === 1,
      ENABLE_DATA_STUDIO: f.premium_data_studio === 1,
    },
  };
}

/** Sets flags of one cluster (inside the caller's transaction). */
export function setFlags(db: Database, instanceId: string, flags: Partial<Record<UpdateFlag, boolean>>): void {
  const entries = Object.entries(flags).filter((e): e is [UpdateFlag, boolean] => typeof e[1] === 'boolean');
  if (entries.length === 0) return;
  db.prepare('INSERT OR IGNORE INTO cluster_features (instance_id) VALUES (?)').run(instanceId);
  for (const [flag, value] of entries) {
    db.prepare(`UPDATE cluster_features SET ${FLAG_COLUMNS[flag]} = ? WHERE instance_id = ?`).run(value ? 1 : 0, instanceId);
  }
}

/** The premium flag applies (system configuration service.premium.supported, doc 2 §6). */
export function premiumSupported(db: Database): boolean {
  const row = db
    .prepare('SELECT value FROM system_configurations WHERE config_key = ? AND config_type = ?')
    .get(PREMIUM_SUPPORTED_CONFIG.configKey, PREMIUM_SUPPORTED_CONFIG.configType) as { value: string } | undefined;
  return row?.value === 'true';
}
