/**
 * POST users/instances/updateautoscaling `{ instanceID, isEnabled }` (doc 2 §7): the switch sends it, the
 * emulator parses it with this schema (400 in the doc 1 §8 shape, every field at once).
 */
import * as v from 'valibot';
import { AUTOSCALE_FIELD_MESSAGES } from '../scaling';
import { present, requiredField } from './common';

export const updateAutoscalingSchema = v.object({
  instanceID: requiredField('instanceID'),
  isEnabled: present(v.boolean(AUTOSCALE_FIELD_MESSAGES.isEnabled)),
});
