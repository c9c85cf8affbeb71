/**
 * The clone and delete dialogs of a cluster (doc 1 §5), for the list and the cluster page alike. Each loads
 * on first use (lazy-parts.ts); the mutations are the factories' (api/clusters.ts), so their notices and
 * cache effects are the same wherever the dialog opens.
 */
import { useMutation } from '@tanstack/react-query';
import { clusterMutations } from '../../api/clusters';
import { useLazyModule } from '../../ui/lazy-module';
import { cloneModalModule, deleteDialogModule } from './lazy-parts';

export interface ClusterDialogsProps {
  uuid: string;
  /** The cluster to clone, or null when the clone dialog is closed. */
  cloneSource: string | null;
  /** The cluster to delete, or null when the delete dialog is closed. */
  deleteTarget: string | null;
  onCloseClone: () => void;
  onCloseDelete: () => void;
  /** After the cluster is deleted (the dialog has closed). */
  onDeleted?: (name: string) => void;
}

export function ClusterDialogs({ uuid, cloneSource, deleteTarget, onCloseClone, onCloseDelete, onDeleted }: ClusterDialogsProps) {
  const clone = useMutation(clusterMutations.clone(uuid));
  const remove = useMutation(clusterMutations.delete(uuid));
  const clonePart = useLazyModule(cloneModalModule, cloneSource !== null);
  const deletePart = useLazyModule(deleteDialogModule, deleteTarget !== null);
  return (
    <>
      {cloneSource !== null && clonePart ? (
        <clonePart.CloneClusterModal
          key={cloneSource}
          sourceName={cloneSource}
          onClose={onCloseClone}
          onSubmit={(name) => clone.mutateAsync({ name, clone: cloneSource }, { onSuccess: onCloseClone })}
          submitting={clone.isPending}
        />
      ) : null}
      {deleteTarget !== null && deletePart ? (
        <deletePart.DeleteClusterDialog
          key={deleteTarget}
          name={deleteTarget}
          onClose={onCloseDelete}
          onConfirm={() =>
            remove.mutate(deleteTarget, {
              onSuccess: () => {
                onCloseDelete();
                onDeleted?.(deleteTarget);
              },
            })
          }
          loading={remove.isPending}
        />
      ) : null}
    </>
  );
}
