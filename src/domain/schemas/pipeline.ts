/**
 * The deployment pipeline's calls (spec doc 1 §7, doc 3 §7): each body names the signed-in account (the
 * emulator checks it is the caller) and, for a save, the subscription to deploy. The app sends them; the
 * emulator parses them with these schemas.
 */
import * as v from 'valibot';
import { requiredField } from './common';

/** POST azurePipeline/azurepipelinestatus */
export const pipelineStatusSchema = v.object({ email: requiredField('email'), userID: requiredField('userID') });

/** POST azurePipeline/getAzurePlan */
export const azurePlanSchema = v.object({ email: requiredField('email'), tenant: requiredField('tenant') });

/** POST azurePipeline (save: start the deployment of a consent subscription) */
export const savePipelineSchema = v.object({
  userID: requiredField('userID'),
  email: requiredField('email'),
  subscriptionId: requiredField('subscriptionId'),
});
