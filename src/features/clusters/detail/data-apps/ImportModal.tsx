/**
 * The import dialog (doc 3 §2 install modal, §5 Data Apps install): choose one or several data apps from the
 * catalogue (search box, a selectable list; a data app that is not installable shows 'Data app isn't
 * available'), then the support check of each on the cluster (a release too old shows the spec's text, a custom
 * build a warning), then the import form (tenant, username default admin, password, the options, and the data
 * source when parquet files are copied). A data app already on the cluster asks for overwrite ('Data App already
 * imported.'). Opened with data apps chosen (a retry), it goes straight to the check and the form.
 * Full screen on a phone.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  PasswordInput,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { dataAppMutations, dataAppQueries, importInputForServerField, type SupportCheck } from '../../../../api/cluster-data-apps';
import { tenantQueries } from '../../../../api/cluster-tenants';
import type { DataApp } from '../../../../api/types';
import { BRAND } from '../../../../config/brand';
import { dataSourceOptions, isInstallable, searchDataApps, supportVerdict } from '../../../../domain/data-app-imports';
import { serverFieldErrors } from '../../../../domain/errors';
import {
  DATA_APP_IMPORT_DEFAULTS,
  dataAppImportFormSchema,
  toImportPayload,
  type DataAppImportFormValues,
} from '../../../../domain/schemas/data-app-import';
import { DATA_APP_IMPORT_MESSAGES } from '../../../../domain/validation/data-app-import';
import { IMPORT_DIALOG } from './messages';

export interface ImportStart {
  /** Data apps chosen beforehand (a retry): the dialog goes straight to their check and the form. */
  ids: string[];
  tenant?: string | null;
  username?: string | null;
}

export interface ImportModalProps {
  uuid: string;
  instance: { id: string; name: string };
  /** Ids of the data apps already on the cluster. */
  imported: ReadonlySet<string>;
  start: ImportStart;
  onClose: () => void;
  /** The import was accepted (it now loads). */
  onImported: () => void;
}

type Step = 'choose' | 'form' | 'confirm';

type FormField = 'tenant' | 'username' | 'password' | 'datasource';

