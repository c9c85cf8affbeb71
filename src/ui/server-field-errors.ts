/**
 * The server's field messages under the form's inputs, for any form (Coder's getFormHelpers idea): a refusal
 * whose fields have an input in the form shows each message under its input; the rest of the error is the
 * mutation's notice (api/notices.ts), so nothing is said twice.
 */
import type { UseFormReturnType } from '@mantine/form';
import { serverFieldErrors } from '../domain/errors';

/** Puts each of the error's field messages under its input (`inputFor`: null for a field with none); answers those inputs. */
export function placeServerErrors<F extends string>(
  form: Pick<UseFormReturnType<never>, 'setFieldError'>,
  error: unknown,
  inputFor: (fieldName: string) => F | null,
): F[] {
  const placed = serverFieldErrors(error, inputFor);
  const inputs = Object.keys(placed) as F[];
  for (const input of inputs) form.setFieldError(input, placed[input]);
  return inputs;
}

/**
 * The form's submit handler: validates, then `send`s the values; on a refusal the field messages go under
 * their inputs. `inputFor` may depend on the values sent (the active tab, the chosen source).
 */
export function submitPlacingServerErrors<V>(
  form: UseFormReturnType<V>,
  send: (values: V) => Promise<unknown>,
  inputFor: (fieldName: string, values: V) => string | null,
) {
  return form.onSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      placeServerErrors(form, error, (fieldName) => inputFor(fieldName, values));
    }
  });
}
