/**
 * Help & Support (spec doc 2 §2, §4, §6): a header button, shown when the caller's cliPolicy lists 'list', that
 * opens a popover (a modal at phone width) managing the cluster's temporary support access token. Its states
 * are the spec's: none (Generate, cliPolicy create), generating, present (the token to copy, its expiry,
 * Renew with cliPolicy update, Revoke with cliPolicy delete). Revoke is optimistic and rolled back on error
 * (api/cluster-support-token.ts); every notice comes from the factories' meta.
 *
 * The token is read only while the panel is open (the panel mounts with it), and never persisted.
 */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import type { ClusterPolicy } from '../../../contract/types';
import { allows } from '../../../domain/policies';
import { lazyModule, useClickToLoad } from '../../../ui/lazy-module';
import { SUPPORT_TOKEN_TEXTS } from './support-token-messages';

/** At phone width (Mantine's xs breakpoint) the panel is a modal: a popover has no room there. */
export const PHONE_QUERY = '(max-width: 36em)';

export interface SupportTokenButtonProps {
  /** The signed-in user's uuid. */
  uuid: string;
  /** The cluster's name. */
  name: string;
  /** The caller's policy lists on the cluster (`instance.clusterPolicy`): cliPolicy decides what shows. */
  policy: Partial<Pick<ClusterPolicy, 'cliPolicy'>>;
}

/**
 * The panel (SupportTokenPanel.tsx: popover or modal, token, copy and its calls) loads on the first click, so
 * its code is not part of the cluster page's first load (issue 24); hovering or focusing the button starts
 * loading it.
 */
const panelModule = lazyModule(() => import('./SupportTokenPanel'));

type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'color' | 'style'>;

/** The button; a Popover.Target passes its props (handlers, aria, ref) through. */
export const SupportTokenTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function SupportTokenTrigger(props, ref) {
  return (
    <Button ref={ref} variant="default" leftSection={<IconLifebuoy size={16} aria-hidden />} {...props}>
      {SUPPORT_TOKEN_TEXTS.title}
    </Button>
  );
});

export function SupportTokenButton(props: SupportTokenButtonProps) {
  const { loaded, trigger } = useClickToLoad(panelModule);
  if (!allows(props.policy, 'cliPolicy', 'list')) return null;
  if (loaded) return <loaded.LoadedSupportToken {...props} />;
  return (
    <SupportTokenTrigger
      {...trigger}
    />
  );
}
