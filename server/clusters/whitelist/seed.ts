/** Demo allow-list items (ours) for a seeded cluster. Called from server/clusters/seed.ts. */
import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../../context';

export function seedWhitelist(ctx: EmulatorContext, instanceId: string): void {
  const now = ctx.clock.now();
  const insert = ctx.db.prepare(
    `INSERT OR IGNORE INTO whitelists (id, instance_id, range, description, active, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run(randomUUID(), instanceId, '203.0.113.0/24, 198.51.100.7', 'Head office and VPN gateway', 1, now, now);
  insert.run(randomUUID(), instanceId, '192.0.2.15', 'Former BI server', 0, now + 1, now + 1);
}
