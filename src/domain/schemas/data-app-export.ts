/**
 * PUT blueprints/export (doc 3 §7) and the export form, with the texts of domain/validation/data-app-export.ts.
 * The form and the emulator parse with the same rules; what needs the cluster (a tenant of it, data apps on
 * that tenant, its state) the emulator checks after the parse.
 */
import * as v from 'valibot';
import type { DataAppExportPayload } from '../../contract/types/data-app-exports';
import { DATA_APP_EXPORT_MESSAGES as M } from '../validation/data-app-export';

/** A choice of a select: null, missing, of the wrong type or blank all read as "not chosen". */
function chosen(required: string) {
  return v.pipe(
    v.optional(v.nullable(v.unknown()), null),
    v.transform((value) => (typeof value === 'string' ? value.trim() : '')),
    v.minLength(1, required),
  );
}

const ids = v.pipe(
  v.optional(v.nullable(v.unknown()), null),
  v.transform((value) =>
    Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === 'string' && id.trim() !== '').map((id) => id.trim()))] : [],
  ),
  v.minLength(1, M.idsRequired),
);

export const dataAppExportSchema = v.object({
  instanceId: chosen(M.clusterRequired),
  tenant: chosen(M.tenantRequired),
  blueprintIds: ids,
});

/** What the export form holds: a select's value is null until chosen. */
export interface DataAppExportFormValues {
  instanceId: string | null;
  tenant: string | null;
  blueprintIds: string[];
}

export const DATA_APP_EXPORT_DEFAULTS: DataAppExportFormValues = { instanceId: null, tenant: null, blueprintIds: [] };

export function toExportPayload(values: DataAppExportFormValues): DataAppExportPayload {
  return { instanceId: values.instanceId ?? '', tenant: values.tenant ?? '', blueprintIds: [...values.blueprintIds] };
}
