/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens) in the emulator's
 * SQLite database, so a restart keeps people signed in. Expiry is wall-clock time: the provider stamps
 * its artifacts with real epoch seconds, not the simulated clock.
 */
import type { Database } from '../db';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

export const OIDC_SCHEMA = `
CREATE TABLE IF NOT EXISTS oidc_models (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  grant_id TEXT,
  user_code TEXT,
  uid TEXT,
  expires_at INTEGER,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_models_grant ON oidc_models (grant_id);
CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (model, uid);
CREATE INDEX IF NOT EXISTS oidc_models_user_code ON oidc_models (model, user_code);
`;

const SWEEP_EVERY = 200;

export function sqliteAdapterFactory(db: Database, now: () => number = Date.now): AdapterFactory {
  const upsert = db.prepare(
    `INSERT OR REPLACE INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at)
     VALUES (@model, @id, @payload, @grantId, @userCode, @uid, @expiresAt)`,
  );
  const alive = '(expires_at IS NULL OR expires_at > @now)';
  const byId = db.prepare(`SELECT payload FROM oidc_models WHERE model = @model AND id = @id AND ${alive}`);
  const byUid = db.prepare(`SELECT payload FROM oidc_models WHERE model = @model AND uid = @uid AND ${alive}`);
  const byUserCode = db.prepare(
    `SELECT payload FROM oidc_models WHERE model = @model AND user_code = @userCode AND ${alive}`,
  );
  const destroy = db.prepare('DELETE FROM oidc_models WHERE model = @model AND id = @id');
  const revoke = db.prepare('DELETE FROM oidc_models WHERE grant_id = @grantId');
  const expiryOf = db.prepare('SELECT expires_at FROM oidc_models WHERE model = @model AND id = @id');
  const sweep = db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at <= @now');
  let writes = 0;

  const parse = (row: unknown): AdapterPayload | undefined =>
    row ? (JSON.parse((row as { payload: string }).payload) as AdapterPayload) : undefined;

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      if (++writes % SWEEP_EVERY === 0) sweep.run({ now: now() });
      upsert.run({
        model,
        id,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: typeof expiresIn === 'number' ? now() + expiresIn * 1000 : null,
      });
    },
    async find(id) {
      return parse(byId.get({ model, id, now: now() }));
    },
    async findByUid(uid) {
      return parse(byUid.get({ model, uid, now: now() }));
    },
    async findByUserCode(userCode) {
      return parse(byUserCode.get({ model, userCode, now: now() }));
    },
    async consume(id) {
      const payload = parse(byId.get({ model, id, now: now() }));
      if (!payload) return;
      const row = expiryOf.get({ model, id }) as { expires_at: number | null } | undefined;
      upsert.run({
        model,
        id,
        payload: JSON.stringify({ ...payload, consumed: Math.floor(now() / 1000) }),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: row?.expires_at ?? null,
      });
    },
    async destroy(id) {
      destroy.run({ model, id });
    },
    async revokeByGrantId(grantId) {
      revoke.run({ grantId });
    },
  });
}
