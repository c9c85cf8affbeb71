/**
 * The support token's POST body (doc 2 §7: "POST renew uses revokeFirst"). Generating sends none or `{}`;
 * renewing sends `{ revokeFirst: true }`. The emulator parses the body with this schema.
 */
import * as v from 'valibot';

/** Ours: the spec gives no text for a malformed body. */
export const SUPPORT_TOKEN_PAYLOAD_MESSAGES = {
  revokeFirst: 'revokeFirst must be true or false',
} as const;

export const supportTokenPayloadSchema = v.object({
  revokeFirst: v.optional(v.boolean(SUPPORT_TOKEN_PAYLOAD_MESSAGES.revokeFirst), false),
});

export type SupportTokenInput = v.InferOutput<typeof supportTokenPayloadSchema>;
