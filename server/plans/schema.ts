/**
 * The plans module's table: every plan change a user made (POST plan/{userId}), newest last. The payment
 * record's `since` and the billed months of the billing history start at the latest change to premium; a
 * seeded paying account that never changed counts from its creation.
 */
export const PLANS_SCHEMA = `
CREATE TABLE IF NOT EXISTS plan_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  plan TEXT NOT NULL CHECK (plan IN ('free', 'premium')),
  changed_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS plan_changes_user ON plan_changes (user_uuid, id);
`;

export interface PlanChangeRow {
  id: number;
  user_uuid: string;
  plan: 'free' | 'premium';
  changed_at: string;
}
