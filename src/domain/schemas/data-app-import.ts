/**
 * The data apps import form and PUT blueprints/import (doc 3 §3 Import form, §5 Data Apps install, §7), with the
 * texts of domain/validation/data-app-import.ts. The form and the emulator parse with the same field rules; the
 * call adds the cluster, the data apps' names (comma-joined) and overwrite. What needs the catalogue or the
 * cluster (a name that exists and is installable, a tenant of the cluster, a known data source, the release,
 * the cluster's state) the emulator checks after the parse.
 */
import * as v from 'valibot';
import type { DataAppImportFields, DataAppImportPayload } from '../../contract/types';
import { DATA_APP_IMPORT_MESSAGES as M } from '../validation/data-app-import';
import { across, requiredField, requiredText } from './common';

/** A choice of a select: null, missing, of the wrong type or blank all read as "not chosen". */
function chosen(required: string) {
  return v.pipe(
    v.optional(v.nullable(v.unknown()), null),
    v.transform((value) => (typeof value === 'string' ? value.trim() : '')),
    v.minLength(1, required),
  );
}

function flag(field: string, fallback: boolean) {
  return v.optional(v.boolean(M.flag(field)), fallback);
}

/** What the form holds: the import's fields, a select's value null until chosen. */
export type DataAppImportFormValues = Omit<DataAppImportFields, 'tenant' | 'datasource'> & {
  tenant: string | null;
  datasource: string | null;
};

/** The form's defaults: username admin (doc 3 §2), folders and dashboards imported, nothing else. */
export const DATA_APP_IMPORT_DEFAULTS: DataAppImportFormValues = {
  tenant: null,
  username: 'admin',
  password: '',
  folders: true,
  dashboards: true,
  enableDynamicJoins: false,
  includeParquet: false,
  datasource: null,
};

const fieldEntries = {
  tenant: chosen(M.tenantRequired),
  username: v.pipe(requiredText(M.usernameRequired), v.trim(), v.minLength(1, M.usernameRequired)),
  // Not trimmed: a password is what it is.
  password: requiredText(M.passwordRequired),
  folders: flag('folders', true),
  dashboards: flag('dashboards', true),
  enableDynamicJoins: flag('enableDynamicJoins', false),
  includeParquet: flag('includeParquet', false),
  datasource: v.pipe(
    v.optional(v.nullable(v.unknown()), null),
    v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)),
  ),
};

type ParsedFields = { includeParquet: boolean; datasource: string | undefined };

/** The data source is required when the parquet files are copied (doc 3 §5). */
function datasourceRule<T extends ParsedFields & Record<string, unknown>>() {
  return across<T>('datasource', ['includeParquet'], (values) =>
    values.includeParquet && !values.datasource ? M.datasourceRequired : null,
  );
}

const formObject = v.object(fieldEntries);
export const dataAppImportFormSchema = v.pipe(formObject, datasourceRule<v.InferOutput<typeof formObject>>());

/** The data apps' names as the call carries them: comma-joined, each trimmed, blanks dropped. */
export function splitNames(names: string): string[] {
  return names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

export function joinNames(names: readonly string[]): string {
  return names.join(',');
}

const payloadObject = v.object({
  ...fieldEntries,
  instanceId: requiredField('instanceId'),
  names: v.pipe(
    requiredText(M.namesRequired),
    v.check((names) => splitNames(names).length > 0, M.namesRequired),
  ),
  overwrite: flag('overwrite', false),
});
export const dataAppImportPayloadSchema = v.pipe(payloadObject, datasourceRule<v.InferOutput<typeof payloadObject>>());

/** The call's fields from the form's values (a data source only when the parquet files are copied). */
export function toImportFields(values: DataAppImportFormValues): DataAppImportFields {
  return {
    tenant: values.tenant ?? '',
    username: values.username.trim(),
    password: values.password,
    folders: values.folders,
    dashboards: values.dashboards,
    enableDynamicJoins: values.enableDynamicJoins,
    includeParquet: values.includeParquet,
    ...(values.includeParquet && values.datasource ? { datasource: values.datasource } : {}),
  };
}

export function toImportPayload(
  instanceId: string,
  names: readonly string[],
  values: DataAppImportFormValues,
  overwrite: boolean,
): DataAppImportPayload {
  return { instanceId, ...toImportFields(values), names: joinNames(names), overwrite };
}
