/**
 * The per-node disk use button of the overview (spec doc 2 §2, §9). Its popover or modal and the node list
 * (DiskUsagePanel.tsx) load on the first click, so their code is not part of the cluster page's first load
 * (issue 24); hovering or focusing the button starts loading it.
 */
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@mantine/core';
import { lazyModule, preload, useLazyModule } from '../../../ui/lazy-module';
import { DISK_USAGE } from './messages';

const panelModule = lazyModule(() => import('./DiskUsagePanel'));
const preloadPanel = () => preload(panelModule);

type DiskUsageButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'color' | 'style'>;

/** The button; a Popover.Target passes its props (handlers, aria, ref) through. */
export const DiskUsageButton = forwardRef<HTMLButtonElement, DiskUsageButtonProps>(function DiskUsageButton(props, ref) {
  return (
    <Button ref={ref} size="compact-sm" variant="subtle" {...props}>
      {DISK_USAGE.open}
    </Button>
  );
});

export function DiskUsage({ name }: { name: string }) {
  const [clicked, setClicked] = useState(false);
  const loaded = useLazyModule(panelModule, clicked);
  if (clicked && loaded) return <loaded.LoadedDiskUsage name={name} />;
  return <DiskUsageButton aria-haspopup="dialog" aria-expanded={false} aria-busy={clicked || undefined} onPointerEnter={preloadPanel} onFocus={preloadPanel} onClick={() => setClicked(true)} />;
}
