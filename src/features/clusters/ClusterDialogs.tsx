/**
 * The clone and delete dialogs of a cluster (doc 1 §5), for the list and the cluster page alike. Each loads
 * on first use (lazy-parts.ts); the mutations are the factories' (api/clusters.ts), so their notices and
 * cache effects are the same wherever the dialog opens.
 */
import { useMutation } from '@tanstack/react-query';
import { clusterMutations } from '../../api/clusters';
import { NOTICE_TITLE } from '../../api/notices';
import { DELETE_NAME_DEBOUNCE_MS } from '../../domain/constants';
import { DELETE_MESSAGES, deleteConfirmTitle, validateDeleteConfirmation } from '../../domain/validation/delete';
import { useLazyModule } from '../../ui/lazy-module';
import { showNotice } from '../../ui/notices';
import { cloneModalModule, deleteDialogModule } from './lazy-parts';
import { DELETE_DIALOG } from './messages';

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
        <deletePart.ConfirmByName
          key={deleteTarget}
          opened
          onClose={onCloseDelete}
          title={deleteConfirmTitle(deleteTarget)}
          description={DELETE_DIALOG.warning}
          expectedName={deleteTarget}
          fieldLabel={DELETE_DIALOG.nameLabel}
          confirmLabel={DELETE_DIALOG.submit}
          validate={validateDeleteConfirmation}
          invalidSubmitMessage={DELETE_MESSAGES.invalidName}
          onInvalidSubmit={(message) => showNotice({ kind: 'error', title: NOTICE_TITLE.error, message })}
          debounceMs={DELETE_NAME_DEBOUNCE_MS}
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
