import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

export interface ConfirmByNameProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What confirming does, e.g. that it cannot be undone. */
  description?: ReactNode;
  /** The name the user must type exactly. */
  expectedName: string;
  fieldLabel: string;
  confirmLabel: string;
  /** The check shown under the field once typing pauses; null when valid. */
  validate: (typed: string, expectedName: string) => string | null;
  /** Set on the field (and reported through onInvalidSubmit) when the form is sent with a wrong name. */
  invalidSubmitMessage: string;
  onInvalidSubmit?: (message: string) => void;
  /** How long typing must pause before the check runs (and the button can enable). */
  debounceMs: number;
  onConfirm: () => void;
  loading?: boolean;
}

/**
 * A dialog that asks the user to type a name before a destructive action. The inline check runs only
 * after typing pauses for `debounceMs`. Confirming checks the input at once: a wrong name never reaches
 * onConfirm, it sets `invalidSubmitMessage` on the field instead. Mount it with a `key` per target so
 * each opening starts empty.
 */
export function ConfirmByName(props: ConfirmByNameProps) {
  const { opened, onClose, title, description, expectedName, fieldLabel, confirmLabel, loading = false } = props;
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(typed, props.debounceMs);

  // The inline check follows the input only once typing has paused.
  const checkError = touched && debounced === typed ? props.validate(debounced, expectedName) : null;
  const error = submitError ?? checkError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.validate(typed, expectedName) !== null) {
      setTouched(true);
      setSubmitError(props.invalidSubmitMessage);
      props.onInvalidSubmit?.(props.invalidSubmitMessage);
      return;
    }
    props.onConfirm();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {description ? <Text size="sm">{description}</Text> : null}
          <TextInput
            label={fieldLabel}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setTouched(true);
              setSubmitError(null);
            }}
            error={error}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
