/**
 * The bearer check of every protected /api call: an RS256 JWT access token from our provider (signature,
 * issuer `O/oidc`, audience `O/api`, expiry), the scope of the HTTP method, and a known account.
 * Sets `caller` for the route handlers.
 */
import type { MiddlewareHandler } from 'hono';
import { errors as joseErrors, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import { HttpError } from './api-helpers';
import type { ApiEnv, EmulatorContext } from './context';
import { findAccountByUuid } from './users/accounts';

export const AUTH_MESSAGES = {
  missing: 'Missing bearer token',
  malformed: 'Malformed bearer token',
  invalid: 'Invalid token',
  expired: 'Token expired',
  noExpiry: 'Token has no expiry',
  notYetValid: 'Token is not valid yet',
  audience: 'Token is not meant for this API',
  unknownUser: 'Unknown user',
  scope: (scope: string) => `Insufficient scope: ${scope} is required`,
} as const;

/** The scope each HTTP method needs (docs/emulator-api.md). */
export function scopeForMethod(method: string): string | null {
  switch (method.toUpperCase()) {
    case 'GET':
    case 'HEAD':
      return 'read:clusters';
    case 'POST':
      return 'create:clusters';
    case 'PUT':
    case 'PATCH':
      return 'update:clusters';
    case 'DELETE':
      return 'delete:clusters';
    default:
      return null;
  }
}

/** How far ahead of this clock a token's `iat` or `nbf` may be (and how late its `exp`), in seconds. */
export const CLOCK_SKEW_SECONDS = 60;

function unauthorized(message: string): HttpError {
  return new HttpError(401, message);
}

export function bearerAuth(ctx: EmulatorContext, publicKey: CryptoKey): MiddlewareHandler<ApiEnv> {
  const issuer = `${ctx.publicUrl}/oidc`;
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw unauthorized(AUTH_MESSAGES.missing);
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i.exec(header.trim());
    if (!match?.[1]) throw unauthorized(AUTH_MESSAGES.malformed);

    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(match[1], publicKey, {
        algorithms: ['RS256'],
        issuer,
        audience: ctx.audience,
        requiredClaims: ['exp'],
        clockTolerance: CLOCK_SKEW_SECONDS,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized(AUTH_MESSAGES.expired);
      if (error instanceof joseErrors.JWTClaimValidationFailed) {
        if (error.claim === 'aud') throw unauthorized(AUTH_MESSAGES.audience);
        if (error.claim === 'exp') throw unauthorized(AUTH_MESSAGES.noExpiry);
        if (error.claim === 'nbf') throw unauthorized(AUTH_MESSAGES.notYetValid);
      }
      throw unauthorized(AUTH_MESSAGES.invalid);
    }
    // jose checks `iat` only against a maximum age; a token minted in the future is refused here.
    if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) {
      throw unauthorized(AUTH_MESSAGES.notYetValid);
    }

    const uuid = payload.uuid;
    if (typeof uuid !== 'string' || typeof payload.sub !== 'string') throw unauthorized(AUTH_MESSAGES.invalid);
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];

    const needed = scopeForMethod(c.req.method);
    if (!needed || !scopes.includes(needed)) {
      throw new HttpError(403, AUTH_MESSAGES.scope(needed ?? c.req.method));
    }

    const account = findAccountByUuid(ctx.db, uuid);
    if (!account || account.sub !== payload.sub) throw unauthorized(AUTH_MESSAGES.unknownUser);

    c.set('caller', { uuid, sub: payload.sub, email: account.email, scopes });
    await next();
  };
}
