/** Footer links to the community, documentation and free training sites (doc 1 §2). */
import { Box, Group } from '@mantine/core';
import { ExternalLink } from '../../ui/ExternalLink';
import { FOOTER } from './messages';

export function AppFooter() {
  return (
    <Box component="footer" mt="xl" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group component="nav" aria-label={FOOTER.label} gap="lg" justify="center" wrap="wrap">
        {FOOTER.links.map((link) => (
          <ExternalLink key={link.label} href={link.href} size="sm" c="dimmed">
            {link.label}
          </ExternalLink>
        ))}
      </Group>
    </Box>
  );
}
