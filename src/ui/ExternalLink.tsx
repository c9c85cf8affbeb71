/** A link that leaves the app: opens in a new tab, without handing this page to the target. */
import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
}

export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </Anchor>
  );
}
