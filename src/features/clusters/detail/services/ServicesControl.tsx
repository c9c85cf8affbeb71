/**
 * Services control (spec doc 2 §2 "Service control tables", §4, §5, §6, §8, §9): the six tables (Analytics,
 * Loader, SQLi, Notebook, Analytics sub-cluster, Loader sub-cluster) with every node's status and its actions
 * by status; a confirmation before Stop and Restart; the service modal for a node that failed to start or is
 * in a warning state; Add and Remove nodes for analytics and loader within the bounds. Rendered inside the
 * configurations tab's "Services control" section: the section's content only.
 *
 * The status is polled every 5 s while any node moves (servicesQueries.status), so after an action the table
 * follows the node until it settles. Refused actions are disabled controls that say why (role, state, plan,
 * bounds, offline).
 */
import { useDeferredValue, useState } from 'react';
import { Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { servicesMutations, servicesQueries } from '../../../../api/cluster-services';
import type { NodeActionName, ServiceKey, ServiceNode } from '../../../../contract/types';
import { clusterPath } from '../../../../domain/paths';
import {
  anyNodeMoving,
  isScalable,
  isSubClusterService,
  isTransientNode,
  needsConfirmation,
  NODE_STATUS_DISPLAY,
  nodeActionRefusal,
  nodeActionsFor,
  nodeCountRefusal,
  nodeStatusName,
  SERVICE_NODES_MAX_DEFAULT,
  SERVICE_TABLES,
  SERVICE_TAG_COLORS,
  SERVICE_TITLES,
  serviceProblem,
  serviceTagOf,
  SERVICES_TEXTS,
  type NodeCountMode,
  type ScalableService,
  type ServiceProblem,
  type ServicesCluster,
} from '../../../../domain/services-control';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../../../pwa';
import { DataTable, type DataColumn, type RowAction } from '../../../../ui/DataTable';
import { GatedButton } from '../../../../ui/GatedButton';
import { QueryState, queryStateOf } from '../../../../ui/QueryState';
import type { ClusterTabProps } from '../tab-props';
import { NodeActionConfirm } from './NodeActionConfirm';
import { NodeCountModal } from './NodeCountModal';
import { ServiceProblemModal } from './ServiceProblemModal';
import { SERVICES_UI } from './messages';


interface PendingConfirm {
  action: NodeActionName;
  label: string;
  service: ServiceKey;
  node: string;
}

export function ServicesControl({ uuid, user, entry, status }: ClusterTabProps) {
  const { instance } = entry;
  const query = useQuery(servicesQueries.status(uuid, instance.name, instance.id));
  // The six tables render at transition priority, in slices between frames, not in one long task as the
  // answer arrives (issue 24: TBT on a slow phone); until then the loader stays.
  const shown = useDeferredValue(query.data);
  const maxNodes = useQuery(servicesQueries.maxNodes()).data ?? SERVICE_NODES_MAX_DEFAULT;
  const execute = useMutation(servicesMutations.execute(uuid, instance.name, instance.id));
  const scale = useMutation(servicesMutations.scale(uuid, instance.name));
  const online = useOnline();
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const [shownProblem, setShownProblem] = useState<{ node: ServiceNode; problem: ServiceProblem } | null>(null);
  const [counting, setCounting] = useState<{ service: ScalableService; mode: NodeCountMode } | null>(null);

  const running = status === 'running';
  const cluster: ServicesCluster = { platform: instance.platform, clusterPolicy: instance.clusterPolicy };
  const actionRefusal = online ? nodeActionRefusal(cluster, running) : OFFLINE_ACTION_TOOLTIP;
  const counts: Record<ScalableService, number> = { analytics: instance.analyticsNodes, loader: instance.loaderNodes };
  const countRefusal = (service: ScalableService, mode: NodeCountMode) =>
    online ? nodeCountRefusal(user, cluster, running, service, mode, counts[service], maxNodes) : OFFLINE_ACTION_TOOLTIP;

  const act = (service: ServiceKey, node: string, action: NodeActionName, label: string) => {
    if (needsConfirmation(action)) setConfirm({ action, label, service, node });
    else execute.mutate({ action, service, nodeName: node });
  };
  const pendingNode = execute.isPending ? execute.variables?.nodeName : undefined;

  return (
    <Stack gap="lg">
      <QueryState query={{ ...queryStateOf(query), data: shown }} texts={SERVICES_UI}>
        {(data) => (
          <Stack gap="lg">
            {anyNodeMoving(data) ? (
              <Group gap="xs">
                <Loader size="xs" aria-label={SERVICES_UI.watching} />
                <Text size="sm" c="dimmed">
                  {SERVICES_UI.watching}
                </Text>
              </Group>
            ) : null}
            {SERVICE_TABLES.map((table) => (
              <ServiceSection
                key={table.service}
                clusterName={instance.name}
                service={table.service}
                nodes={data[table.key]}
                actionRefusal={actionRefusal}
                pendingNode={pendingNode}
                onAction={act}
                onProblem={(node, problem) => setShownProblem({ node, problem })}
                countControls={
                  isScalable(table.service) ? (
                    <CountButtons
                      service={table.service}
                      refusal={countRefusal}
                      onOpen={(mode) => setCounting({ service: table.service as ScalableService, mode })}
                    />
                  ) : null
                }
              />
            ))}
          </Stack>
        )}
      </QueryState>
      {confirm ? (
        <NodeActionConfirm
          label={confirm.label}
          node={confirm.node}
          service={SERVICE_TITLES[confirm.service]}
          action={confirm.action}
          submitting={execute.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={() =>
            execute.mutate(
              { action: confirm.action, service: confirm.service, nodeName: confirm.node },
              { onSettled: () => setConfirm(null) },
            )
          }
        />
      ) : null}
      {shownProblem ? (
        <ServiceProblemModal node={shownProblem.node} problem={shownProblem.problem} onClose={() => setShownProblem(null)} />
      ) : null}
      {counting ? (
        <NodeCountModal
          service={counting.service}
          mode={counting.mode}
          current={counts[counting.service]}
          max={maxNodes}
          submitting={scale.isPending}
          onClose={() => setCounting(null)}
          onSubmit={(count) => {
            const next = counting.mode === 'add' ? counts[counting.service] + count : counts[counting.service] - count;
            const payload = counting.service === 'analytics' ? { analyticsReplicas: next } : { loaderReplicas: next };
            return scale.mutateAsync(payload, { onSuccess: () => setCounting(null) });
          }}
        />
      ) : null}
    </Stack>
  );
}

function CountButtons({
  service,
  refusal,
  onOpen,
}: {
  service: ScalableService;
  refusal: (service: ScalableService, mode: NodeCountMode) => string | null;
  onOpen: (mode: NodeCountMode) => void;
}) {
  const title = SERVICE_TITLES[service];
  const names: Record<NodeCountMode, [string, string]> = {
    add: [SERVICES_UI.addNodes, SERVICES_UI.addNodesTo(title)],
    remove: [SERVICES_UI.removeNodes, SERVICES_UI.removeNodesFrom(title)],
  };
  return (
    <Group gap="xs">
      {(['add', 'remove'] as const).map((mode) => (
        <GatedButton
          key={mode}
          size="compact-sm"
          variant="default"
          refusal={refusal(service, mode)}
          label={names[mode][0]}
          name={names[mode][1]}
          onClick={() => onOpen(mode)}
        />
      ))}
    </Group>
  );
}

interface ServiceSectionProps {
  clusterName: string;
  service: ServiceKey;
  nodes: ServiceNode[];
  actionRefusal: string | null;
  pendingNode: string | undefined;
  onAction: (service: ServiceKey, node: string, action: NodeActionName, label: string) => void;
  onProblem: (node: ServiceNode, problem: ServiceProblem) => void;
  countControls: React.ReactNode;
}

function nodeColumns(service: ServiceKey, onProblem: ServiceSectionProps['onProblem']): DataColumn<ServiceNode>[] {
  return [
    {
      key: 'node',
      label: SERVICES_UI.columns.node,
      render: (node) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {node.node_name}
          </Text>
          {node.failover ? (
            <Badge size="xs" variant="outline" color="gray">
              {SERVICES_UI.failover}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'status', label: SERVICES_UI.columns.status, render: (node) => <NodeStatus service={service} node={node} onProblem={onProblem} /> },
  ];
}

function emptyText(service: ServiceKey, title: string): string {
  if (service === 'sqli') return SERVICES_UI.emptySqli;
  if (isSubClusterService(service)) return SERVICES_UI.emptySubCluster(title);
  return SERVICES_UI.empty(title);
}

function ServiceSection({ clusterName, service, nodes, actionRefusal, pendingNode, onAction, onProblem, countControls }: ServiceSectionProps) {
  const title = SERVICE_TITLES[service];
  const headingId = `services-${service}`;
  const heading = isSubClusterService(service) ? (
    <Anchor component={Link} href={`${clusterPath(clusterName)}?tab=self-managed-clusters`} inherit>
      {title}
    </Anchor>
  ) : (
    title
  );
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs" mb="xs" wrap="wrap">
        <Group gap="xs" align="center">
          <Title order={3} size="h4" id={headingId}>
            {heading}
          </Title>
          <Badge color={SERVICE_TAG_COLORS[serviceTagOf(service)]} variant="light" data-service-tag={serviceTagOf(service)}>
            {SERVICES_UI.nodesCount(nodes.length)}
          </Badge>
        </Group>
        {countControls}
      </Group>
      <DataTable
        rows={nodes}
        noMatch={
          <Text size="sm" c="dimmed">
            {emptyText(service, title)}
          </Text>
        }
        labelledBy={headingId}
        columns={nodeColumns(service, onProblem)}
        rowKey={(node) => node.node_name}
        actions={{
          label: SERVICES_UI.columns.actions,
          nowrap: true,
          buttons: (node) => nodeButtons(service, node, actionRefusal, pendingNode === node.node_name, onAction),
          render: (node) =>
            nodeButtons(service, node, actionRefusal, false, onAction).length === 0 ? (
              <Text size="sm" c="dimmed">
                {SERVICES_UI.noActions}
              </Text>
            ) : null,
        }}
        verticalSpacing="xs"
        minWidth={460}
      />
    </section>
  );
}

/** A node's status badge, with the way to its problem when it has one. */
function NodeStatus({ service, node, onProblem }: { service: ServiceKey; node: ServiceNode; onProblem: ServiceSectionProps['onProblem'] }) {
  const status = nodeStatusName(node.status);
  const display = NODE_STATUS_DISPLAY[status];
  const problem = serviceProblem(SERVICE_TITLES[service], node.status);
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={display.color} variant="light" data-status={status}>
        {display.label}
      </Badge>
      {problem ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color={problem.kind === 'error' ? 'red' : 'orange'}
          aria-label={SERVICES_UI.detailsOf(node.node_name)}
          onClick={() => onProblem(node, problem)}
        >
          {SERVICES_UI.details}
        </Button>
      ) : null}
    </Group>
  );
}

/** A node's actions by its status: a node being added or removed shows a running node's, refused until it is done. */
function nodeButtons(service: ServiceKey, node: ServiceNode, actionRefusal: string | null, pending: boolean, onAction: ServiceSectionProps['onAction']): RowAction[] {
  const transient = isTransientNode(node.node_name);
  // A sub-cluster that is not running is acted on in its own tab (connect), not node by node.
  const subClusterDown = node.subclusterStatus !== null && node.subclusterStatus !== 'running';
  const reason = transient ? SERVICES_TEXTS.transient : actionRefusal;
  return (subClusterDown ? [] : nodeActionsFor(transient ? 'running' : nodeStatusName(node.status))).map(({ action, label }) => ({
    key: action,
    label,
    name: SERVICES_UI.actionOn(label, node.node_name),
    refusal: reason,
    color: action === 'stop' ? 'red' : undefined,
    variant: action === 'stop' ? 'light' : 'default',
    loading: reason === null && pending,
    onClick: () => onAction(service, node.node_name, action, label),
  }));
}
