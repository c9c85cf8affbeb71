/**
 * The IP allow-list (spec doc 2 §5 "IP allow-list", §8): the texts of its rules and the rules on one entry,
 * pure, so the dialog can say which entry is wrong and the schema (domain/schemas/whitelist.ts, loaded with
 * the dialog) and the emulator apply the same ones.
 *
 * An item's `range` holds one or more entries, comma-separated. Each entry looks like an IPv4 address with an
 * optional /mask of up to 3 digits (doc 2 §5); beyond the spec's pattern, the entry must also be a real one:
 * four parts of 0 to 255 without leading zeros (01 reads as octal to some tools), and a mask of 0 to 32.
 * Whatever breaks, the field says 'Invalid Ip item formatting!' (exact); `rangeProblem` also says which entry
 * and why (ours).
 */

/** Ours: an item holds a handful of addresses; a bigger list belongs in several items with descriptions. */
export const WHITELIST_ENTRIES_MAX = 50;
/** Ours. */
export const WHITELIST_DESCRIPTION_MAX = 255;
/** Ours: more than WHITELIST_ENTRIES_MAX entries of at most 18 characters never fit. */
export const WHITELIST_RANGE_MAX = 2_000;

export const WHITELIST_MESSAGES = {
  /** doc 2 §5, §8 (exact). */
  invalidItem: 'Invalid Ip item formatting!',
  // ours: the spec names the rule, not its text
  rangeRequired: 'Enter at least one IP address or range',
  rangeTooLong: `Enter at most ${WHITELIST_RANGE_MAX} characters`,
  tooManyEntries: `Enter at most ${WHITELIST_ENTRIES_MAX} addresses or ranges in one item`,
  descriptionTooLong: `A description has at most ${WHITELIST_DESCRIPTION_MAX} characters`,
  /** The call's own field, which the create form does not show. */
  activeRequired: 'active must be true or false',
} as const;

/** Why one entry is not an IPv4 address or range (ours), `entry` as typed. */
export const ENTRY_PROBLEMS = {
  empty: 'is empty: remove the extra comma',
  notIpv4: 'is not an IPv4 address like 203.0.113.7 or a range like 203.0.113.0/24',
  partAbove255: (part: string) => `has ${part}, above 255`,
  leadingZero: (part: string) => `has ${part}, with a leading zero`,
  maskAbove32: (mask: string) => `has the mask /${mask}: a mask is 0 to 32`,
} as const;

const ENTRY_PATTERN = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?:\/(\d{1,3}))?$/;

/** The entries of a range as typed: split on commas, each trimmed (an empty one stays, to be reported). */
export function rangeEntries(range: string): string[] {
  return range.split(',').map((entry) => entry.trim());
}

/** The entries of a valid range, for display and storage: trimmed, none empty. */
export function splitRange(range: string): string[] {
  return rangeEntries(range).filter((entry) => entry !== '');
}

/** A valid range as stored: its entries joined by a comma and a space. */
export function normalizeRange(range: string): string {
  return splitRange(range).join(', ');
}

/** Why one entry is wrong (the end of a sentence that starts with the entry), or null. */
export function entryProblem(entry: string): string | null {
  if (entry === '') return ENTRY_PROBLEMS.empty;
  const match = ENTRY_PATTERN.exec(entry);
  if (!match) return ENTRY_PROBLEMS.notIpv4;
  const parts = match.slice(1, 5) as [string, string, string, string];
  for (const part of parts) {
    if (part.length > 1 && part.startsWith('0')) return ENTRY_PROBLEMS.leadingZero(part);
    if (Number(part) > 255) return ENTRY_PROBLEMS.partAbove255(part);
  }
  const mask = match[5];
  if (mask !== undefined) {
    if (mask.length > 1 && mask.startsWith('0')) return ENTRY_PROBLEMS.leadingZero(`/${mask}`);
    if (Number(mask) > 32) return ENTRY_PROBLEMS.maskAbove32(mask);
  }
  return null;
}

/** The first wrong entry of a range: its 1-based position, the entry, and why. */
export interface BadEntry {
  position: number;
  entry: string;
  problem: string;
}

/** The first wrong entry, or null. A trailing comma is forgiven (nothing after it was typed yet). */
export function badEntryOf(range: string): BadEntry | null {
  const entries = rangeEntries(range);
  const last = entries.length - 1;
  for (const [index, entry] of entries.entries()) {
    if (entry === '' && index === last && index > 0) continue;
    const problem = entryProblem(entry);
    if (problem !== null) return { position: index + 1, entry, problem };
  }
  return null;
}

/** The sentence that says which entry is wrong (ours): "Entry 2, 300.1.1.1, has 300, above 255." */
export function describeBadEntry({ position, entry, problem }: BadEntry): string {
  return entry === '' ? `Entry ${position} ${problem}.` : `Entry ${position}, ${entry}, ${problem}.`;
}

/** The first rule a range breaks (the field's text), or null. */
export function rangeProblem(range: string): string | null {
  if (range.trim() === '') return WHITELIST_MESSAGES.rangeRequired;
  if (range.length > WHITELIST_RANGE_MAX) return WHITELIST_MESSAGES.rangeTooLong;
  if (badEntryOf(range) !== null) return WHITELIST_MESSAGES.invalidItem;
  if (splitRange(range).length > WHITELIST_ENTRIES_MAX) return WHITELIST_MESSAGES.tooManyEntries;
  return null;
}

/** The inputs of the dialog. */
export type WhitelistInput = 'range' | 'description' | 'active';

/** Where the server's field messages go: each call's field is the dialog's input of the same name. */
export function whitelistInputForServerField(fieldName: string): WhitelistInput | null {
  return fieldName === 'range' || fieldName === 'description' || fieldName === 'active' ? fieldName : null;
}
