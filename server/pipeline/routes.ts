/**
 * The pipeline calls (spec doc 1 §7, doc 3 §7; see docs/emulator-api.md):
 *   POST /api/azurePipeline/azurepipelinestatus { email, userID }        → { states, pipelineStatus }
 *   POST /api/azurePipeline/getAzurePlan { email, tenant }               → { plan }
 *   POST /api/consentflow/create-subscription { …subscription }          → 201 { message, subscriptionId }
 *   POST /api/azurePipeline { userID, email, subscriptionId } (save)     → 201 { message, states, pipelineStatus }
 * and the test hook POST /api/_emulator/pipeline/fail { email | userId, error? }.
 */
import type { Context, Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { PipelineResponse, RoleName } from '../../src/contract/types';
import { PIPELINE_STAGES } from '../../src/domain/pipeline';
import { consentPayloadSchema } from '../../src/domain/schemas/consent';
import { azurePlanSchema, pipelineStatusSchema, savePipelineSchema } from '../../src/domain/schemas/pipeline';
import { AZURE_REGIONS_CONFIG, DEFAULT_AZURE_REGIONS, parseCredentials, parseRegionList, SUBNET_FIELDS } from '../../src/domain/validation/consent';
import { HttpError, invalid, OTHER_USER, ownUser, readJson } from '../api-helpers';
import { body, guardedBody, parseBody, rawText } from '../validate';
import type { ApiEnv, EmulatorContext } from '../context';
import { findAccountByEmail, findAccountByUuid } from '../users/accounts';
import { getProfile, requireUserRow, saveProfile } from '../users/store';
import type { SubscriptionRow } from './schema';
import { activePipeline, emitPipelineEvent, failPipeline, latestPipeline, startPipeline, toPipelineStatus } from './sim';

export const PIPELINE_MESSAGES = {
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

/** Body `email` must be the caller's account e-mail (any case), body `userID`/`userId` the caller. */
function checkIdentity(ctx: EmulatorContext, callerUuid: string, email: string, userId?: string): void {
  if (userId !== undefined && userId !== callerUuid) throw new HttpError(403, OTHER_USER);
  const account = findAccountByUuid(ctx.db, callerUuid);
  if (!account) throw new HttpError(404, 'User not found');
  if (account.email.toLowerCase() !== email.toLowerCase()) throw new HttpError(403, PIPELINE_MESSAGES.emailMismatch);
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

export function pipelineRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  // A call about an account names it in the body: it must be the caller's, checked before the rest is read.
  const ownAccount = (field: string) => (c: Context<ApiEnv>, raw: Record<string, unknown>) => {
    ownUser(c, rawText(raw, field));
  };

  api.post('/azurePipeline/azurepipelinestatus', guardedBody(ownAccount('userID'), pipelineStatusSchema), async (c) => {
    const { email, userID } = c.var.body;
    const caller = ownUser(c, userID);
    checkIdentity(ctx, caller.uuid, email);
    return c.json<PipelineResponse>(pipelineAnswer(ctx, caller.uuid));
  });

  api.post('/azurePipeline/getAzurePlan', body(azurePlanSchema), async (c) => {
    const { email } = c.var.body;
    const caller = c.get('caller');
    checkIdentity(ctx, caller.uuid, email);
    const profile = getProfile(requireUserRow(ctx.db, caller.uuid));
    return c.json({ plan: AZURE_PLANS[profile.role.name] });
  });

  api.post('/consentflow/create-subscription', async (c) => {
    // The regions come from the database, so the schema is built per call; who may act is checked first.
    const raw = await readJson(c).catch((error: unknown) => {
      ownAccount('userId')(c, {});
      throw error;
    });
    ownAccount('userId')(c, raw);
    const values = await parseBody(consentPayloadSchema(azureRegions(ctx)), raw);
    const credentials = parseCredentials(values.servicePrincipalCredentials);
    if (credentials && (credentials.appId !== values.appID || credentials.tenant !== values.tenant)) {
      throw invalid([{ fieldName: 'appID', message: PIPELINE_MESSAGES.credentialsMismatch }]);
    }
    const caller = ownUser(c, values.userId);
    checkIdentity(ctx, caller.uuid, values.email);
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
      app_id: values.appID,
      tenant: values.tenant,
      plan: values.plan,
      incorta_image: values.incortaImage,
      k8s_version: values.k8sVersion,
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

  api.post('/azurePipeline', guardedBody(ownAccount('userID'), savePipelineSchema), async (c) => {
    const { userID, email, subscriptionId } = c.var.body;
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
