import { useState } from 'react';
import { preload, useLazyModule } from '../../ui/lazy-module';
import { ActionsIcon, type CardMenuProps } from './CardActionsIcon';
import { cardMenuModule } from './lazy-parts';

const preloadMenu = () => preload(cardMenuModule);

/**
 * A cluster's action menu (its card's, and its page's header). A Menu (popover, floating position, focus trap) per card is most of a long
 * list's cost, and its code is not needed until a click, so until first opened this is the bare button:
 * hovering or focusing it starts loading the menu's module, a click mounts the Menu (CardMenu.tsx) once
 * the module is there, which takes focus on its own button and opens.
 */
export function ClusterActionsMenu(props: CardMenuProps) {
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

