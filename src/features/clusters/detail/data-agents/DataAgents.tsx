/**
 * The data agent connections of a cluster (doc 2 §2, §3, §4, §5, §6, §8, §9), in the Configurations tab's Data
 * agent section: a table of 10 a page (no size changer) searched by name (sent 500 ms after the last keystroke),
 * each connection's computed status with its detail, version compatibility and attached data sources, and its
 * row actions (start, stop, restart as its state allows; generate or regenerate the .auth file, downloaded with
 * the bearer token; setup steps; edit; delete, refused while data sources are attached). Create and edit in one
 * dialog. Seen with the dataagent toggle, the da platform action and Data agent on; changed with the
 * configurations' update policy; offline, every change is refused with the offline tooltip.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { dataAgentMutations, dataAgentQueries, type DataAgentsRef } from '../../../../api/cluster-data-agents';
import { tenantQueries } from '../../../../api/cluster-tenants';
import type { DataAgentAction, DataAgentConnection } from '../../../../contract/types';
import {
  DATA_AGENT_ACTION_LABELS,
  DATA_AGENT_COMPATIBILITY_COLORS,
  DATA_AGENT_COMPATIBILITY_HINTS,
  DATA_AGENT_COMPATIBILITY_LABELS,
  DATA_AGENT_PAGE_SIZE,
  DATA_AGENT_SEARCH_DEBOUNCE_MS,
  DATA_AGENT_STATE_DETAILS,
  DATA_AGENT_TAG_COLORS,
  DATA_AGENT_TAG_LABELS,
  DATA_AGENT_TAG_OF,
  dataAgentManageRefusal,
  dataAgentRowActions,
  dataAgentState,
  dataAgentViewRefusal,
  deleteRefusal,
  type ActionAvailability,
} from '../../../../domain/data-agents';
import type { DataAgentFormValues } from '../../../../domain/schemas/data-agents';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../../../pwa';
import { CellLines, DataTable, type DataColumn, type RowAction } from '../../../../ui/DataTable';
import { SearchInput } from '../../../../ui/SearchInput';
import { GatedButton } from '../../../../ui/GatedButton';
import { QueryState, queryStateOf } from '../../../../ui/QueryState';
import { saveFile } from '../../../../ui/save-file';
import type { ClusterTabProps } from '../tab-props';
import { DataAgentModal } from './DataAgentModal';
import { DATA_AGENTS_TEXT as T } from './messages';
import { SetupStepsModal } from './SetupStepsModal';
import { DialogFooter } from '../../../../ui/DialogForm';

const QUERY_TEXTS = { loading: T.loading, errorTitle: T.errorTitle, retry: T.refresh, stale: T.stale };

const COLUMNS: DataColumn<DataAgentConnection>[] = [
  {
    key: 'name',
    label: T.columns.name,
    minWidth: 160,
    wrap: true,
    render: (agent) => <CellLines main={agent.name} detail={agent.description} lineClamp={2} />,
  },
  { key: 'tenant', label: T.columns.tenant, render: (agent) => agent.tenantName },
  {
    key: 'status',
    label: T.columns.status,
    minWidth: 170,
    render: (agent) => {
      const state = dataAgentState(agent);
      const tag = DATA_AGENT_TAG_OF[state];
      const phase = agent.status === 'ACTIVE' ? null : (T.phase[agent.status] ?? null);
      return (
        <>
          <Badge variant="light" color={DATA_AGENT_TAG_COLORS[tag]} data-state={state}>
            {DATA_AGENT_TAG_LABELS[tag]}
          </Badge>
          <Text size="xs" c="dimmed" mt={4}>
            {phase ?? DATA_AGENT_STATE_DETAILS[state]}
          </Text>
        </>
      );
    },
  },
  {
    key: 'version',
    label: T.columns.version,
    minWidth: 130,
    render: (agent) =>
      agent.versionInfo ? (
        <>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{agent.versionInfo.version}</Text>
            <Badge variant="outline" size="sm" color={DATA_AGENT_COMPATIBILITY_COLORS[agent.versionInfo.compatibility]}>
              {DATA_AGENT_COMPATIBILITY_LABELS[agent.versionInfo.compatibility]}
            </Badge>
          </Group>
          {agent.versionInfo.compatibility !== 'UP_TO_DATE' ? (
            <Text size="xs" c="dimmed">
              {DATA_AGENT_COMPATIBILITY_HINTS[agent.versionInfo.compatibility]}
            </Text>
          ) : null}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {T.noVersion}
        </Text>
      ),
  },
  {
    key: 'dataSources',
    label: T.columns.dataSources,
    minWidth: 120,
    render: (agent) =>
      agent.dataSources.length > 0 ? (
        agent.dataSources.map((s) => s.name).join(', ')
      ) : (
        <Text size="sm" c="dimmed">
          {T.noDataSources}
        </Text>
      ),
  },
];

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; agent: DataAgentConnection }
  | { kind: 'delete'; agent: DataAgentConnection }
  | { kind: 'setup'; agent: DataAgentConnection | null };

/**
 * The refusal of a button that needs the server and a right: its own reason first, else offline the offline
 * text (in the offline tooltip's width).
 */
