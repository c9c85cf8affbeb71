/**
 * 'Export Data App' (doc 3 §2, §6, §7, §8), for partners: the cluster picker (connected clusters of
 * valid_bp_clusters), the tenant, and the data apps installed on that tenant; the export answers a message and a
 * summary, and Download saves the file under the name the server gives (Content-Disposition). With no connected
 * cluster the dialog says 'Connected cluster not found' with the spec's text instead.
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { dataAppQueries } from '../../api/cluster-data-apps';
import { tenantQueries } from '../../api/cluster-tenants';
import { dataAppPageMutations, exportInputForServerField } from '../../api/data-apps';
import type { DataAppCluster, DataAppExportResponse } from '../../contract/types/data-app-exports';
import {
  DATA_APP_EXPORT_DEFAULTS,
  dataAppExportSchema,
  toExportPayload,
  type DataAppExportFormValues,
} from '../../domain/schemas/data-app-export';
import { DATA_APP_EXPORT_MESSAGES } from '../../domain/validation/data-app-export';
import { saveFile } from '../../ui/save-file';
import { ClusterPicker } from './ClusterPicker';
import { EXPORT_DIALOG } from './messages';
import { DialogFooter, submitPlacingServerErrors } from '../../ui/DialogForm';

export interface ExportModalProps {
  uuid: string;
  clusters: { data: DataAppCluster[] | undefined; isError: boolean; refetch: () => void };
  onClose: () => void;
}

/** The name a file is saved under when the answer names none (ours). */
const FALLBACK_FILE_NAME = 'data-apps-export.json';

export function ExportModal({ uuid, clusters, onClose }: ExportModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const connected = clusters.data?.filter((c) => c.connected);
  const form = useForm<DataAppExportFormValues>({
    mode: 'controlled',
    initialValues: { ...DATA_APP_EXPORT_DEFAULTS, instanceId: connected?.length === 1 ? (connected[0]?.id ?? null) : null },
    validate: schemaResolver(dataAppExportSchema, { sync: true }),
  });
  const cluster = connected?.find((c) => c.id === form.values.instanceId) ?? null;
  const name = cluster?.name ?? '';
  const tenants = useQuery({ ...tenantQueries.list(uuid, name), enabled: cluster !== null });
  const status = useQuery({ ...dataAppQueries.status(uuid, name, cluster?.id ?? ''), enabled: cluster !== null });
  const exporter = useMutation(dataAppPageMutations.export(uuid));
  const download = useMutation(dataAppPageMutations.download());
  const [result, setResult] = useState<DataAppExportResponse | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const onTenant = (status.data?.importedBlueprints ?? [])
    .flatMap((group) => group.blueprints)
    .filter((b) => b.tenant === form.values.tenant)
    .sort((a, b) => a.name.localeCompare(b.name));

  const submit = submitPlacingServerErrors(
    form,
    async (values) => setResult(await exporter.mutateAsync(toExportPayload(values))),
    exportInputForServerField,
  );

  const save = (id: string) =>
    download.mutate(id, {
      onSuccess: ({ blob, fileName }) => {
        const name = fileName ?? FALLBACK_FILE_NAME;
        saveFile(blob, name);
        setSaved(name);
      },
    });

  const noneConnected = connected !== undefined && connected.length === 0;

  return (
    <Modal opened onClose={onClose} title={EXPORT_DIALOG.title} centered fullScreen={phone ?? false} size="lg">
      {noneConnected ? (
        <Stack gap="md">
          <Alert color="orange" title={DATA_APP_EXPORT_MESSAGES.noConnectedTitle}>
            {DATA_APP_EXPORT_MESSAGES.noConnectedBody}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{EXPORT_DIALOG.done}</Button>
          </Group>
        </Stack>
      ) : result ? (
        <Stack gap="md">
          <Alert color="green" title={result.message}>
            {result.summary}
          </Alert>
          {saved ? (
            <Text size="sm" aria-live="polite">
              {EXPORT_DIALOG.downloaded(saved)}
            </Text>
          ) : null}
          <DialogFooter cancelLabel={EXPORT_DIALOG.done} onCancel={onClose}>
            <Button onClick={() => save(result.id)} loading={download.isPending} data-autofocus>
              {EXPORT_DIALOG.download}
            </Button>
          </DialogFooter>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{EXPORT_DIALOG.intro}</Text>
            <ClusterPicker
              clusters={connected}
              failed={clusters.isError}
              onRetry={clusters.refetch}
              value={form.values.instanceId}
              onChange={(id) => {
                form.setValues({ instanceId: id, tenant: null, blueprintIds: [] });
                form.clearErrors();
              }}
              error={typeof form.errors.instanceId === 'string' ? form.errors.instanceId : null}
              disabled={exporter.isPending}
            />
            {cluster ? (
              <Select
                label={EXPORT_DIALOG.tenant}
                placeholder={EXPORT_DIALOG.tenantPlaceholder}
                data={(tenants.data ?? []).map((t) => ({ value: t.name, label: t.name }))}
                withAsterisk
                allowDeselect={false}
                {...form.getInputProps('tenant')}
                onChange={(tenant) => {
                  form.setFieldValue('tenant', tenant);
                  form.setFieldValue('blueprintIds', []);
                }}
              />
            ) : null}
            {cluster && form.values.tenant ? (
              onTenant.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {EXPORT_DIALOG.noApps}
                </Text>
              ) : (
                <Checkbox.Group label={EXPORT_DIALOG.apps} withAsterisk {...form.getInputProps('blueprintIds')}>
                  <Stack gap={6} mt="xs">
                    {onTenant.map((app) => (
                      <Checkbox key={app.id} value={app.id} label={app.name} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )
            ) : null}
            <DialogFooter
              cancelLabel={EXPORT_DIALOG.cancel}
              onCancel={onClose}
              busy={exporter.isPending}
              submitLabel={EXPORT_DIALOG.submit}
              submitDisabled={clusters.data === undefined}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
