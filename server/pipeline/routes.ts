/**
 * The pipeline calls (spec doc 1 §7, doc 3 §7; see docs/emulator-api.md):
 *   POST /api/azurePipeline/azurepipelinestatus { email, userID }        → { states, pipelineStatus }
 *   POST /api/azurePipeline/getAzurePlan { email, tenant }               → { plan }
 *   POST /api/consentflow/create-subscription { …subscription }          → 201 { message, subscriptionId }
 *   POST /api/azurePipeline { userID, email, subscriptionId } (save)     → 201 { message, states, pipelineStatus }
 * and the test hook POST /api/_emulator/pipeline/fail { email | userId, error? }.
 */
import type { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { FieldError, PipelineResponse, RoleName } from '../../src/api/types';
import { PIPELINE_STAGES } from '../../src/domain/pipeline';
import {
  AZURE_REGIONS_CONFIG,
  DEFAULT_AZURE_REGIONS,
  parseCredentials,
  parseRegionList,
  SUBNET_FIELDS,
  validateConsentForm,
  type ConsentFormValues,
} from '../../src/domain/validation/consent';
import { HttpError, invalid, OTHER_USER, ownUser, readJson } from '../api-helpers';
import type { ApiEnv, EmulatorContext } from '../context';
import { findAccountByEmail, findAccountByUuid } from '../users/accounts';
import { getProfile, requireUserRow, saveProfile } from '../users/store';
import type { SubscriptionRow } from './schema';
import { activePipeline, emitPipelineEvent, failPipeline, latestPipeline, startPipeline, toPipelineStatus } from './sim';

export const PIPELINE_MESSAGES = {
  required: (field: string) => `${field} is required`,
  mustBeBoolean: (field: string) => `${field} must be true or false`,
  emailMismatch: 'email must be the signed-in account’s e-mail',
  consentNotAvailable: 'The consent flow is not available for this account',
  deploymentRunning: 'A deployment is already in progress for this account',
  subscriptionCreated: 'Subscription created successfully',
  subscriptionNotFound: 'No consent subscription with this id',
  subscriptionUsed: 'This subscription has already been deployed',
  deploymentStarted: 'Deployment started',
  credentialsMismatch: 'appID and tenant must match the subscription information',
  noActivePipeline: 'No deployment in progress for this account',
  hookUserRequired: 'Give the email or userId of the account',
} as const;

/** The cloud-provider plan of an account, by its role (getAzurePlan). */
export const AZURE_PLANS: Record<RoleName, string> = {
  free: 'Trial',
  basic: 'Standard',
  premium: 'Standard',
  enterprise: 'Enterprise',
};

function text(body: Record<string, unknown>, field: string, errors: FieldError[]): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') {
    errors.push({ fieldName: field, message: PIPELINE_MESSAGES.required(field) });
    return '';
  }
  return value.trim();
}

/** Body `email` must be the caller's account e-mail (any case), body `userID`/`userId` the caller. */
function checkIdentity(ctx: EmulatorContext, callerUuid: string, email: string, userId?: string): void {
  if (userId !== undefined && userId !== callerUuid) throw new HttpError(403, OTHER_USER);
  const account = findAccountByUuid(ctx.db, callerUuid);
  if (!account) throw new HttpError(404, 'User not found');
  if (account.email.toLowerCase() !== email.toLowerCase()) throw new HttpError(403, PIPELINE_MESSAGES.emailMismatch);
}

function failOn(errors: FieldError[]): void {
  if (errors.length > 0) throw invalid(errors);
}

export function azureRegions(ctx: EmulatorContext): string[] {
  const row = ctx.db
    .prepare('SELECT value FROM system_configurations WHERE config_key = ? AND config_type = ?')
    .get(AZURE_REGIONS_CONFIG.configKey, AZURE_REGIONS_CONFIG.configType) as { value: string } | undefined;
  return parseRegionList(row?.value ?? DEFAULT_AZURE_REGIONS.join(','));
}

