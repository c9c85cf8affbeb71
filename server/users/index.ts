/**
 * The users module: accounts and profiles, the demo accounts, and the user calls of spec doc 1 §7.
 * Identity code reads accounts through ./accounts only.
 */
import type { EmulatorModule } from '../module';
import { userPublicRoutes, userRoutes } from './routes';
import { USERS_SCHEMA } from './schema';
import { THROTTLE_SCHEMA } from './sign-in-throttle';
import { seedDemoUsers } from './seed-users';

/** System configurations the emulated platform answers with (POST systemconfigurations, premium flag). */
const SYSTEM_CONFIGURATIONS: readonly [key: string, type: string, value: string][] = [
  ['premium.package.enabled', 'flag', 'true'],
  ['service.premium.supported', 'premium', 'true'],
];

export const usersModule: EmulatorModule = {
  name: 'users',
  schema: USERS_SCHEMA + THROTTLE_SCHEMA,
  seed(ctx) {
    seedDemoUsers(ctx.db, ctx.clock.now(), (ms) => ctx.clock.realDelay(ms));
    const insert = ctx.db.prepare(
      'INSERT OR IGNORE INTO system_configurations (config_key, config_type, value) VALUES (?, ?, ?)',
    );
    ctx.db.transaction(() => {
      for (const [key, type, value] of SYSTEM_CONFIGURATIONS) insert.run(key, type, value);
    })();
  },
  publicRoutes: userPublicRoutes,
  routes: userRoutes,
};
