/**
 * The error-reporting service the app's runtime config points at (doc 1 §2: "other errors go to an
 * error-reporting service"): POST /api/error-reports takes a report shaped by
 * src/domain/schemas/error-report.ts (no token: a report may come from a signed-out page) and keeps the
 * newest ERROR_REPORTS_KEPT in SQLite; older ones go in the same transaction. 202 on success.
 */
import type { Hono } from 'hono';
import { ERROR_REPORTS_KEPT, errorReportSchema, type ErrorReport } from '../../src/domain/schemas/error-report';
import type { EmulatorContext } from '../context';
import type { EmulatorModule } from '../module';
import { body } from '../validate';

export const ERROR_REPORTS_PATH = '/error-reports';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS error_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  report TEXT NOT NULL
);
`;

export interface StoredErrorReport {
  id: number;
  receivedAt: string;
  report: ErrorReport;
}

/** The kept reports, newest first (tests, and a look from the command line). */
export function listErrorReports(ctx: EmulatorContext): StoredErrorReport[] {
  const rows = ctx.db.prepare('SELECT id, received_at, report FROM error_reports ORDER BY id DESC').all() as {
    id: number;
    received_at: string;
    report: string;
  }[];
  return rows.map((row) => ({ id: row.id, receivedAt: row.received_at, report: JSON.parse(row.report) as ErrorReport }));
}

function keep(ctx: EmulatorContext, report: ErrorReport): void {
  ctx.db.transaction(() => {
    ctx.db
      .prepare('INSERT INTO error_reports (received_at, report) VALUES (?, ?)')
      .run(new Date(ctx.clock.now()).toISOString(), JSON.stringify(report));
    ctx.db
      .prepare('DELETE FROM error_reports WHERE id NOT IN (SELECT id FROM error_reports ORDER BY id DESC LIMIT ?)')
      .run(ERROR_REPORTS_KEPT);
  })();
}

export const errorReportsModule: EmulatorModule = {
  name: 'error-reports',
  schema: SCHEMA,
  publicRoutes: (api: Hono, ctx) => {
    api.post(ERROR_REPORTS_PATH, body(errorReportSchema), (c) => {
      keep(ctx, c.var.body);
      return c.body(null, 202);
    });
  },
  runtimeConfig: (ctx) => ({ errorReporting: { url: `${ctx.publicUrl}/api${ERROR_REPORTS_PATH}` } }),
};
