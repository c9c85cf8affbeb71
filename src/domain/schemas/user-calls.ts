/**
 * The bodies of the user calls no form shows field by field (spec doc 1 §7): activation, the password
 * changes, the cluster assignment and the system-configuration lookup. The app sends them; the emulator
 * parses them with these schemas (a 400 in the doc 1 §8 shape). The password's own rule is the forms'.
 */
import * as v from 'valibot';
import { present, requiredField } from './common';
import { passwordSchema } from './password';

export const USER_CALL_MESSAGES = {
  enableRequired: 'enable must be true',
  isSkippedRequired: 'isSkipped must be true or false',
  defaultValueRequired: 'defaultValue is required',
} as const;

/** POST users/{userId}/activate { enable: true } */
export const activateSchema = v.object({ enable: present(v.literal(true, USER_CALL_MESSAGES.enableRequired)) });

/** PUT users/{userId}/updatepassword { password } */
export const changePasswordSchema = v.object({ password: passwordSchema });

/** PUT users/{userId}/provision/updatepassword { userID, isSkipped, password }: the password only when not skipped. */
export const provisionPasswordSchema = v.variant(
  'isSkipped',
  [
    v.object({ userID: requiredField('userID'), isSkipped: v.literal(true) }),
    v.object({ userID: requiredField('userID'), isSkipped: v.literal(false), password: passwordSchema }),
  ],
  USER_CALL_MESSAGES.isSkippedRequired,
);

/** POST users/{userId}/instances/assign_cluster { userID } */
export const assignClusterSchema = v.object({ userID: requiredField('userID') });

/** POST systemconfigurations { configKey, configType, defaultValue } */
export const systemConfigSchema = v.object({
  configKey: requiredField('configKey'),
  configType: requiredField('configType'),
  defaultValue: present(v.string(USER_CALL_MESSAGES.defaultValueRequired)),
});
