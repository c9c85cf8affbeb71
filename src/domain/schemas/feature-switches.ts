/**
 * The feature switches' own calls (doc 2 §7): one schema per body, shared by the app's calls and the emulator.
 * A missing or non-boolean flag is refused on its field; ids are required texts.
 */
import * as v from 'valibot';
import { present, requiredField } from './common';

const flag = (field: string) => present(v.boolean(`${field} must be true or false`));

/** PUT users/{userId}/instances/{name}/sqli */
export const sqliSwitchSchema = v.object({ sqliEnabled: flag('sqliEnabled') });

/** PUT users/{userId}/instances/{name}/incortax */
export const incortaXSwitchSchema = v.object({ incortaXEnabled: flag('incortaXEnabled') });

/** POST users/{userId}/instances/{name}/copilot */
export const copilotSwitchSchema = v.object({ openAIEnabled: flag('openAIEnabled') });

/** POST users/instances/mlflow */
export const mlflowSwitchSchema = v.object({
  isEnabled: flag('isEnabled'),
  userID: requiredField('userID'),
  instanceID: requiredField('instanceID'),
});

/** POST instances/{id}/datastudio */
export const dataStudioSwitchSchema = v.object({ enable: flag('enable') });
