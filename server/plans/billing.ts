/**
 * The billing history (doc 3 §7 statshistory, statshistorytotal), derived like every other reading of
 * consumption from usageOfDay (server/clusters/consumption/usage.ts), so a month's units here are the sum of
 * the days the consumption page and the cluster summary show. Only the clusters the user owns are billed to
 * them (a role holder's access is billed to the owner). A deleted cluster leaves no history (the emulator
 * keeps none).
 *
 * A cluster's month: its units are the sum of its days in that month up to now (UTC); its users (the owner
 * and every role holder) and its storage (the disk size, in TB) are counted pro rata of the days of the
 * month it existed up to now, so a part month costs a part of the per-month prices.
 */
import type { Database } from '../db';
import type { BillingStats, BillingTotals, StatsHistoryInstance } from '../../src/contract/types/plans';
import { applyCredit, billingStats, formatBillingMonth, GB_PER_TB, sumStats, type Plan } from '../../src/domain/plans';
import { DAY_MS, startOfUtcDay, usageOfDay } from '../clusters/consumption/usage';
import type { InstanceRow } from '../clusters/schema';

export interface BillingMonth {
  year: number;
  /** 1–12 */
  month: number;
}

function monthBounds({ year, month }: BillingMonth): { start: number; end: number; days: number } {
  const start = Date.UTC(year, month - 1, 1);
  const end = Date.UTC(year, month, 1);
  return { start, end, days: Math.round((end - start) / DAY_MS) };
}

export function monthOf(ms: number): BillingMonth {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

function nextMonth({ year, month }: BillingMonth): BillingMonth {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

const before = (a: BillingMonth, b: BillingMonth) => a.year < b.year || (a.year === b.year && a.month < b.month);

export function ownedClusters(db: Database, uuid: string): InstanceRow[] {
  return db.prepare('SELECT * FROM instances WHERE owner_uuid = ? ORDER BY created_at, name').all(uuid) as InstanceRow[];
}

function usersOf(db: Database, instanceId: string): number {
  const row = db.prepare('SELECT COUNT(*) AS n FROM cluster_roles WHERE instance_id = ?').get(instanceId) as { n: number };
  return 1 + row.n;
}

/** One cluster's stats in one month as of `now`; null when it did not exist in that month (or it is ahead). */
export function clusterMonth(db: Database, row: InstanceRow, month: BillingMonth, now: number): BillingStats | null {
  const { start, end, days } = monthBounds(month);
  const firstDay = Math.max(start, startOfUtcDay(Date.parse(row.created_at)));
  const lastDay = Math.min(end - DAY_MS, startOfUtcDay(now));
  if (firstDay > lastDay) return null;
  let incortaUnits = 0;
  let sparkUnits = 0;
  let counted = 0;
  for (let day = firstDay; day <= lastDay; day += DAY_MS) {
    const use = usageOfDay(row, day, now);
    incortaUnits += use.incorta;
    sparkUnits += use.spark;
    counted += 1;
  }
  const share = counted / days;
  return billingStats({
    incortaUnits,
    sparkUnits,
    users: usersOf(db, row.id) * share,
    storageTB: (row.dsize / GB_PER_TB) * share,
  });
}

/** GET users/{userId}/statshistory?date=MM/yyyy: each owned cluster that existed in the month. */
export function statsHistory(db: Database, uuid: string, month: BillingMonth, now: number): StatsHistoryInstance[] {
  return ownedClusters(db, uuid).flatMap((row) => {
    const stats = clusterMonth(db, row, month, now);
    return stats ? [{ id: row.id, name: row.name, stats }] : [];
  });
}

/**
 * GET users/{userId}/statshistorytotal: every month of every owned cluster up to now; what is billed counts
 * from the month the account started paying (`payingSince`, null on the free plan).
 */
export function statsTotal(
  db: Database,
  uuid: string,
  plan: Plan,
  payingSince: number | null,
  now: number,
): BillingTotals {
  const clusters = ownedClusters(db, uuid);
  const current = monthOf(now);
  const all: BillingStats[] = [];
  const billed: BillingStats[] = [];
  let first: BillingMonth | null = null;
  for (const row of clusters) {
    for (let month = monthOf(Date.parse(row.created_at)); !before(current, month); month = nextMonth(month)) {
      const stats = clusterMonth(db, row, month, now);
      if (!stats) continue;
      if (!first || before(month, first)) first = month;
      all.push(stats);
      if (payingSince !== null && !before(month, monthOf(payingSince))) billed.push(stats);
    }
  }
  const billable = sumStats(billed).totalCost;
  return {
    ...sumStats(all),
    since: first ? formatBillingMonth(first.year, first.month) : null,
    ...applyCredit(billable, plan),
  };
}
