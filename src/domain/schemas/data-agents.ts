/**
 * Data agent connections (spec doc 2 §5, §7): one schema for the create/edit form and one per call, with the
 * texts of domain/validation/data-agents.ts. Name: required, 1 to 254 characters, a letter or underscore then
 * letters, digits, underscores; tenant required; description optional (the only field an edit changes).
 * What needs the database (the name taken, the tenant one of the cluster's) the emulator checks after the parse.
 */
import * as v from 'valibot';
import { DATA_AGENT_NAME_MAX, DATA_AGENT_NAME_PATTERN } from '../data-agents';
import { DATA_AGENT_DESCRIPTION_MAX, DATA_AGENT_MESSAGES as M } from '../validation/data-agents';
import { requiredText, textOrEmpty } from './common';

const name = v.pipe(
  requiredText(M.nameRequired),
  v.maxLength(DATA_AGENT_NAME_MAX, M.nameTooLong),
  v.regex(DATA_AGENT_NAME_PATTERN, M.nameFormat),
);

const tenantID = requiredText(M.tenantRequired);

const description = v.pipe(textOrEmpty(M.description), v.maxLength(DATA_AGENT_DESCRIPTION_MAX, M.descriptionTooLong));

export type DataAgentFormValues = { name: string; tenantID: string; description: string };

/** The create form; on edit, name and tenant are shown read-only and only the description is checked. */
export function dataAgentFormSchema(mode: 'create' | 'edit') {
  return v.config(
    mode === 'create'
      ? v.object({ name, tenantID, description })
      : v.object({ name: v.string(), tenantID: v.string(), description }),
    { abortPipeEarly: true },
  );
}

/** POST users/instances/{id}/da/create: { tenantID, name, description }. */
export const createDataAgentPayloadSchema = v.config(v.object({ tenantID, name, description: v.optional(description, '') }), {
  abortPipeEarly: true,
});

/** PUT …/da/{id}/update: { description }; name and tenant are not editable (doc 2 §5): other fields are ignored. */
export const updateDataAgentPayloadSchema = v.config(v.object({ description }), {
  abortPipeEarly: true,
});

/** DELETE …/da/delete: { ids }. */
export const deleteDataAgentsPayloadSchema = v.config(
  v.object({
    ids: v.pipe(v.optional(v.array(v.string(M.idsRequired), M.idsRequired), []), v.minLength(1, M.idsRequired)),
  }),
  { abortPipeEarly: true },
);

const tenantName = requiredText(M.tenantNameRequired);

/** POST …/da/{id}/generate-auth-file: { clientOrigin, tenantName }. */
export const generateAuthFilePayloadSchema = v.config(
  v.object({
    clientOrigin: v.pipe(requiredText(M.clientOriginRequired), v.regex(/^https?:\/\/[^/\s]+$/, M.clientOrigin)),
    tenantName,
  }),
  { abortPipeEarly: true },
);

/** POST …/da/{id}/execute-action: { tenantName, action }. */
export const executeDataAgentActionPayloadSchema = v.config(
  v.object({
    tenantName,
    action: v.pipe(v.optional(v.string(M.action), ''), v.picklist(['start', 'stop', 'restart'], M.action)),
  }),
  { abortPipeEarly: true },
);
