/**
 * The pieces every dialog's form repeats (issue 27): the last row (the way out, then the action) and the
 * submit that puts the server's field messages under their inputs (Coder's getFormHelpers idea): a refusal
 * whose fields have an input in the form shows each message under its input; the rest of the error is the
 * mutation's notice (api/notices.ts), so nothing is said twice. One module, so the lazy dialogs share one
 * chunk (each chunk the start can load is a name in its preload map: scripts/size-budget.ts).
 */
import { Button, Group, type MantineColor } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { serverFieldErrors } from '../domain/errors';

/** What every form dialog is given by the screen that opens it. */
export interface FormDialogProps<V> {
  onClose: () => void;
  /** Resolves when the server accepted it; rejects with the server's error (its field messages go under the inputs). */
  onSubmit: (values: V) => Promise<unknown>;
  submitting: boolean;
}

export interface DialogFooterProps {
  /** Cancel, or Back, Close: the way out that changes nothing. */
  cancelLabel: ReactNode;
  onCancel: () => void;
  /** A call under way: the way out waits for it (disabled) and the submit button shows it (loading). */
  busy?: boolean;
  /** The form's submit button's text; with neither it nor children, the way out is the row (a dialog that only shows). */
  submitLabel?: ReactNode;
  submitDisabled?: boolean;
  submitColor?: MantineColor;
  /** In place of the submit button, where the action is not a plain submit (a refusable one, a click). */
  children?: ReactNode;
}

/** A dialog's last row: the way out, then the action, at the end of the line. */
export function DialogFooter({ cancelLabel, onCancel, busy = false, submitLabel, submitDisabled, submitColor, children }: DialogFooterProps) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      {children ??
        (submitLabel === undefined ? null : (
          <Button type="submit" disabled={submitDisabled} loading={busy} color={submitColor}>
            {submitLabel}
          </Button>
        ))}
    </Group>
  );
}

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
