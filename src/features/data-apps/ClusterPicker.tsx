/**
 * The cluster picker of the install and export dialogs (doc 3 §2 'Both have a cluster picker'), from
 * valid_bp_clusters: a cluster that is not connected says its state beside its name. Props only.
 */
import { Alert, Button, Center, Loader, Select } from '@mantine/core';
import type { DataAppCluster } from '../../contract/types/data-app-exports';
import { STATUS_DISPLAY, type ClusterStatus } from '../../domain/status';
import { CLUSTER_PICKER } from './messages';

export interface ClusterPickerProps {
  clusters: readonly DataAppCluster[] | undefined;
  failed: boolean;
  onRetry: () => void;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | null;
  disabled?: boolean;
}

function statusWord(cluster: DataAppCluster): string | null {
  if (cluster.connected) return null;
  return STATUS_DISPLAY[cluster.status as ClusterStatus]?.label ?? cluster.status;
}

export function ClusterPicker({ clusters, failed, onRetry, value, onChange, error, disabled }: ClusterPickerProps) {
  if (clusters === undefined) {
    return failed ? (
      <Alert color="red" title={CLUSTER_PICKER.failed}>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {CLUSTER_PICKER.tryAgain}
        </Button>
      </Alert>
    ) : (
      <Center py="sm">
        <Loader size="sm" aria-label={CLUSTER_PICKER.loading} />
      </Center>
    );
  }
  return (
    <Select
      label={CLUSTER_PICKER.label}
      placeholder={CLUSTER_PICKER.placeholder}
      data={clusters.map((c) => ({ value: c.id, label: CLUSTER_PICKER.option(c.name, statusWord(c)) }))}
      value={value}
      onChange={onChange}
      withAsterisk
      allowDeselect={false}
      searchable={clusters.length > 8}
      error={error ?? undefined}
      disabled={disabled}
      data-autofocus
    />
  );
}