function pipelineAnswer(ctx: EmulatorContext, userId: string): PipelineResponse {
  const row = latestPipeline(ctx, userId);
  return { states: [...PIPELINE_STAGES], pipelineStatus: row ? toPipelineStatus(row) : null };
}

/** The consent form's values out of a body; wrong types become field errors. */
function formValues(body: Record<string, unknown>, errors: FieldError[]): ConsentFormValues {
  const str = (field: string): string => {
    const value = body[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      errors.push({ fieldName: field, message: PIPELINE_MESSAGES.required(field) });
      return '';
    }
    return value;
  };
  if (typeof body.network !== 'boolean') errors.push({ fieldName: 'network', message: PIPELINE_MESSAGES.mustBeBoolean('network') });
  return {
    configurationName: str('configurationName'),
    subscriptionID: str('subscriptionID'),
    resourceGroup: str('resourceGroup'),
    region: str('region'),
    servicePrincipalCredentials: str('servicePrincipalCredentials'),
    network: body.network === true,
    vnName: str('vnName'),
    subnet1: str('subnet1'),
    subnet2: str('subnet2'),
    subnet3: str('subnet3'),
    subnet4: str('subnet4'),
    subnet5: str('subnet5'),
  };
}

export function pipelineRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  api.post('/azurePipeline/azurepipelinestatus', async (c) => {
    const body = await readJson(c);
    const errors: FieldError[] = [];
    const email = text(body, 'email', errors);
    const userID = text(body, 'userID', errors);
    failOn(errors);
    const caller = ownUser(c, userID);
    checkIdentity(ctx, caller.uuid, email);
    return c.json<PipelineResponse>(pipelineAnswer(ctx, caller.uuid));
  });

  api.post('/azurePipeline/getAzurePlan', async (c) => {
    const body = await readJson(c);
    const errors: FieldError[] = [];
    const email = text(body, 'email', errors);
    text(body, 'tenant', errors);
    failOn(errors);
    const caller = c.get('caller');
    checkIdentity(ctx, caller.uuid, email);
    const profile = getProfile(requireUserRow(ctx.db, caller.uuid));
    return c.json({ plan: AZURE_PLANS[profile.role.name] });
  });

  api.post('/consentflow/create-subscription', async (c) => {
    const body = await readJson(c);
    const errors: FieldError[] = [];
    const values = formValues(body, errors);
    for (const [field, message] of Object.entries(validateConsentForm(values, azureRegions(ctx)))) {
      errors.push({ fieldName: field, message });
    }
    const extra = {
      userId: text(body, 'userId', errors),
      email: text(body, 'email', errors),
      appID: text(body, 'appID', errors),
      tenant: text(body, 'tenant', errors),
      plan: text(body, 'plan', errors),
      incortaImage: text(body, 'incortaImage', errors),
      k8sVersion: text(body, 'k8sVersion', errors),
    };
    failOn(errors);
    const credentials = parseCredentials(values.servicePrincipalCredentials);
    if (credentials && (credentials.appId !== extra.appID || credentials.tenant !== extra.tenant)) {
      throw invalid([{ fieldName: 'appID', message: PIPELINE_MESSAGES.credentialsMismatch }]);
    }
    const caller = ownUser(c, extra.userId);
    checkIdentity(ctx, caller.uuid, extra.email);
    if (!getProfile(requireUserRow(ctx.db, caller.uuid)).showConsentFlow) {
      throw new HttpError(403, PIPELINE_MESSAGES.consentNotAvailable);
    }
    if (activePipeline(ctx, caller.uuid)) throw new HttpError(409, PIPELINE_MESSAGES.deploymentRunning);
    const row: SubscriptionRow = {
      id: randomUUID(),
      user_uuid: caller.uuid,
      configuration_name: values.configurationName.trim(),
      subscription_id: values.subscriptionID.trim(),
      resource_group: values.resourceGroup.trim(),
      region: values.region,
      network: values.network ? 1 : 0,
      vn_name: values.vnName.trim(),
      subnets: JSON.stringify(values.network ? SUBNET_FIELDS.map((field) => values[field].trim()) : []),
      // The service principal's password is used by the deployment and never stored.
      app_id: extra.appID,
      tenant: extra.tenant,
      plan: extra.plan,
      incorta_image: extra.incortaImage,
      k8s_version: extra.k8sVersion,
      created_at: new Date(ctx.clock.now()).toISOString(),
      pipeline_id: null,
    };
    ctx.db
      .prepare(
        `INSERT INTO consent_subscriptions (id, user_uuid, configuration_name, subscription_id, resource_group, region,
           network, vn_name, subnets, app_id, tenant, plan, incorta_image, k8s_version, created_at, pipeline_id)
         VALUES (@id, @user_uuid, @configuration_name, @subscription_id, @resource_group, @region, @network, @vn_name,
           @subnets, @app_id, @tenant, @plan, @incorta_image, @k8s_version, @created_at, @pipeline_id)`,
      )
      .run(row);
    return c.json({ message: PIPELINE_MESSAGES.subscriptionCreated, subscriptionId: row.id }, 201);
  });

  api.post('/azurePipeline', async (c) => {
    const body = await readJson(c);
    const errors: FieldError[] = [];
    const userID = text(body, 'userID', errors);
    const email = text(body, 'email', errors);
    const subscriptionId = text(body, 'subscriptionId', errors);
    failOn(errors);
    const caller = ownUser(c, userID);
    checkIdentity(ctx, caller.uuid, email);
    const subscription = ctx.db
      .prepare('SELECT * FROM consent_subscriptions WHERE id = ? AND user_uuid = ?')
      .get(subscriptionId, caller.uuid) as SubscriptionRow | undefined;
    if (!subscription) throw new HttpError(404, PIPELINE_MESSAGES.subscriptionNotFound);
    if (subscription.pipeline_id !== null) throw new HttpError(409, PIPELINE_MESSAGES.subscriptionUsed);
    if (activePipeline(ctx, caller.uuid)) throw new HttpError(409, PIPELINE_MESSAGES.deploymentRunning);
    const row = ctx.db.transaction(() => {
      const started = startPipeline(ctx, {
        userId: caller.uuid,
        subscriptionId: subscription.id,
        configurationName: subscription.configuration_name,
        region: subscription.region,
        plan: subscription.plan,
        incortaImage: subscription.incorta_image,
      });
      ctx.db.prepare('UPDATE consent_subscriptions SET pipeline_id = ? WHERE id = ?').run(started.id, subscription.id);
      // The form is for a first deployment: it closes while this one runs (a failure reopens it).
      const profile = getProfile(requireUserRow(ctx.db, caller.uuid));
      saveProfile(ctx.db, caller.uuid, { ...profile, showConsentFlow: false });
      return started;
    })();
    emitPipelineEvent(ctx, row);
    return c.json(
      { message: PIPELINE_MESSAGES.deploymentStarted, states: [...PIPELINE_STAGES], pipelineStatus: toPipelineStatus(row) },
      201,
    );
  });
}

/** POST /api/_emulator/pipeline/fail { email | userId, error? }: the current stage of that account's deployment fails. */
export function pipelineHookRoutes(api: Hono, ctx: EmulatorContext): void {
  api.post('/_emulator/pipeline/fail', async (c) => {
    const body = await readJson(c);
    let userId = typeof body.userId === 'string' ? body.userId : null;
    if (!userId && typeof body.email === 'string') userId = findAccountByEmail(ctx.db, body.email)?.uuid ?? null;
    if (!userId) throw invalid([{ fieldName: 'email', message: PIPELINE_MESSAGES.hookUserRequired }]);
    const row = failPipeline(ctx, userId, typeof body.error === 'string' ? body.error : undefined);
    if (!row) throw new HttpError(404, PIPELINE_MESSAGES.noActivePipeline);
    return c.json({ pipelineStatus: toPipelineStatus(row) });
  });
}
