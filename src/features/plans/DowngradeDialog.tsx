/**
 * The downgrade confirmation (doc 3 §4, §5, §8): it asks the server whether the downgrade is allowed when it
 * opens; while it asks, and when the answer is no, Downgrade is refused with the reason (the spec's text),
 * which the dialog also says. Mounted only while open, so each opening asks afresh.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { planMutations, planQueries } from '../../api/plans';
import { PLAN_MESSAGES } from '../../domain/validation/plans';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../pwa';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PLANS_TEXTS } from './messages';

const TEXTS = PLANS_TEXTS.downgradeDialog;

export interface DowngradeDialogProps {
  uuid: string;
  onCancel: () => void;
  onDone: () => void;
}

export function DowngradeDialog({ uuid, onCancel, onDone }: DowngradeDialogProps) {
  const online = useOnline();
  const check = useQuery(planQueries.downgradeCheck(uuid));
  const downgrade = useMutation(planMutations.downgrade(uuid));
  const blocked = check.data?.data.can === false;

  let refusal: string | null = null;
  if (!online) refusal = OFFLINE_ACTION_TOOLTIP;
  else if (check.isPending && !check.error) refusal = TEXTS.checking;
  else if (check.error) refusal = check.error.message;
  else if (blocked) refusal = PLAN_MESSAGES.downgradeBlocked;

  return (
    <ConfirmDialog
      opened
      title={TEXTS.title}
      cancelLabel={TEXTS.cancel}
      confirmLabel={TEXTS.confirm}
      confirmRefusal={refusal}
      busy={downgrade.isPending}
      onCancel={onCancel}
      onConfirm={() => downgrade.mutate(undefined, { onSuccess: onDone })}
    >
      {blocked ? PLAN_MESSAGES.downgradeBlocked : TEXTS.body}
    </ConfirmDialog>
  );
}
