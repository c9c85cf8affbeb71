/**
 * Create a cluster (doc 1 §4, §7; docs/emulator-api.md, "Cluster calls"): validated first, then inserted in
 * its creating phase in one transaction, the owner notified after the commit.
 */
import type { Hono } from 'hono';
import { readJson } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { loadCluster, userScope, write } from '../kit';
import { CLUSTER_MESSAGES, NOTICE_TEXTS } from '../messages';
import { syncUserCounts, toInstance } from '../store';
import { createPayloadSchema } from '../../../src/domain/schemas/create-cluster';
import { parseBody } from '../../validate';
import { createContext } from '../validation';
import { isNameTaken } from '../store';
import { checkMayCreate, insertCreating, isUniqueViolation, nameTaken } from './new-cluster';

export function createRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  api.post('/users/:userId/instances', userScope(ctx), async (c) => {
    const body = await readJson(c);
    const user = c.get('user');
    const platform = (['gc', 'az', 'az-saas'] as const).find((p) => p === body.platform) ?? 'gc';
    checkMayCreate(ctx, user, platform);
    const input = await parseBody(createPayloadSchema(createContext(db, user)), body);
    if (isNameTaken(db, input.name)) throw nameTaken();
    const isPremium = user.role.name !== 'free';
    try {
      write(ctx, (w) => {
        // Re-checked inside the transaction, so two racing creates cannot both pass the limit.
        checkMayCreate(ctx, user, platform);
        insertCreating(ctx, user.uuid, input, { isPremium, sqliEnabled: false, analyticsNodes: 1, loaderNodes: 1 });
        syncUserCounts(db, user.uuid);
        w.notify({ owner_uuid: user.uuid, name: input.name }, {
          event: 'CREATE_CLUSTER',
          kind: 'cluster.creating',
          title: 'Creating cluster',
          message: NOTICE_TEXTS.createRequested(input.name),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    const created = loadCluster(ctx, user, input.name);
    return c.json({ message: CLUSTER_MESSAGES.created, instance: toInstance(created) }, 201);
  });
}
