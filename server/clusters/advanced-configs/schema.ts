/**
 * The values of advanced configurations a caller has changed (doc 2 §3, §7), per cluster and per tab ('system'
 * or a tenant's id). An item nobody changed has no row and reads as its catalogue default (catalogue.ts).
 */
export const ADVANCED_CONFIGS_SCHEMA = `
CREATE TABLE IF NOT EXISTS advanced_config_values (
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  scope TEXT NOT NULL,
  config_key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (instance_id, scope, config_key)
);
`;

export interface AdvancedConfigValueRow {
  instance_id: string;
  scope: string;
  config_key: string;
  value: string;
  updated_by: string;
  updated_at: number;
}
