/**
 * One collapsible group of the list (Connected, Disconnected): a button that shows and hides its region,
 * open at first. The disclosure pattern of WAI-ARIA, by hand rather than Mantine's Accordion: the
 * Accordion and the collapse animation it brings were ~4 kB gzip of the first route's JS (issue 24).
 */
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import classes from './ClusterPanel.module.css';

/** A panel's cards, laid out by CSS alone (Mantine's SimpleGrid computes its columns in JS). */
export function ClusterGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}

export function ClusterPanel({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const controlId = `${id}-control`;
  const regionId = `${id}-region`;
  return (
    <div className={classes.panel} data-open={open || undefined}>
      <div>
        <UnstyledButton
          id={controlId}
          className={classes.control}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
        >
          <span className={classes.label}>{label}</span>
          <IconChevronDown className={classes.chevron} size={16} aria-hidden="true" />
        </UnstyledButton>
      </div>
      <div id={regionId} role="region" aria-labelledby={controlId} className={classes.content} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
