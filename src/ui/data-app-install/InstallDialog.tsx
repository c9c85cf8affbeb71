/**
 * The data apps install dialog (doc 3 §2 install modal, §3 Import form, §5 Data Apps install), shared by the
 * cluster's Data Apps tab and the Data Apps page: the outcome of the support check of each data app on the cluster
 * (a release too old shows the spec's text, a custom build a warning), then the form (tenant, username default
 * admin, password, the options, and the data source when parquet files are copied), and, when a data app is
 * already on the cluster, the overwrite confirmation ('Data App already imported.'). The page puts its cluster
 * picker above the form (`clusterField`); a cluster that cannot take the import now says why (`refusal`) and the
 * form cannot be sent. Props only: the containers read the data and send the call. Full screen on a phone.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Center, Checkbox, Loader, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { BlueprintSupportResponse, DataApp, DataSource } from '../../contract/types';
import { BRAND } from '../../config/brand';
import { dataSourceOptions, isInstallable, supportVerdict } from '../../domain/data-app-imports';
import {
  DATA_APP_IMPORT_DEFAULTS,
  dataAppImportFormSchema,
  type DataAppImportFormValues,
} from '../../domain/schemas/data-app-import';
import { DATA_APP_IMPORT_MESSAGES } from '../../domain/validation/data-app-import';
import { INSTALL_FORM } from './messages';
import { DialogFooter, placeServerErrors } from '../DialogForm';
import { RequiredSelect } from '../RequiredSelect';

/** One data app's support check on the cluster (api/cluster-data-apps.ts SupportCheck, structurally). */
export interface InstallCheck {
  app: DataApp;
  answer: BlueprintSupportResponse;
}

type FormField = 'tenant' | 'username' | 'password' | 'datasource';
const FORM_FIELDS: readonly string[] = ['tenant', 'username', 'password', 'datasource'];

export interface InstallDialogProps {
  /** The data apps chosen (the title names them). */
  apps: readonly DataApp[];
  /** Above the form: the page's cluster picker. */
  clusterField?: ReactNode;
  /** Why the chosen cluster cannot take the import now (said under the picker), or null. */
  refusal?: string | null;
  /** The support check of each installable data app on the cluster; null while not known. */
  checks: readonly InstallCheck[] | null;
  checking: boolean;
  /** Ids of the data apps already on the cluster. */
  imported: ReadonlySet<string>;
  /** The cluster's tenant names. */
  tenants: readonly string[];
  dataSources: readonly DataSource[];
  initial?: { tenant?: string | null; username?: string | null };
  sending: boolean;
  /** Sends the import of `names`; a rejection with field messages puts them under their inputs. */
  onSend: (values: DataAppImportFormValues, names: string[], overwrite: boolean) => Promise<unknown>;
  /** Back to the choice of data apps (the tab's first step). */
  onBack?: () => void;
  onClose: () => void;
}

