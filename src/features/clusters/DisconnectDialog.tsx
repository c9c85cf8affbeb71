/**
 * The "Disconnect {name}?" dialog itself, with its texts (DisconnectConfirm.tsx loads it on first use, so the
 * list's first load carries neither).
 */
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DISCONNECT_DIALOG } from './dialog-messages';

export interface DisconnectDialogProps {
  target: string;
  /** Why Disconnect is refused now (offline), or null. */
  refusal: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DisconnectDialog({ target, refusal, onCancel, onConfirm }: DisconnectDialogProps) {
  return (
    <ConfirmDialog
      opened
      title={DISCONNECT_DIALOG.title(target)}
      cancelLabel={DISCONNECT_DIALOG.cancel}
      confirmLabel={DISCONNECT_DIALOG.submit}
      confirmRefusal={refusal}
      busy={false}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {DISCONNECT_DIALOG.body(target)}
    </ConfirmDialog>
  );
}
