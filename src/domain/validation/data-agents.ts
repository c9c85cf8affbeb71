/**
 * Data agent connections (spec doc 2 §5, §8): the texts of their rules and where the server's field messages go
 * in the create/edit form. The spec gives the rules but no texts: these are ours. The rules themselves are the
 * schemas of domain/schemas/data-agents.ts (kept apart: valibot loads with the dialog only).
 */
import { DATA_AGENT_NAME_MAX } from '../data-agents';

/** Default text input max length (doc 2 §9), for the description. */
export const DATA_AGENT_DESCRIPTION_MAX = 100_000;

export const DATA_AGENT_MESSAGES = {
  nameRequired: 'Enter a name for the data agent',
  nameTooLong: `The name can have at most ${DATA_AGENT_NAME_MAX} characters`,
  nameFormat: 'The name must start with a letter or an underscore, followed by letters, digits or underscores',
  tenantRequired: 'Choose a tenant',
  descriptionTooLong: `The description can have at most ${DATA_AGENT_DESCRIPTION_MAX} characters`,
  /** The calls' own fields, which no form shows. */
  description: 'description must be a text',
  idsRequired: 'ids must list at least one data agent',
  clientOriginRequired: 'clientOrigin is required',
  clientOrigin: 'clientOrigin must be an http or https origin',
  tenantNameRequired: 'tenantName is required',
  action: 'action must be start, stop or restart',
} as const;

/** The inputs of the create/edit form. */
export type DataAgentInput = 'name' | 'tenantID' | 'description';

/** Where the server's field messages go (mutation meta `formFields`). */
export function dataAgentInputForServerField(fieldName: string): DataAgentInput | null {
  return fieldName === 'name' || fieldName === 'tenantID' || fieldName === 'description' ? fieldName : null;
}
