/**
 * The import dialog of the cluster's tab (doc 3 §2 install modal, §5 Data Apps install): choose one or several
 * data apps from the catalogue (search box, a selectable list; a data app that is not installable shows 'Data app
 * isn't available'), then the support check of each on the cluster, then the install dialog the Data Apps page
 * shares (ui/data-app-install/InstallDialog: the check's outcome, the form, the overwrite confirmation). Opened
 * with data apps chosen (a retry), it goes straight to the check and the form. Full screen on a phone.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Center, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { dataAppMutations, dataAppQueries, type SupportCheck } from '../../../../api/cluster-data-apps';
import { tenantQueries } from '../../../../api/cluster-tenants';
import { isInstallable, searchDataApps } from '../../../../domain/data-app-imports';
import { toImportPayload, type DataAppImportFormValues } from '../../../../domain/schemas/data-app-import';
import { DATA_APP_IMPORT_MESSAGES } from '../../../../domain/validation/data-app-import';
import { InstallDialog } from '../../../../ui/data-app-install/InstallDialog';
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

type Step = 'choose' | 'form';

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

  const send = (values: DataAppImportFormValues, names: string[], overwrite: boolean) =>
    importer.mutateAsync(toImportPayload(instance.id, names, values, overwrite), { onSuccess: onImported });

  if (step === 'form') {
    return (
      <InstallDialog
        apps={checks?.map((c) => c.app) ?? []}
        checks={checks}
        checking={false}
        imported={imported}
        tenants={(tenants.data ?? []).map((t) => t.name)}
        dataSources={catalogue.data?.dataSources ?? []}
        initial={{ tenant: start.tenant, username: start.username }}
        sending={importer.isPending}
        onSend={send}
        onBack={() => setStep('choose')}
        onClose={onClose}
      />
    );
  }

  return (
    <Modal opened onClose={onClose} title={IMPORT_DIALOG.chooseTitle} centered fullScreen={phone ?? false} size="lg">
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
    </Modal>
  );
}
