/**
 * One way to read a request body: `body(schema)` reads the JSON (400 'Request body must be JSON'
 * otherwise), validates it with a Standard Schema from src/domain/schemas (the same one the form uses),
 * and answers 400 in the error shape of spec doc 1 §8 (`errors` with `fieldName` and `message`, the
 * first message on top) before the handler runs. The handler reads the parsed value from `c.var.body`.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { FieldError } from '../src/contract/types';
import { invalid, readJson } from './api-helpers';
import type { ApiEnv } from './context';

/** A field name from an issue's path: 'disk.size' for nested fields, '' for the body itself. */
function fieldNameOf(issue: StandardSchemaV1.Issue): string {
  return (issue.path ?? [])
    .map((segment) => (typeof segment === 'object' && segment !== null && 'key' in segment ? segment.key : segment))
    .map(String)
    .join('.');
}

/** The doc 1 §8 field errors of a failed parse, one per field (the first issue of each). */
export function fieldErrorsOf(issues: readonly StandardSchemaV1.Issue[]): FieldError[] {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const fieldName = fieldNameOf(issue);
    if (!errors.has(fieldName)) errors.set(fieldName, issue.message);
  }
  return [...errors].map(([fieldName, message]) => ({ fieldName, message }));
}

/** Parses `raw` with `schema`, or throws the 400 of doc 1 §8: for a handler that picks its schema itself. */
export async function parseBody<S extends StandardSchemaV1>(schema: S, raw: unknown): Promise<StandardSchemaV1.InferOutput<S>> {
  const result = await schema['~standard'].validate(raw);
  if (result.issues) throw invalid(fieldErrorsOf(result.issues));
  return result.value;
}

export function body<S extends StandardSchemaV1>(schema: S) {
  return createMiddleware<{ Variables: { body: StandardSchemaV1.InferOutput<S> } }>(async (c, next) => {
    const raw = await readJson(c);
    const result = await schema['~standard'].validate(raw);
    if (result.issues) throw invalid(fieldErrorsOf(result.issues));
    c.set('body', result.value);
    await next();
  });
}

/** A text field of a body not validated yet ('' when it is missing or not text): for a guard only. */
export function rawText(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  return typeof value === 'string' ? value : '';
}

/**
 * `body(schema)` for a call that names whom or what it acts on in the body itself (an instanceID, the
 * caller's own userID). Who may act is checked first: `guard` runs on the raw JSON (an empty object when
 * the body is missing or not JSON) and throws the 403 or 404; only then is a body that is not JSON refused
 * and the rest validated (400). A stranger learns nothing of the call's field rules.
 */
export function guardedBody<S extends StandardSchemaV1>(guard: (c: Context<ApiEnv>, raw: Record<string, unknown>) => void, schema: S) {
  return createMiddleware<{ Variables: ApiEnv['Variables'] & { body: StandardSchemaV1.InferOutput<S> } }>(async (c, next) => {
    let raw: Record<string, unknown> | null = null;
    let unreadable: unknown = null;
    try {
      raw = await readJson(c);
    } catch (error) {
      unreadable = error;
    }
    // The same context: its variables hold the caller (what a guard reads), the body is not set yet.
    guard(c as unknown as Context<ApiEnv>, raw ?? {});
    if (unreadable !== null || raw === null) throw unreadable;
    const result = await schema['~standard'].validate(raw);
    if (result.issues) throw invalid(fieldErrorsOf(result.issues));
    c.set('body', result.value);
    await next();
  });
}
