import { useState } from 'react';
import type { Instance, User } from '../../contract/types';
import { cloneRefusal, deleteRefusal } from '../../domain/permissions';
import { allows } from '../../domain/policies';
import type { ClusterStatus } from '../../domain/status';
import { OfflineTooltip } from '../../pwa';
import { preload, useLazyModule } from '../../ui/lazy-module';
import { ActionsIcon, type CardMenuProps } from './CardActionsIcon';
import { cardMenuModule } from './lazy-parts';

const preloadMenu = () => preload(cardMenuModule);

export interface ClusterActionsMenuProps {
  user: Pick<User, 'platformActions'>;
  instance: Instance;
  status: ClusterStatus;
  /** A connect, disconnect or delete of this cluster is on its way. */
  busy: boolean;
  /** The server cannot be reached: the menu is shown disabled, saying why. */
  offline: boolean;
  /** Disconnect in the menu (the card's; the page has its own button). */
  showDisconnect: boolean;
  onClone: () => void;
  /** Needed only with showDisconnect. */
  onDisconnect?: () => void;
  onDelete: () => void;
}

/**
 * A cluster's action menu, on its card and in its page's header: Clone (managementPolicy create) and
 * Delete (clusterPolicy delete), each refused with its reason when the cluster's state or the plan does
 * not allow it, and Disconnect where asked. Nothing when the user may do none of them.
 */
export function ClusterActionsMenu({ user, instance, status, busy, offline, showDisconnect, onClone, onDisconnect, onDelete }: ClusterActionsMenuProps) {
  const policy = instance.clusterPolicy;
  const showClone = allows(policy, 'managementPolicy', 'create');
  const showDelete = allows(policy, 'clusterPolicy', 'delete');
  if (!showClone && !showDelete && !showDisconnect) return null;
  if (offline) {
    // Every action of the menu needs the server.
    return (
      <OfflineTooltip offline>
        <ActionsIcon name={instance.name} disabled style={{ pointerEvents: 'none' }} />
      </OfflineTooltip>
    );
  }
  return (
    <LazyMenu
      name={instance.name}
      showClone={showClone}
      cloneRefusal={cloneRefusal(user, instance, status)}
      showDisconnect={showDisconnect}
      showDelete={showDelete}
      deleteRefusal={deleteRefusal(instance, status)}
      busy={busy}
      onClone={onClone}
      onDisconnect={onDisconnect ?? (() => undefined)}
      onDelete={onDelete}
    />
  );
}

/**
 * A Menu (popover, floating position, focus trap) per card is most of a long list's cost, and its code is
 * not needed until a click, so until first opened this is the bare button: hovering or focusing it starts
 * loading the menu's module, a click mounts the Menu (CardMenu.tsx) once the module is there, which takes
 * focus on its own button and opens. Not useClickToLoad (ui/lazy-module.ts): that hook subscribes to the
 * module before the click, so every card of a long list would re-render when the module arrives.
 */
function LazyMenu(props: CardMenuProps) {
  const [clicked, setClicked] = useState(false);
  if (!clicked) {
    return (
      <ActionsIcon
        name={props.name}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={() => setClicked(true)}
      />
    );
  }
  return <LoadingMenu {...props} />;
}

function LoadingMenu(props: CardMenuProps) {
  const loaded = useLazyModule(cardMenuModule, true);
  if (loaded === null) return <ActionsIcon name={props.name} aria-haspopup="menu" aria-expanded={false} aria-busy />;
  return <loaded.MountedMenu {...props} />;
}
