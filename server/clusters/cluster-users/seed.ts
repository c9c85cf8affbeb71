import type { EmulatorContext } from '../../context';

/** Demo last sign-ins of the seeded cluster users (add to server/clusters/seed.ts `seedClusters`). */
export function seedClusterUsers(ctx: EmulatorContext): void {
  const now = ctx.clock.now();
  const HOUR = 3_600_000;
  const logins: readonly [string, number][] = [
    ['premium@demo.test', now - 2 * HOUR],
    ['manager@demo.test', now - 26 * HOUR],
    ['billing@demo.test', now - 9 * 24 * HOUR],
    ['enterprise@demo.test', now - 5 * HOUR],
  ];
  const insert = ctx.db.prepare(
    `INSERT OR IGNORE INTO cluster_user_logins (user_uuid, last_login_at) SELECT uuid, ? FROM users WHERE email = ? COLLATE NOCASE`,
  );
  ctx.db.transaction(() => {
    for (const [email, at] of logins) insert.run(at, email);
  })();
}