export function ImportModal({ uuid, instance, imported, start, onClose, onImported }: ImportModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const catalogue = useQuery(dataAppQueries.catalogue());
  const tenants = useQuery(tenantQueries.list(uuid, instance.name));
  const check = useMutation(dataAppMutations.checkSupport(uuid, instance.id));
  const importer = useMutation(dataAppMutations.import(uuid, instance.name));
  const [step, setStep] = useState<Step>('choose');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>(start.ids);
  const [checks, setChecks] = useState<SupportCheck[] | null>(null);
  const [pending, setPending] = useState<DataAppImportFormValues | null>(null);
  const form = useForm<DataAppImportFormValues>({
    mode: 'controlled',
    initialValues: {
      ...DATA_APP_IMPORT_DEFAULTS,
      tenant: start.tenant ?? null,
      username: start.username ?? DATA_APP_IMPORT_DEFAULTS.username,
    },
    validate: schemaResolver(dataAppImportFormSchema, { sync: true }),
  });

  const apps = useMemo(() => catalogue.data?.apps ?? [], [catalogue.data]);
  const shown = searchDataApps(apps, search);
  const { mutate: runCheck } = check;

  const next = useCallback(
    (ids: readonly string[]) => {
      const chosen = apps.filter((app) => ids.includes(app.id) && isInstallable(app));
      if (chosen.length === 0) return;
      runCheck(chosen, {
        onSuccess: (results) => {
          setChecks(results);
          setStep('form');
        },
      });
    },
    [apps, runCheck],
  );

  // A retry opens with its data apps chosen: check them as soon as the catalogue is there.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoStarted.current || start.ids.length === 0 || apps.length === 0) return;
    autoStarted.current = true;
    next(start.ids);
  }, [apps, next, start.ids]);

  const verdicts = (checks ?? []).map((c) => ({ app: c.app, verdict: supportVerdict(c.answer) }));
  const allowed: DataApp[] = verdicts.filter((v) => v.verdict.kind !== 'unsupported').map((v) => v.app);
  const customBuild = verdicts.some((v) => v.verdict.kind === 'custom');
  const again = allowed.filter((app) => imported.has(app.id));
  const sources = dataSourceOptions(catalogue.data?.dataSources ?? [], allowed);
  const names = allowed.map((app) => app.name);

  const send = async (values: DataAppImportFormValues, overwrite: boolean) => {
    try {
      await importer.mutateAsync(toImportPayload(instance.id, names, values, overwrite), { onSuccess: onImported });
    } catch (error) {
      setStep('form');
      const placed = serverFieldErrors<FormField>(error, (field) => importInputForServerField(field) as FormField | null);
      for (const [input, message] of Object.entries(placed)) form.setFieldError(input, message);
    }
  };

  const submit = form.onSubmit((values) => {
    if (again.length > 0) {
      setPending(values);
      setStep('confirm');
      return;
    }
    void send(values, false);
  });

  const title =
    step === 'choose'
      ? IMPORT_DIALOG.chooseTitle
      : step === 'confirm'
        ? DATA_APP_IMPORT_MESSAGES.alreadyImported
        : IMPORT_DIALOG.formTitle(checks?.map((c) => c.app.name) ?? []);

  return (
    <Modal opened onClose={onClose} title={title} centered fullScreen={phone ?? false} size="lg">
      {step === 'choose' ? (
        <Stack gap="md">
          <TextInput
            label={IMPORT_DIALOG.searchLabel}
            placeholder={IMPORT_DIALOG.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          {catalogue.data === undefined ? (
            catalogue.error ? (
              <Alert color="red" title={IMPORT_DIALOG.catalogueFailed}>
                <Button size="xs" variant="light" color="red" onClick={() => void catalogue.refetch()}>
                  {IMPORT_DIALOG.tryAgain}
                </Button>
              </Alert>
            ) : (
              <Center py="lg">
                <Loader aria-label={IMPORT_DIALOG.loadingCatalogue} />
              </Center>
            )
          ) : shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {IMPORT_DIALOG.nothingFound}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={phone ? undefined : '50vh'} type="auto">
              <Checkbox.Group label={IMPORT_DIALOG.listLabel} value={selected} onChange={setSelected}>
                <Stack gap="sm" mt="xs">
                  {shown.map((app) => (
                    <Checkbox
                      key={app.id}
                      value={app.id}
                      disabled={!isInstallable(app)}
                      label={
                        <Group gap={6} wrap="wrap">
                          <span>{app.name}</span>
                          {imported.has(app.id) ? (
                            <Badge size="xs" variant="light" color="teal">
                              {IMPORT_DIALOG.imported}
                            </Badge>
                          ) : null}
                        </Group>
                      }
                      description={
                        isInstallable(app)
                          ? [app.blueprintCategory?.name, app.description].filter(Boolean).join(' · ')
                          : DATA_APP_IMPORT_MESSAGES.notAvailable
                      }
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          )}
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {IMPORT_DIALOG.selected(selected.length)}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {IMPORT_DIALOG.cancel}
              </Button>
              <Button onClick={() => next(selected)} disabled={selected.length === 0} loading={check.isPending}>
                {IMPORT_DIALOG.next}
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : null}

      {step === 'form' ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {verdicts.map(({ app, verdict }) =>
              verdict.kind === 'unsupported' ? (
                <Alert key={app.id} color="red" title={app.name}>
                  {DATA_APP_IMPORT_MESSAGES.notSupported(verdict.versions, BRAND.platformWord)}
                </Alert>
              ) : null,
            )}
            {customBuild ? (
              <Alert color="yellow" title={IMPORT_DIALOG.customBuildTitle}>
                {DATA_APP_IMPORT_MESSAGES.customBuild}
              </Alert>
            ) : null}
            {allowed.length === 0 ? (
              <Text size="sm">{IMPORT_DIALOG.nothingToImport}</Text>
            ) : (
              <>
                <Select
                  label={IMPORT_DIALOG.tenant}
                  placeholder={IMPORT_DIALOG.tenantPlaceholder}
                  data={(tenants.data ?? []).map((t) => ({ value: t.name, label: t.name }))}
                  withAsterisk
                  allowDeselect={false}
                  {...form.getInputProps('tenant')}
                />
                <TextInput label={IMPORT_DIALOG.username} withAsterisk autoComplete="username" {...form.getInputProps('username')} />
                <PasswordInput
                  label={IMPORT_DIALOG.password}
                  description={IMPORT_DIALOG.passwordHint}
                  withAsterisk
                  autoComplete="current-password"
                  {...form.getInputProps('password')}
                />
                <Checkbox.Group label={IMPORT_DIALOG.options}>
                  <Stack gap="xs" mt="xs">
                    <Checkbox label={IMPORT_DIALOG.folders} {...form.getInputProps('folders', { type: 'checkbox' })} />
                    <Checkbox label={IMPORT_DIALOG.dashboards} {...form.getInputProps('dashboards', { type: 'checkbox' })} />
                    <Checkbox label={IMPORT_DIALOG.enableDynamicJoins} {...form.getInputProps('enableDynamicJoins', { type: 'checkbox' })} />
                    <Checkbox label={IMPORT_DIALOG.includeParquet} {...form.getInputProps('includeParquet', { type: 'checkbox' })} />
                  </Stack>
                </Checkbox.Group>
                {form.values.includeParquet ? (
                  <Select
                    label={IMPORT_DIALOG.datasource}
                    placeholder={IMPORT_DIALOG.datasourcePlaceholder}
                    data={sources.map((s) => ({ value: s.id, label: s.name }))}
                    withAsterisk
                    allowDeselect={false}
                    {...form.getInputProps('datasource')}
                  />
                ) : null}
              </>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setStep('choose')} disabled={importer.isPending}>
                {IMPORT_DIALOG.back}
              </Button>
              <Button type="submit" disabled={allowed.length === 0} loading={importer.isPending}>
                {IMPORT_DIALOG.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}

      {step === 'confirm' ? (
        <Stack gap="md">
          <Text size="sm">{IMPORT_DIALOG.overwriteBody(again.map((app) => app.name).join(', '))}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setStep('form')} disabled={importer.isPending}>
              {IMPORT_DIALOG.cancel}
            </Button>
            <Button color="orange" loading={importer.isPending} onClick={() => pending && void send(pending, true)}>
              {IMPORT_DIALOG.overwrite}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
