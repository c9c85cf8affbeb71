/**
 * The add and edit dialog of the IP allow-list (spec doc 2 §5): the range (IPv4 addresses or ranges,
 * comma-separated; 'Invalid Ip item formatting!', with which entry is wrong and why), an optional description,
 * and Active on edit. 'Add my current address' appends the address the emulator saw the request come from.
 * The same schema as the emulator's; the server's field messages go under their inputs. Loaded on first use;
 * full screen on a phone.
 */
import { useMemo, useState } from 'react';
import { Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { WhitelistItem } from '../../../../../contract/types';
import { whitelistFormSchema, type WhitelistFormValues } from '../../../../../domain/schemas/whitelist';
import {
  badEntryOf,
  describeBadEntry,
  WHITELIST_DESCRIPTION_MAX,
  WHITELIST_MESSAGES,
  whitelistInputForServerField,
} from '../../../../../domain/validation/whitelist';
import { withAddress } from '../../../../../domain/whitelist';
import { GatedButton } from '../../../../../ui/GatedButton';
import { WHITELIST_DIALOG } from './messages';
import { DialogFooter, submitPlacingServerErrors, type FormDialogProps } from '../../../../../ui/DialogForm';

export interface WhitelistModalProps extends FormDialogProps<WhitelistFormValues> {
  mode: 'create' | 'edit';
  /** The item edited; null on create. */
  item: WhitelistItem | null;
  /** Asks the server for the caller's address; rejects with the reason it could not. */
  findAddress: () => Promise<string>;
  /** Why the dialog cannot reach the server now (offline), or null. */
  refusal: string | null;
}

type AddressState = { kind: 'idle' } | { kind: 'finding' } | { kind: 'added'; address: string } | { kind: 'failed'; message: string };

export function WhitelistModal({ mode, item, onClose, onSubmit, submitting, findAddress, refusal }: WhitelistModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const schema = useMemo(() => whitelistFormSchema(mode), [mode]);
  const form = useForm<WhitelistFormValues>({
    mode: 'controlled',
    initialValues: { range: item?.range ?? '', description: item?.description ?? '', active: item?.active ?? true },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const [address, setAddress] = useState<AddressState>({ kind: 'idle' });

  const submit = submitPlacingServerErrors(form, onSubmit, whitelistInputForServerField);

  const addMine = async () => {
    setAddress({ kind: 'finding' });
    try {
      const found = await findAddress();
      form.setFieldValue('range', withAddress(form.getValues().range, found));
      setAddress({ kind: 'added', address: found });
    } catch (error) {
      setAddress({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const rangeInput = form.getInputProps('range');
  const rangeError = form.errors.range;
  const bad = rangeError === WHITELIST_MESSAGES.invalidItem ? badEntryOf(form.values.range) : null;
  const error =
    typeof rangeError === 'string' && bad ? (
      <>
        <span style={{ display: 'block' }}>{rangeError}</span>
        <span style={{ display: 'block' }}>{describeBadEntry(bad)}</span>
      </>
    ) : (
      rangeError
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title={mode === 'create' ? WHITELIST_DIALOG.addTitle : WHITELIST_DIALOG.editTitle}
      centered
      fullScreen={phone ?? false}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={6}>
            <TextInput
              label={WHITELIST_DIALOG.range}
              description={WHITELIST_DIALOG.rangeHint}
              withAsterisk
              autoComplete="off"
              spellCheck={false}
              inputMode="decimal"
              data-autofocus
              {...rangeInput}
              error={error}
            />
            <Group gap="xs" wrap="wrap">
              <GatedButton
                tooltipWidth={240}
                label={address.kind === 'finding' ? WHITELIST_DIALOG.addingMine : WHITELIST_DIALOG.addMine}
                refusal={refusal}
                loading={address.kind === 'finding'}
                onClick={() => void addMine()}
                variant="subtle"
                size="compact-sm"
              />
              <Text size="sm" role="status" c={address.kind === 'failed' ? 'red.8' : 'dimmed'}>
                {address.kind === 'added' ? WHITELIST_DIALOG.mineAdded(address.address) : address.kind === 'failed' ? address.message : ''}
              </Text>
            </Group>
          </Stack>
          <TextInput
            label={WHITELIST_DIALOG.description}
            description={WHITELIST_DIALOG.descriptionHint}
            autoComplete="off"
            maxLength={WHITELIST_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          {mode === 'edit' ? (
            <Switch
              label={WHITELIST_DIALOG.active}
              description={WHITELIST_DIALOG.activeHint}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
          ) : null}
          <DialogFooter cancelLabel={WHITELIST_DIALOG.cancel} onCancel={onClose} busy={submitting}>
            <GatedButton
              tooltipWidth={240}
              type="submit"
              label={mode === 'create' ? WHITELIST_DIALOG.add : WHITELIST_DIALOG.save}
              refusal={refusal}
              loading={submitting}
              variant="filled"
              size="sm"
            />
          </DialogFooter>
        </Stack>
      </form>
    </Modal>
  );
}
