import { Drawer, Stack, Text } from '@mantine/core';
import { ExternalLink } from '../../ui/ExternalLink';
import { GETTING_STARTED } from './dialog-messages';

export interface GettingStartedDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The side panel of recommended links (doc 1 §2). */
export function GettingStartedDrawer({ opened, onClose }: GettingStartedDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={GETTING_STARTED.title} size="md">
      <Stack gap="md">
        <Text size="sm">{GETTING_STARTED.intro}</Text>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {GETTING_STARTED.links.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href} fw={600}>
                {link.label}
              </ExternalLink>
              <Text size="sm" c="dimmed">
                {link.description}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Drawer>
  );
}
