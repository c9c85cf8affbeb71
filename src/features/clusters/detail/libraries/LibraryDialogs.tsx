/**
 * The libraries tab's dialogs, one chunk loaded on first use: Install New Library with its six sources
 * (doc 2 §2, §5) and the 'Installed Packages Detected' confirmation, and Edit Version. The forms validate with
 * the schemas of domain/schemas/libraries.ts; the server's field messages go under their inputs.
 */
import { useState } from 'react';
import { Button, FileInput, Group, List, Modal, Progress, Radio, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { UploadInstall } from '../../../../api/cluster-libraries';
import type { Library, LibraryFile, LibraryInstallPayload, LibraryRef } from '../../../../contract/types';
import { installedConflicts, LIBRARY_TEXTS, splitLibraryName } from '../../../../domain/libraries';
import {
  EMPTY_LIBRARY_FORM,
  LIBRARY_SOURCE_LABELS,
  LIBRARY_SOURCES,
  libraryFormSchema,
  libraryVersionFormSchema,
  toLibraryRef,
  type LibraryFormValues,
  type LibrarySource,
} from '../../../../domain/schemas/libraries';
import {
  CRAN_CLOUD_MIRROR,
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_MESSAGES,
  libraryInputForServerField,
  MAVEN_CENTRAL,
} from '../../../../domain/validation/libraries';
import { EDIT_VERSION_DIALOG, INSTALL_DIALOG } from './messages';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { DialogFooter, placeServerErrors, submitPlacingServerErrors, type FormDialogProps } from '../../../../ui/DialogForm';
import { RequiredSelect } from '../../../../ui/RequiredSelect';

/** Maven and CRAN: a package, and the repository it comes from (empty: the default, shown as the placeholder). */
const PACKAGE_SOURCES = {
  maven: {
    packageField: 'coordinates',
    packageLabel: INSTALL_DIALOG.coordinatesLabel,
    packagePlaceholder: INSTALL_DIALOG.coordinatesPlaceholder,
    repositoryField: 'mavenRepository',
    repositoryHelp: INSTALL_DIALOG.mavenRepositoryHelp(MAVEN_CENTRAL),
    defaultRepository: MAVEN_CENTRAL,
  },
  cran: {
    packageField: 'cranPackage',
    packageLabel: INSTALL_DIALOG.cranPackageLabel,
    packagePlaceholder: INSTALL_DIALOG.cranPackagePlaceholder,
    repositoryField: 'cranRepository',
    repositoryHelp: INSTALL_DIALOG.cranRepositoryHelp(CRAN_CLOUD_MIRROR),
    defaultRepository: CRAN_CLOUD_MIRROR,
  },
} as const;

const isSource = (value: string): value is LibrarySource => (LIBRARY_SOURCES as readonly string[]).includes(value);

export interface InstallLibraryModalProps {
  libraries: readonly Library[];
  files: readonly LibraryFile[];
  onClose: () => void;
  onInstall: (payload: LibraryInstallPayload) => Promise<unknown>;
  onUpload: (vars: Omit<UploadInstall, 'onProgress'>) => Promise<unknown>;
  submitting: boolean;
  /** The upload's progress (0 to 1) while the file is being sent, else null. */
  progress: number | null;
}

/** What waits for the overwrite confirmation. */
interface Pending {
  values: LibraryFormValues;
  ref: LibraryRef;
  conflicts: Library[];
}

export function InstallLibraryModal({ libraries, files, onClose, onInstall, onUpload, submitting, progress }: InstallLibraryModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  // The File Uploader's File object (the form holds its name and size, which the schema checks).
  const [picked, setPicked] = useState<File | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const form = useForm<LibraryFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_LIBRARY_FORM,
    validate: schemaResolver(libraryFormSchema, { sync: true }),
  });
  const { source } = form.values;

  const send = async (values: LibraryFormValues, overwrite: boolean) => {
    try {
      if (values.source === 'upload' && picked) await onUpload({ file: picked, overwrite });
      else await onInstall({ ...toLibraryRef(values), ...(overwrite ? { overwrite } : {}) });
    } catch (error) {
      setPending(null);
      placeServerErrors(form, error, libraryInputForServerField(values.source));
    }
  };

  const submit = form.onSubmit((values) => {
    const ref = toLibraryRef(values);
    const conflicts = installedConflicts(libraries, ref);
    if (conflicts.length > 0) setPending({ values, ref, conflicts });
    else void send(values, false);
  });

  if (pending) {
    return (
      <Modal opened onClose={onClose} title={LIBRARY_TEXTS.installedDetected} centered fullScreen={phone ?? false}>
        <Stack gap="md">
          <Text size="sm">{INSTALL_DIALOG.detectedIntro}</Text>
          <List size="sm" style={{ overflowWrap: 'anywhere' }}>
            {pending.conflicts.map((library) => (
              <List.Item key={`${library.type}:${library.name}:${library.repository ?? ''}`}>{library.name}</List.Item>
            ))}
          </List>
          {progress !== null ? <UploadProgress value={progress} /> : null}
          <DialogFooter cancelLabel={INSTALL_DIALOG.back} onCancel={() => setPending(null)} busy={submitting}>
            <Button color="orange" loading={submitting} onClick={() => void send(pending.values, true)}>
              {INSTALL_DIALOG.overwrite}
            </Button>
          </DialogFooter>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} title={INSTALL_DIALOG.title} centered size="lg" fullScreen={phone ?? false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group
            label={INSTALL_DIALOG.sourceLabel}
            value={source}
            onChange={(next) => {
              if (!isSource(next)) return;
              form.setFieldValue('source', next);
              form.clearErrors();
            }}
          >
            <Group gap="md" mt={6}>
              {LIBRARY_SOURCES.map((value) => (
                <Radio key={value} value={value} label={LIBRARY_SOURCE_LABELS[value]} />
              ))}
            </Group>
          </Radio.Group>

          {source === 'pypi' ? (
            <Stack gap={4}>
              <TagsInput
                label={INSTALL_DIALOG.packagesLabel}
                description={LIBRARY_MESSAGES.pypiHint}
                splitChars={[' ']}
                clearable
                withAsterisk
                data-autofocus
                {...form.getInputProps('packages')}
              />
              <Text size="xs" c="dimmed">
                {INSTALL_DIALOG.pipOnly}
              </Text>
            </Stack>
          ) : null}

          {source === 'organization' ? (
            <RequiredSelect
              label={INSTALL_DIALOG.orgFileLabel}
              description={INSTALL_DIALOG.orgFileHelp}
              placeholder={INSTALL_DIALOG.orgFilePlaceholder}
              data={files.map((f) => f.file)}
              nothingToChoose={INSTALL_DIALOG.noOrgFiles}
              {...form.getInputProps('orgFile')}
            />
          ) : null}

          {source === 'path' ? (
            <TextInput
              label={INSTALL_DIALOG.pathLabel}
              description={INSTALL_DIALOG.pathHelp}
              placeholder={INSTALL_DIALOG.pathPlaceholder}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('path')}
            />
          ) : null}

          {source === 'maven' || source === 'cran' ? (
            <>
              <TextInput
                label={PACKAGE_SOURCES[source].packageLabel}
                placeholder={PACKAGE_SOURCES[source].packagePlaceholder}
                withAsterisk
                autoComplete="off"
                {...form.getInputProps(PACKAGE_SOURCES[source].packageField)}
              />
              <TextInput
                label={INSTALL_DIALOG.repositoryLabel}
                description={PACKAGE_SOURCES[source].repositoryHelp}
                placeholder={PACKAGE_SOURCES[source].defaultRepository}
                autoComplete="off"
                {...form.getInputProps(PACKAGE_SOURCES[source].repositoryField)}
              />
            </>
          ) : null}

          {source === 'upload' ? (
            <Stack gap="xs">
              <FileInput
                label={INSTALL_DIALOG.fileLabel}
                description={INSTALL_DIALOG.fileHelp(LIBRARY_FILE_MAX_BYTES / 1024)}
                placeholder={INSTALL_DIALOG.filePlaceholder}
                accept=".py,.jar,.whl,.egg"
                withAsterisk
                clearable
                value={picked}
                error={form.errors.file}
                onChange={(file) => {
                  setPicked(file);
                  form.setFieldValue('file', file ? { name: file.name, size: file.size } : null);
                  form.validateField('file');
                }}
              />
              {progress !== null ? <UploadProgress value={progress} /> : null}
            </Stack>
          ) : null}

          <DialogFooter cancelLabel={INSTALL_DIALOG.cancel} onCancel={onClose} busy={submitting} submitLabel={INSTALL_DIALOG.install} />
        </Stack>
      </form>
    </Modal>
  );
}

