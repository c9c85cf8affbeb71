/**
 * Imports on the simulated clock (doc 3 §4): an import loads for importDuration(n) simulated ms, then ends
 * (store.ts finishImport: imported, partly imported or failed, with a notice of kind 'operation.data-apps').
 * One indexed read (state, ends_at) when nothing is due; the clock hook's jump moves every stored instant back.
 */
import type { InstanceRow } from '../schema';
import type { SimFamily } from '../sim/sim-family';
import { dueImports, finishImport } from './store';

export const dataAppImportsSim: SimFamily = {
  advance(ctx, now, events) {
    const due = dueImports(ctx.db, now);
    if (due.length === 0) return 0;
    const select = ctx.db.prepare('SELECT * FROM instances WHERE id = ?');
    for (const row of due) finishImport(ctx.db, row, (select.get(row.instance_id) as InstanceRow | undefined) ?? null, events);
    return due.length;
  },
  moveBack(ctx, realMs) {
    ctx.db
      .prepare(
        `UPDATE data_app_imports SET started_at = started_at - @ms, ends_at = ends_at - @ms,
           finished_at = CASE WHEN finished_at IS NULL THEN NULL ELSE finished_at - @ms END`,
      )
      .run({ ms: realMs });
    ctx.db.prepare('UPDATE imported_data_apps SET imported_at = imported_at - @ms').run({ ms: realMs });
  },
};
