/**
 * The update (upgrade) dialog (spec doc 2 §4, §5): two tabs, by build number (only where the cluster allows
 * build numbers) and by official release. Each tab checks its own input with the shared schema (a non-blank
 * build number; an offered release, so at least one must exist); Confirm stays disabled until it is valid.
 * Whether Confirm updates at once or schedules is the caller's (`mode`, from the cluster's state). Loaded on
 * first use (VersionCard), so the page's first load carries no form code. Full screen on a phone.
 */
import { useMemo } from 'react';
import { Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { UpgradePayload } from '../../../contract/types';
import { toUpgradePayload, upgradeFormSchema, type UpgradeFormValues, type UpgradeTab } from '../../../domain/schemas/upgrade';
import type { UpgradeMode } from '../../../domain/upgrade';
import { UPGRADE_MESSAGES, upgradeInputForServerField } from '../../../domain/validation/upgrade';
import { UPGRADE_DIALOG } from './upgrade-messages';
import { DialogFooter, submitPlacingServerErrors, type FormDialogProps } from '../../../ui/DialogForm';
import { RequiredSelect } from '../../../ui/RequiredSelect';

export interface UpgradeModalProps extends FormDialogProps<UpgradePayload> {
  name: string;
  currentVersion: string;
  byBuildNumber: boolean;
  /** The cluster's availableUpgrades, newest first. */
  releases: readonly string[];
  mode: UpgradeMode;
}

function isTab(value: string | null): value is UpgradeTab {
  return value === 'build' || value === 'release';
}

export function UpgradeModal({ name, currentVersion, byBuildNumber, releases, mode, onClose, onSubmit, submitting }: UpgradeModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const schema = useMemo(() => upgradeFormSchema({ byBuildNumber, releases }), [byBuildNumber, releases]);
  const form = useForm<UpgradeFormValues>({
    mode: 'controlled',
    initialValues: {
      // The official release when there is one (the usual way); otherwise the build number, when allowed.
      tab: byBuildNumber && releases.length === 0 ? 'build' : 'release',
      buildNumber: '',
      release: releases[0] ?? null,
    },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
  });
  const { tab } = form.values;

  // Field messages go under the active tab's input; the notice shows only what no input shows.
  const submit = submitPlacingServerErrors(
    form,
    (values) => onSubmit(toUpgradePayload(values)),
    (field, values) => upgradeInputForServerField(values.tab)(field),
  );

  return (
    <Modal opened onClose={onClose} title={UPGRADE_DIALOG.title(name)} centered fullScreen={phone ?? false} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {UPGRADE_DIALOG.currentVersion(currentVersion)}
          </Text>
          <Tabs value={tab} onChange={(next) => isTab(next) && form.setFieldValue('tab', next)} keepMounted={false}>
            <Tabs.List aria-label={UPGRADE_DIALOG.tabsLabel} grow>
              {byBuildNumber ? <Tabs.Tab value="build">{UPGRADE_DIALOG.byBuildNumber}</Tabs.Tab> : null}
              <Tabs.Tab value="release">{UPGRADE_DIALOG.byRelease}</Tabs.Tab>
            </Tabs.List>
            {byBuildNumber ? (
              <Tabs.Panel value="build" pt="md">
                <TextInput
                  label={UPGRADE_DIALOG.buildNumberLabel}
                  placeholder={UPGRADE_DIALOG.buildNumberPlaceholder}
                  withAsterisk
                  autoComplete="off"
                  data-autofocus
                  {...form.getInputProps('buildNumber')}
                />
              </Tabs.Panel>
            ) : null}
            <Tabs.Panel value="release" pt="md">
              <RequiredSelect
                label={UPGRADE_DIALOG.releaseLabel}
                placeholder={UPGRADE_DIALOG.releasePlaceholder}
                data={[...releases]}
                nothingToChoose={UPGRADE_MESSAGES.noRelease}
                {...form.getInputProps('release')}
              />
            </Tabs.Panel>
          </Tabs>
          <Text size="sm" c="dimmed">
            {mode === 'now' ? UPGRADE_DIALOG.nowNote : UPGRADE_DIALOG.scheduleNote}
          </Text>
          <DialogFooter
            cancelLabel={UPGRADE_DIALOG.cancel}
            onCancel={onClose}
            busy={submitting}
            submitLabel={mode === 'now' ? UPGRADE_DIALOG.updateNow : UPGRADE_DIALOG.schedule}
            submitDisabled={!form.isValid()}
          />
        </Stack>
      </form>
    </Modal>
  );
}
