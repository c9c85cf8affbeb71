import { Button, Group, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DialogFooterProps {
  /** Cancel, or Back, Close: the way out that changes nothing. */
  cancelLabel: ReactNode;
  onCancel: () => void;
  /** A call under way: the way out waits for it (disabled) and the submit button shows it (loading). */
  busy?: boolean;
  /** The form's submit button's text. */
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
      {children ?? (
        <Button type="submit" disabled={submitDisabled} loading={busy} color={submitColor}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
}
