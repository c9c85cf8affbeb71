/**
 * Small helpers every route module uses, so errors keep the shapes of spec doc 1 §8 everywhere:
 * `{ message }` and, for bad input, `{ message, errors: [{ fieldName, message }] }`.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { FieldError } from '../src/contract/types';
import type { ApiEnv, Caller } from './context';

/** Thrown by handlers; the app turns it into a JSON answer with `status`. */
export class HttpError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 500 | 503;
  readonly errors: FieldError[] | undefined;

  constructor(status: HttpError['status'], message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
  }

  toBody(): { message: string; errors?: FieldError[] } {
    return this.errors && this.errors.length > 0 ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** 400 with field messages; the top-level message is the first field's unless given. */
export function invalid(errors: FieldError[], message?: string): HttpError {
  return new HttpError(400, message ?? errors[0]?.message ?? 'Invalid request', errors);
}

export const NOT_JSON = 'Request body must be JSON';

/**
 * Every request body the emulator reads is capped at this size (JSON calls and the provider's form posts);
 * a bigger one is refused before it is read whole. Uploads, when they come, get their own, larger limit.
 */
export const MAX_BODY_BYTES = 256 * 1024;
export const BODY_TOO_LARGE = `The request body is too large (at most ${MAX_BODY_BYTES / 1024} KB)`;

/** Thrown by body readers outside Hono (the provider's form posts); the listener answers 413. */
export class BodyTooLargeError extends Error {
  constructor() {
    super(BODY_TOO_LARGE);
    this.name = 'BodyTooLargeError';
  }
}
export const OTHER_USER = "You are not allowed to access another user's data";

/** The parsed JSON body, or 400 when it is missing or not JSON. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, NOT_JSON);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, NOT_JSON);
  return body as Record<string, unknown>;
}

/** The verified caller, after checking that `userId` (from the path) is theirs: 403 otherwise. */
export function ownUser<E extends ApiEnv>(c: Context<E>, userId: string | undefined): Caller {
  const caller = c.get('caller');
  if (!userId || userId !== caller.uuid) throw new HttpError(403, OTHER_USER);
  return caller;
}

/**
 * Middleware for calls under a path naming a user (`users/:userId/…`, `plan/:userId`): 403 unless it is the
 * caller, before the body is read, so who may act is checked before what is sent.
 */
export function ownUserPath(param = 'userId') {
  return createMiddleware<ApiEnv>(async (c, next) => {
    ownUser(c, c.req.param(param));
    await next();
  });
}
