/**
 * The cluster's feature switches (doc 2 §3): one row per cluster that changed one; a cluster without a row
 * has the defaults of the columns. `sqliEnabled` stays on the instance (instances.sqli_enabled).
 * `premium_*`: the feature is premium-only on this cluster (premiumFeaturesConfig, doc 2 §6).
 */
export const FEATURES_SCHEMA = `
CREATE TABLE IF NOT EXISTS cluster_features (
  instance_id TEXT PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
  incorta_x_enabled INTEGER NOT NULL DEFAULT 0,
  incorta_x_eligible INTEGER NOT NULL DEFAULT 1,
  sqli_separated INTEGER NOT NULL DEFAULT 0,
  enable_data_agent INTEGER NOT NULL DEFAULT 0,
  data_agent_new_ui INTEGER NOT NULL DEFAULT 1,
  enable_delta_share INTEGER NOT NULL DEFAULT 0,
  enable_onboarding INTEGER NOT NULL DEFAULT 1,
  enable_home_page INTEGER NOT NULL DEFAULT 0,
  enable_chat INTEGER NOT NULL DEFAULT 0,
  enable_open_ai INTEGER NOT NULL DEFAULT 0,
  mlflow_enabled INTEGER NOT NULL DEFAULT 0,
  enable_data_studio INTEGER NOT NULL DEFAULT 0,
  enable_business_user_notebook INTEGER NOT NULL DEFAULT 0,
  enable_microsoft_synapse INTEGER NOT NULL DEFAULT 0,
  premium_copilot INTEGER NOT NULL DEFAULT 1,
  premium_data_studio INTEGER NOT NULL DEFAULT 1
);
`;

export interface FeaturesRow {
  instance_id: string;
  incorta_x_enabled: 0 | 1;
  incorta_x_eligible: 0 | 1;
  sqli_separated: 0 | 1;
  enable_data_agent: 0 | 1;
  data_agent_new_ui: 0 | 1;
  enable_delta_share: 0 | 1;
  enable_onboarding: 0 | 1;
  enable_home_page: 0 | 1;
  enable_chat: 0 | 1;
  enable_open_ai: 0 | 1;
  mlflow_enabled: 0 | 1;
  enable_data_studio: 0 | 1;
  enable_business_user_notebook: 0 | 1;
  enable_microsoft_synapse: 0 | 1;
  premium_copilot: 0 | 1;
  premium_data_studio: 0 | 1;
}
