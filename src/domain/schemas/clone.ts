/**
 * Clone (spec doc 1 §5, §7): one schema for the form and the emulator (issue 11 §1, the template family
 * in README "How it is built"). The form checks the new name; the emulator checks the whole payload with
 * the same rule, then, after the parse, what needs the database (the source exists, the name is free).
 */
import * as v from 'valibot';
import { CLONE_NAME_MAX } from '../constants';
import { CLONE_MESSAGES } from '../validation/clone';
import { requiredText, textOrEmpty } from './common';

/**
 * The new cluster's name: required (blank or missing counts as empty), at most 21 characters; the first
 * rule broken is the one shown.
 */
const cloneName = v.pipe(
  textOrEmpty(CLONE_MESSAGES.required),
  v.check((value) => value.trim() !== '', CLONE_MESSAGES.required),
  v.maxLength(CLONE_NAME_MAX, CLONE_MESSAGES.tooLong),
);

/** What the clone form holds. */
export const cloneFormSchema = v.config(v.object({ name: cloneName }), { abortPipeEarly: true });

/** POST users/{uuid}/instances/clone: `{ name (new), clone (source) }`. */
export const clonePayloadSchema = v.config(
  v.object({
    name: cloneName,
    clone: requiredText(CLONE_MESSAGES.sourceRequired),
  }),
  { abortPipeEarly: true },
);