function UploadProgress({ value }: { value: number }) {
  const percent = Math.round(value * 100);
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label={INSTALL_DIALOG.progressLabel} animated={percent < 100} />
      <Text size="xs" c="dimmed">
        {INSTALL_DIALOG.uploading(percent)}
      </Text>
    </Stack>
  );
}

export interface EditVersionModalProps extends FormDialogProps<string> {
  library: Library;
}

export function EditVersionModal({ library, onClose, onSubmit, submitting }: EditVersionModalProps) {
  const { base, version } = splitLibraryName(library.name);
  const form = useForm({
    mode: 'controlled',
    initialValues: { version: version ?? '' },
    validate: schemaResolver(libraryVersionFormSchema, { sync: true }),
    validateInputOnChange: true,
  });
  const submit = submitPlacingServerErrors(
    form,
    (values) => onSubmit(values.version.trim()),
    (field) => (field === 'data.packages' ? 'version' : null),
  );
  return (
    <Modal opened onClose={onClose} title={EDIT_VERSION_DIALOG.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {EDIT_VERSION_DIALOG.intro(base)}
          </Text>
          <TextInput
            label={EDIT_VERSION_DIALOG.versionLabel}
            description={EDIT_VERSION_DIALOG.versionHelp}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('version')}
          />
          <DialogFooter
            cancelLabel={EDIT_VERSION_DIALOG.cancel}
            onCancel={onClose}
            busy={submitting}
            submitLabel={EDIT_VERSION_DIALOG.save}
          />
        </Stack>
      </form>
    </Modal>
  );
}
