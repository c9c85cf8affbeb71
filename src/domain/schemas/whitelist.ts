/**
 * The IP allow-list (spec doc 2 §5, §7): one schema per call, shared by the add and edit dialog and the
 * emulator, with the texts and entry rules of domain/validation/whitelist.ts.
 *
 *   POST …/whitelists        { range, description }          whitelistCreateSchema
 *   PUT  …/whitelists/{id}   { range, description, active }  whitelistUpdateSchema
 *
 * A valid range leaves the parse normalised (entries trimmed, joined by ', '); the description trimmed.
 */
import * as v from 'valibot';
import type { WhitelistUpdatePayload } from '../../contract/types';
import { rangeProblem, normalizeRange, WHITELIST_DESCRIPTION_MAX, WHITELIST_MESSAGES } from '../validation/whitelist';
import { noControlCharacters, present, textOrEmpty } from './common';

/** At least one entry, each an IPv4 address or range ('Invalid Ip item formatting!'), then normalised. */
const range = v.pipe(
  textOrEmpty(WHITELIST_MESSAGES.rangeRequired),
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = rangeProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
  v.transform(normalizeRange),
);

/** Optional free text (missing reads as empty), one line, trimmed. */
const description = v.pipe(
  textOrEmpty(WHITELIST_MESSAGES.descriptionTooLong),
  v.trim(),
  noControlCharacters(),
  v.maxLength(WHITELIST_DESCRIPTION_MAX, WHITELIST_MESSAGES.descriptionTooLong),
);

const active = present(v.boolean(WHITELIST_MESSAGES.activeRequired));

const early = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

export const whitelistCreateSchema = early(v.object({ range, description }));

export const whitelistUpdateSchema = early(v.object({ range, description, active }));

/** What the dialog holds; `active` is shown on edit only. */
export type WhitelistFormValues = WhitelistUpdatePayload;

/** The dialog's schema: the create call's on add, the update call's on edit. */
export function whitelistFormSchema(mode: 'create' | 'edit') {
  return mode === 'create' ? whitelistCreateSchema : whitelistUpdateSchema;
}

