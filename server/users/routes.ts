/**
 * The user calls of spec doc 1 §7 (and our activation and password-change paths), as listed in
 * docs/emulator-api.md. Every write is validated first, then applied in one transaction.
 */
import { WELCOME_PATH } from '../../src/domain/paths';
import type { Context, Hono, Next } from 'hono';
import { createHmac, randomBytes } from 'node:crypto';
import type { ActivationResponse, MessageResponse, SystemConfigResponse, User } from '../../src/contract/types';
import { HttpError, invalid, OTHER_USER, ownUser, ownUserPath, readJson } from '../api-helpers';
import { checkRedirect } from '../../src/domain/redirects';
import { personalInformationSchema } from '../../src/domain/schemas/personal-info';
import { consentEditSchema, isConsentOnlyEdit } from '../../src/domain/schemas/tracking-consent';
import { supportSchema } from '../../src/domain/schemas/support';
import {
  activateSchema,
  assignClusterSchema,
  changePasswordSchema,
  provisionPasswordSchema,
  systemConfigSchema,
} from '../../src/domain/schemas/user-calls';
import { body, parseBody } from '../validate';
import type { ApiEnv, EmulatorContext } from '../context';
import { DB_SUB_PREFIX } from './accounts';
import { hashPassword } from './passwords';
import { getProfile, getUser, requireUserRow, saveProfile, savePasswordHash } from './store';
import { PERSONAL_INFORMATION_OBJECT_REQUIRED, WRONG_CONNECTION } from './validation';

export const USER_MESSAGES = {
  updated: 'Personal information updated successfully',
  passwordUpdated: 'Password updated successfully',
  passwordSkipped: 'Password update skipped',
  passwordAlreadySet: 'Your password has already been set',
  clusterAssigned: 'Cluster assigned successfully',
  supportSent: 'Your message has been sent successfully',
  verifyFirst: 'Please verify your email address before activating your account',
  redirectRequired: 'redirect_to is required',
  redirectInvalid: 'redirect_to must be an http or https URL',
  redirectForeign: 'redirect_to must be this site or a cluster on a cluster domain',
} as const;