function gate(refusal: string | null, offline: boolean): { refusal: string | null; tooltipWidth?: number } {
  if (refusal === null && offline) return { refusal: OFFLINE_ACTION_TOOLTIP, tooltipWidth: 240 };
  return { refusal };
}

export function DataAgents({ uuid, user, entry }: ClusterTabProps) {
  const { instance } = entry;
  const gate = { platform: instance.platform, enableDataAgent: instance.enableDataAgent, clusterPolicy: instance.clusterPolicy };
  const viewRefusal = dataAgentViewRefusal(user, gate);
  if (viewRefusal) {
    return (
      <Text size="sm" c="dimmed">
        {viewRefusal}
      </Text>
    );
  }
  return (
    <Connections
      dataRef={{ uuid, name: instance.name, id: instance.id }}
      hostName={instance.hostName}
      manageRefusal={dataAgentManageRefusal(user, gate)}
    />
  );
}

interface ConnectionsProps {
  dataRef: DataAgentsRef;
  hostName: string;
  manageRefusal: string | null;
}

function Connections({ dataRef, hostName, manageRefusal }: ConnectionsProps) {
  const offline = !useOnline();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), DATA_AGENT_SEARCH_DEBOUNCE_MS);
  // A new search starts on its first page.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === debounced ? paging.page : 1;
  const query = useQuery(dataAgentQueries.page(dataRef, page, debounced));
  const tenants = useQuery(tenantQueries.list(dataRef.uuid, dataRef.name));
  const create = useMutation(dataAgentMutations.create(dataRef));
  const update = useMutation(dataAgentMutations.update(dataRef));
  const remove = useMutation(dataAgentMutations.remove(dataRef));
  const authFile = useMutation(dataAgentMutations.authFile(dataRef));
  const action = useMutation(dataAgentMutations.action(dataRef));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const submit = (values: DataAgentFormValues): Promise<unknown> =>
    dialog?.kind === 'edit'
      ? update.mutateAsync({ daId: dialog.agent.id, description: values.description }, { onSuccess: close })
      : create.mutateAsync({ tenantID: values.tenantID, name: values.name, description: values.description }, { onSuccess: close });

  const run = (agent: DataAgentConnection, name: DataAgentAction) =>
    action.mutate({ daId: agent.id, agentName: agent.name, tenantName: agent.tenantName, action: name });

  const download = (agent: DataAgentConnection) =>
    authFile.mutate(
      { daId: agent.id, tenantName: agent.tenantName, clientOrigin: window.location.origin },
      { onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? `${agent.name}.auth`) },
    );

  const actionButton = (agent: DataAgentConnection, name: DataAgentAction, availability: ActionAvailability): RowAction | null => {
    if (availability.kind === 'hidden') return null;
    return {
      key: name,
      label: DATA_AGENT_ACTION_LABELS[name],
      name: T.rowAction(DATA_AGENT_ACTION_LABELS[name], agent.name),
      ...gate(manageRefusal ?? (availability.kind === 'refused' ? availability.refusal : null), offline),
      color: name === 'stop' ? 'orange' : undefined,
      loading: action.isPending && action.variables?.daId === agent.id && action.variables.action === name,
      onClick: () => run(agent, name),
    };
  };

  const rowActions = (agent: DataAgentConnection): (RowAction | null | false)[] => {
    const actions = dataAgentRowActions(agent);
    const authLabel = actions.authFile === 'generate' ? T.generate : T.regenerate;
    const managed = gate(manageRefusal, offline);
    return [
      actionButton(agent, 'start', actions.start),
      actionButton(agent, 'stop', actions.stop),
      actionButton(agent, 'restart', actions.restart),
      {
        label: authLabel,
        name: T.rowAction(authLabel, agent.name),
        ...managed,
        variant: actions.authFile === 'generate' ? 'filled' : 'default',
        loading: authFile.isPending && authFile.variables?.daId === agent.id,
        loaderProps: { 'aria-label': T.downloading },
        onClick: () => download(agent),
      },
      !actions.onlyGenerate && {
        label: T.setupSteps,
        name: T.rowAction(T.setupSteps, agent.name),
        variant: 'subtle',
        onClick: () => setDialog({ kind: 'setup', agent }),
      },
      { label: T.edit, name: T.rowAction(T.edit, agent.name), ...managed, variant: 'subtle', onClick: () => setDialog({ kind: 'edit', agent }) },
      { label: T.remove, name: T.rowAction(T.remove, agent.name), ...managed, variant: 'subtle', color: 'red', onClick: () => setDialog({ kind: 'delete', agent }) },
    ];
  };

  return (
    <Stack gap="sm" mt="md" component="section" aria-labelledby="data-agents-title">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} size="h5" id="data-agents-title">
            {T.title}
          </Title>
          <Text size="sm" c="dimmed">
            {T.intro}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => setDialog({ kind: 'setup', agent: null })}>
            {T.setupSteps}
          </Button>
          <GatedButton {...gate(manageRefusal, offline)} onClick={() => setDialog({ kind: 'create' })} label={T.create} />
        </Group>
      </Group>
      <SearchInput label={T.search} placeholder={T.searchPlaceholder} value={search} onChange={setSearch} style={{ maxWidth: 360 }} />
      <QueryState
        query={queryStateOf(query)}
        texts={QUERY_TEXTS}
        isEmpty={(data) => data.total === 0}
        empty={
          <Text c="dimmed" ta="center" py="md">
            {debounced ? T.noMatch(debounced) : T.empty}
          </Text>
        }
      >
        {(data) => (
          <DataTable
            rows={data.dataAgents}
            messages={T}
            columns={COLUMNS}
            rowKey={(agent) => agent.id}
            rowData={(agent) => ({ 'data-agent': agent.name })}
            actions={{ buttons: rowActions, minWidth: 300 }}
            paging={{ page, total: data.total, pageSize: DATA_AGENT_PAGE_SIZE, onChange: (next) => setPaging({ search: debounced, page: next }) }}
            pagingNote={
              <Text size="sm" c="dimmed">
                {T.total(data.total)}
              </Text>
            }
            texts={{ pagination: T.pagination }}
            striped
            highlightOnHover
            minWidth={1000}
          />
        )}
      </QueryState>

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <DataAgentModal
          agent={dialog.kind === 'edit' ? dialog.agent : null}
          tenants={tenants.data}
          submitting={create.isPending || update.isPending}
          onClose={close}
          onSubmit={submit}
        />
      ) : null}
      {dialog?.kind === 'setup' ? <SetupStepsModal hostName={hostName} agentName={dialog.agent?.name ?? null} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? (
        <DeleteAgentModal
          agent={dialog.agent}
          deleting={remove.isPending}
          offline={offline}
          onClose={close}
          onConfirm={() => remove.mutate({ ids: [dialog.agent.id] }, { onSuccess: close })}
        />
      ) : null}
    </Stack>
  );
}

function DeleteAgentModal(props: { agent: DataAgentConnection; deleting: boolean; offline: boolean; onClose: () => void; onConfirm: () => void }) {
  const { agent, deleting, offline, onClose, onConfirm } = props;
  const blocked = deleteRefusal(agent);
  return (
    <Modal opened onClose={onClose} title={T.deleteTitle(agent.name)} centered>
      <Stack gap="md">
        {blocked ? (
          <Alert color="yellow" title={T.attached}>
            <Text size="sm">{blocked}</Text>
            <List size="sm" mt="xs">
              {agent.dataSources.map((s) => (
                <List.Item key={s.name}>{s.name}</List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Text size="sm">{T.deleteText}</Text>
        )}
        <DialogFooter cancelLabel={blocked ? T.close : T.cancel} onCancel={onClose} busy={deleting}>
          <GatedButton {...gate(blocked, offline)} color="red" loading={deleting} onClick={onConfirm} data-autofocus label={T.deleteConfirm} />
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