export function InstallDialog({
  apps,
  clusterField,
  refusal = null,
  checks,
  checking,
  imported,
  tenants,
  dataSources,
  initial,
  sending,
  onSend,
  onBack,
  onClose,
}: InstallDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [confirming, setConfirming] = useState<DataAppImportFormValues | null>(null);
  const form = useForm<DataAppImportFormValues>({
    mode: 'controlled',
    initialValues: {
      ...DATA_APP_IMPORT_DEFAULTS,
      tenant: initial?.tenant ?? null,
      username: initial?.username ?? DATA_APP_IMPORT_DEFAULTS.username,
    },
    validate: schemaResolver(dataAppImportFormSchema, { sync: true }),
  });

  // Another cluster has other tenants: a tenant it does not have is no choice.
  const tenantKey = tenants.join('\n');
  const { setFieldValue } = form;
  const chosenTenant = form.values.tenant;
  useEffect(() => {
    if (tenantKey !== '' && chosenTenant !== null && !tenantKey.split('\n').includes(chosenTenant)) setFieldValue('tenant', null);
  }, [tenantKey, chosenTenant, setFieldValue]);

  const unavailable = apps.filter((app) => !isInstallable(app));
  const verdicts = (checks ?? []).map((c) => ({ app: c.app, verdict: supportVerdict(c.answer) }));
  const allowed = verdicts.filter((v) => v.verdict.kind !== 'unsupported').map((v) => v.app);
  const customBuild = verdicts.some((v) => v.verdict.kind === 'custom');
  const again = allowed.filter((app) => imported.has(app.id));
  const sources = dataSourceOptions(dataSources, allowed);
  const names = allowed.map((app) => app.name);
  const ready = refusal === null && checks !== null && !checking && allowed.length > 0;

  const send = async (values: DataAppImportFormValues, overwrite: boolean) => {
    try {
      await onSend(values, names, overwrite);
    } catch (error) {
      setConfirming(null);
      placeServerErrors<FormField>(form, error, (field) => (FORM_FIELDS.includes(field) ? (field as FormField) : null));
    }
  };

  const submit = form.onSubmit((values) => {
    if (again.length > 0) {
      setConfirming(values);
      return;
    }
    void send(values, false);
  });

  const title = confirming ? DATA_APP_IMPORT_MESSAGES.alreadyImported : INSTALL_FORM.title(apps.map((app) => app.name));

  return (
    <Modal opened onClose={onClose} title={title} centered fullScreen={phone ?? false} size="lg">
      {confirming ? (
        <Stack gap="md">
          <Text size="sm">{INSTALL_FORM.overwriteBody(again.map((app) => app.name).join(', '))}</Text>
          <DialogFooter cancelLabel={INSTALL_FORM.cancel} onCancel={() => setConfirming(null)} busy={sending}>
            <Button color="orange" loading={sending} onClick={() => void send(confirming, true)}>
              {INSTALL_FORM.overwrite}
            </Button>
          </DialogFooter>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {clusterField}
            {refusal ? (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            ) : null}
            {unavailable.map((app) => (
              <Alert key={app.id} color="gray" title={INSTALL_FORM.unavailableTitle(app.name)}>
                {DATA_APP_IMPORT_MESSAGES.notAvailable}
              </Alert>
            ))}
            {checking ? (
              <Center py="md">
                <Loader size="sm" aria-label={INSTALL_FORM.checking} />
              </Center>
            ) : null}
            {!checking
              ? verdicts.map(({ app, verdict }) =>
                  verdict.kind === 'unsupported' ? (
                    <Alert key={app.id} color="red" title={app.name}>
                      {DATA_APP_IMPORT_MESSAGES.notSupported(verdict.versions, BRAND.platformWord)}
                    </Alert>
                  ) : null,
                )
              : null}
            {customBuild && !checking ? (
              <Alert color="yellow" title={INSTALL_FORM.customBuildTitle}>
                {DATA_APP_IMPORT_MESSAGES.customBuild}
              </Alert>
            ) : null}
            {checks !== null && !checking && allowed.length === 0 ? <Text size="sm">{INSTALL_FORM.nothingToImport}</Text> : null}
            {checks !== null && allowed.length > 0 ? (
              <>
                <RequiredSelect
                  label={INSTALL_FORM.tenant}
                  placeholder={INSTALL_FORM.tenantPlaceholder}
                  data={tenants.map((name) => ({ value: name, label: name }))}
                  {...form.getInputProps('tenant')}
                />
                <TextInput label={INSTALL_FORM.username} withAsterisk autoComplete="username" {...form.getInputProps('username')} />
                <PasswordInput
                  label={INSTALL_FORM.password}
                  description={INSTALL_FORM.passwordHint}
                  withAsterisk
                  autoComplete="current-password"
                  {...form.getInputProps('password')}
                />
                <Checkbox.Group label={INSTALL_FORM.options}>
                  <Stack gap="xs" mt="xs">
                    <Checkbox label={INSTALL_FORM.folders} {...form.getInputProps('folders', { type: 'checkbox' })} />
                    <Checkbox label={INSTALL_FORM.dashboards} {...form.getInputProps('dashboards', { type: 'checkbox' })} />
                    <Checkbox label={INSTALL_FORM.enableDynamicJoins} {...form.getInputProps('enableDynamicJoins', { type: 'checkbox' })} />
                    <Checkbox label={INSTALL_FORM.includeParquet} {...form.getInputProps('includeParquet', { type: 'checkbox' })} />
                  </Stack>
                </Checkbox.Group>
                {form.values.includeParquet ? (
                  <RequiredSelect
                    label={INSTALL_FORM.datasource}
                    placeholder={INSTALL_FORM.datasourcePlaceholder}
                    data={sources.map((s) => ({ value: s.id, label: s.name }))}
                    {...form.getInputProps('datasource')}
                  />
                ) : null}
              </>
            ) : null}
            <DialogFooter
              cancelLabel={onBack ? INSTALL_FORM.back : INSTALL_FORM.cancel}
              onCancel={onBack ?? onClose}
              busy={sending}
              submitLabel={INSTALL_FORM.submit}
              submitDisabled={!ready}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
