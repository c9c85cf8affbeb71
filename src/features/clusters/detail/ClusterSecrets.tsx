/**
 * The cluster secrets of the page header (spec doc 2 §2 main tab, §6, §8, §9): for the owner matched by
 * e-mail only, a Secrets button opens DB_CONNECTION, DB_USER and DB_PW (the password masked until
 * revealed), each copyable with 1 s of feedback. A popover; a modal where a popover would not fit (phones).
 *
 * The popover or modal and what reads the secrets (SecretsPanel.tsx) load on the button's first click, so
 * their code is not part of the cluster page's first load (issue 24); hovering or focusing the button starts
 * loading it.
 */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { Instance, User } from '../../../contract/types';
import { isOwnerByEmail } from '../../../domain/cluster-secrets';
import { OfflineTooltip, useOnline } from '../../../pwa';
import { lazyModule, useClickToLoad } from '../../../ui/lazy-module';
import { SECRETS_MESSAGES } from './secrets-messages';

const panelModule = lazyModule(() => import('./SecretsPanel'));

export interface ClusterSecretsProps {
  uuid: string;
  /** The signed-in user (their e-mail decides whether the button shows). */
  user: Pick<User, 'email'>;
  /** The cluster: its name for the call, its owner's e-mail for the rule. */
  instance: Pick<Instance, 'name' | 'owner'>;
}

/** Nothing for anyone but the owner matched by e-mail (doc 2 §6). */
export function ClusterSecrets({ uuid, user, instance }: ClusterSecretsProps) {
  const online = useOnline();
  const { loaded, trigger } = useClickToLoad(panelModule);
  if (!isOwnerByEmail(user.email, instance.owner.email)) return null;
  if (loaded) return <loaded.LoadedSecrets uuid={uuid} name={instance.name} />;
  if (!online) {
    // The secrets are never kept on the device: without the server there is nothing to show.
    return (
      <OfflineTooltip offline>
        <OpenButton disabled />
      </OfflineTooltip>
    );
  }
  return (
    <OpenButton
      {...trigger}
    />
  );
}

type OpenButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'color' | 'style'>;

/** Popover.Target and the offline tooltip pass their props (aria, id, ref) through to the button. */
export const OpenButton = forwardRef<HTMLButtonElement, OpenButtonProps>(function OpenButton({ disabled = false, ...rest }, ref) {
  return (
    <Button
      ref={ref}
      variant="default"
      leftSection={<IconKey size={16} aria-hidden="true" />}
      {...rest}
      disabled={disabled}
      style={disabled ? { pointerEvents: 'none' } : undefined}
    >
      {SECRETS_MESSAGES.open}
    </Button>
  );
});
