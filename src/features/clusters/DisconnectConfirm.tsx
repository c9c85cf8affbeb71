/**
 * "Disconnect {name}?" before a running cluster is stopped (issue 26), for its card and its page's header
 * alike. Confirming runs the factory's disconnect (optimistic, with its notices) and closes the dialog at once:
 * the card or the badge shows the change. The dialog's code and texts load on first use (lazy-parts.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { clusterMutations } from '../../api/clusters';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../pwa';
import { useLazyModule } from '../../ui/lazy-module';
import { disconnectDialogModule } from './lazy-parts';

export interface DisconnectConfirmProps {
  uuid: string;
  /** The cluster to ask about, or null when the dialog is closed. */
  target: string | null;
  onClose: () => void;
}

export function DisconnectConfirm({ uuid, target, onClose }: DisconnectConfirmProps) {
  const disconnect = useMutation(clusterMutations.disconnect(uuid));
  const online = useOnline();
  const part = useLazyModule(disconnectDialogModule, target !== null);
  if (target === null || part === null) return null;
  return (
    <part.DisconnectDialog
      target={target}
      refusal={online ? null : OFFLINE_ACTION_TOOLTIP}
      onCancel={onClose}
      onConfirm={() => {
        disconnect.mutate(target);
        onClose();
      }}
    />
  );
}