/** Where a freshly activated account goes: the cluster list, with the welcome (getting started) hint. */
export const ACTIVATION_REDIRECT = WELCOME_PATH;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** Body `userID` must name the caller (the path's {userId} is checked by ownUser). */
/** The body's userID (already parsed) must be the caller. */
function checkBodyUserId(id: string, callerUuid: string): void {
  if (id !== callerUuid) throw new HttpError(403, OTHER_USER);
}

/**
 * Same-origin paths, or https URLs on a configured cluster domain (src/domain/redirects.ts, the rule the
 * app's post-login screen follows too). Another site is refused: the link would be an open redirect.
 */
export function safeRedirect(target: string | undefined, publicUrl: string, clusterDomains: readonly string[]): string {
  if (!target) throw invalid([{ fieldName: 'redirect_to', message: USER_MESSAGES.redirectRequired }]);
  const checked = checkRedirect(target, publicUrl, clusterDomains);
  if (checked.ok) return checked.sameOrigin ? `${publicUrl}${checked.path}` : checked.url;
  const message = checked.reason === 'invalid' ? USER_MESSAGES.redirectInvalid : USER_MESSAGES.redirectForeign;
  throw invalid([{ fieldName: 'redirect_to', message }]);
}

function recordSupport(ctx: EmulatorContext, userUuid: string | null, email: string, message: string): void {
  ctx.db
    .prepare('INSERT INTO support_messages (user_uuid, email, message, created_at) VALUES (?, ?, ?, ?)')
    .run(userUuid, email, message, iso(ctx.clock.now()));
}

/**
 * Public part: the signed-out support form and the cloud SSO link. A support request that carries a
 * bearer token falls through to the auth middleware and the signed-in handler in `userRoutes`, so an
 * expired token answers 401 (the app refreshes it) instead of asking for an email.
 */
export function userPublicRoutes(api: Hono, ctx: EmulatorContext): void {
  api.post('/support', async (c: Context, next: Next) => {
    if (c.req.header('authorization')) {
      await next();
      return;
    }
    const { email, message } = await parseBody(supportSchema({ signedIn: false }), await readJson(c));
    ctx.db.transaction(() => recordSupport(ctx, null, email, message))();
    return c.json<MessageResponse>({ message: USER_MESSAGES.supportSent });
  });

  api.get('/cloudsso', (c) => c.redirect(safeRedirect(c.req.query('redirect_to'), ctx.publicUrl, ctx.clusterDomains), 302));
}

export function userRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;
  // Signs activation receipts; a new key per start is fine: receipts are stored, never re-verified.
  const activationKey = randomBytes(32);

  api.get('/users/:userId/me', (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    return c.json<User>(getUser(db, caller.uuid));
  });

  api.put('/users/:userId/update', async (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    const sent = await readJson(c);
    const row = requireUserRow(db, caller.uuid);
    const raw = sent.personalInformationEdit;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw invalid([{ fieldName: 'personalInformationEdit', message: PERSONAL_INFORMATION_OBJECT_REQUIRED }]);
    }
    if (isConsentOnlyEdit(raw as Record<string, unknown>)) {
      // The tracking consent drawer's answer (doc 3 §7): only userConsent changes, so a trial user who has
      // not filled in their details yet can still answer.
      const { userConsent } = await parseBody(consentEditSchema, raw);
      db.transaction(() => {
        saveProfile(db, caller.uuid, { ...getProfile(requireUserRow(db, caller.uuid)), userConsent });
      })();
      return c.json<MessageResponse & { user: User }>({ message: USER_MESSAGES.updated, user: getUser(db, caller.uuid) });
    }
    const edit = await parseBody(personalInformationSchema({ currentEmail: row.email }), raw);
    db.transaction(() => {
      const profile = getProfile(requireUserRow(db, caller.uuid));
      saveProfile(db, caller.uuid, {
        ...profile,
        firstName: edit.firstName,
        lastName: edit.lastName,
        fullName: `${edit.firstName} ${edit.lastName}`,
        jobTitle: edit.jobTitle,
        company: edit.company,
        phone: edit.phone ?? '',
        userConsent: edit.userConsent ?? profile.userConsent,
        userDataIsSet: true,
      });
    })();
    return c.json<MessageResponse & { user: User }>({ message: USER_MESSAGES.updated, user: getUser(db, caller.uuid) });
  });

  api.post('/users/:userId/activate', ownUserPath(), body(activateSchema), async (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    const profile = getProfile(requireUserRow(db, caller.uuid));
    if (!profile.confirmed && !profile.email_verified) throw new HttpError(403, USER_MESSAGES.verifyFirst);

    const answer = db.transaction((): ActivationResponse => {
      const done = db.prepare('SELECT crypted FROM user_activations WHERE uuid = ?').get(caller.uuid) as
        | { crypted: string }
        | undefined;
      // A repeated activation returns the same receipt and sends nobody anywhere new.
      if (done) return { redirectTo: null, crypted: done.crypted };
      const at = iso(ctx.clock.now());
      const crypted = createHmac('sha256', activationKey).update(`${caller.uuid}:${at}`).digest('base64url');
      db.prepare('INSERT INTO user_activations (uuid, crypted, redirect_to, activated_at) VALUES (?, ?, ?, ?)').run(
        caller.uuid,
        crypted,
        ACTIVATION_REDIRECT,
        at,
      );
      saveProfile(db, caller.uuid, { ...profile, newUser: false, assignedCluster: true });
      return { redirectTo: ACTIVATION_REDIRECT, crypted };
    })();
    return c.json<ActivationResponse>(answer);
  });

  api.put('/users/:userId/provision/updatepassword', ownUserPath(), body(provisionPasswordSchema), async (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    const sent = c.var.body;
    checkBodyUserId(sent.userID, caller.uuid);
    const skipped = sent.isSkipped;
    const password = sent.isSkipped ? null : sent.password;
    const provisionedProfile = () => {
      const profile = getProfile(requireUserRow(db, caller.uuid));
      if (!profile.isProvision || !profile.isDummyPassword) throw new HttpError(409, USER_MESSAGES.passwordAlreadySet);
      return profile;
    };
    provisionedProfile();

    const hash = password === null ? null : await hashPassword(password);
    const now = iso(ctx.clock.now());
    db.transaction(() => {
      // Read again after the hash: a parallel call may have set the password meanwhile.
      const profile = provisionedProfile();
      if (hash === null) {
        // Skipping keeps the provisioned password but records the decision, so the modal stops asking.
        saveProfile(db, caller.uuid, { ...profile, last_password_reset: now });
      } else {
        savePasswordHash(db, caller.uuid, hash);
        saveProfile(db, caller.uuid, { ...profile, isDummyPassword: false, last_password_reset: now });
      }
    })();
    return c.json<MessageResponse>({ message: skipped ? USER_MESSAGES.passwordSkipped : USER_MESSAGES.passwordUpdated });
  });

  api.put('/users/:userId/updatepassword', ownUserPath(), body(changePasswordSchema), async (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    const row = requireUserRow(db, caller.uuid);
    if (!row.sub.startsWith(DB_SUB_PREFIX)) throw new HttpError(400, WRONG_CONNECTION);
    const { password } = c.var.body;
    const hash = await hashPassword(password);
    db.transaction(() => {
      const profile = getProfile(requireUserRow(db, caller.uuid));
      savePasswordHash(db, caller.uuid, hash);
      saveProfile(db, caller.uuid, { ...profile, isDummyPassword: false, last_password_reset: iso(ctx.clock.now()) });
    })();
    return c.json<MessageResponse>({ message: USER_MESSAGES.passwordUpdated });
  });

  api.post('/users/:userId/instances/assign_cluster', ownUserPath(), body(assignClusterSchema), async (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    checkBodyUserId(c.var.body.userID, caller.uuid);
    db.transaction(() => {
      const profile = getProfile(requireUserRow(db, caller.uuid));
      saveProfile(db, caller.uuid, { ...profile, assignedCluster: true });
    })();
    return c.json<MessageResponse>({ message: USER_MESSAGES.clusterAssigned });
  });

  // GET payment/{userId} is in server/plans/routes.ts, with the plan change it depends on.

  api.post('/support', async (c) => {
    const caller = c.get('caller');
    const row = requireUserRow(db, caller.uuid);
    const { message } = await parseBody(supportSchema({ signedIn: true }), await readJson(c));
    const email = row.email;
    db.transaction(() => recordSupport(ctx, caller.uuid, email, message))();
    return c.json<MessageResponse>({ message: USER_MESSAGES.supportSent });
  });

  api.post('/systemconfigurations', body(systemConfigSchema), async (c) => {
    const { configKey, configType, defaultValue } = c.var.body;
    const row = db
      .prepare('SELECT value FROM system_configurations WHERE config_key = ? AND config_type = ?')
      .get(configKey, configType) as { value: string } | undefined;
    return c.json<SystemConfigResponse>({ sysConfig: row ? row.value : defaultValue });
  });

  api.get('/premium-package/flag', (c) => {
    const row = db
      .prepare("SELECT value FROM system_configurations WHERE config_key = 'premium.package.enabled' AND config_type = 'flag'")
      .get() as { value: string } | undefined;
    return c.json<{ flag: boolean }>({ flag: row ? row.value === 'true' : false });
  });
}
