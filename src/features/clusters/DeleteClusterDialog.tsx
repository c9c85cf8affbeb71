/**
 * "Delete {name}" (doc 1 §5): the name typed to confirm, with the spec's check and texts. Loaded on first use
 * (lazy-parts.ts) with the dialog it fills, so the list's first load carries neither.
 */
import { NOTICE_TITLE } from '../../api/notices';
import { DELETE_NAME_DEBOUNCE_MS } from '../../domain/constants';
import { DELETE_MESSAGES, deleteConfirmTitle, validateDeleteConfirmation } from '../../domain/validation/delete';
import { ConfirmByName } from '../../ui/ConfirmByName';
import { showNotice } from '../../ui/notices';
import { DELETE_DIALOG } from './dialog-messages';

export interface DeleteClusterDialogProps {
  name: string;
  onClose: () => void;
  onConfirm: () => void;
  loading: boolean;
}

export function DeleteClusterDialog({ name, onClose, onConfirm, loading }: DeleteClusterDialogProps) {
  return (
    <ConfirmByName
      opened
      onClose={onClose}
      title={deleteConfirmTitle(name)}
      description={DELETE_DIALOG.warning}
      expectedName={name}
      fieldLabel={DELETE_DIALOG.nameLabel}
      confirmLabel={DELETE_DIALOG.submit}
      validate={validateDeleteConfirmation}
      invalidSubmitMessage={DELETE_MESSAGES.invalidName}
      onInvalidSubmit={(message) => showNotice({ kind: 'error', title: NOTICE_TITLE.error, message })}
      debounceMs={DELETE_NAME_DEBOUNCE_MS}
      onConfirm={onConfirm}
      loading={loading}
    />
  );
}
