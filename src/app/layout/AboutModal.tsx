/** About: 520 wide, links to the vendor's sites and the copyright line with the current year (doc 1 §2). */
import { List, Modal, Stack, Text } from '@mantine/core';
import { ABOUT_MODAL_WIDTH } from '../../domain/constants';
import { DialogFooter } from '../../ui/DialogForm';
import { ExternalLink } from '../../ui/ExternalLink';
import { ABOUT } from './messages';

export interface AboutModalProps {
  opened: boolean;
  onClose: () => void;
}

export function AboutModal({ opened, onClose }: AboutModalProps) {
  // The year is read from the clock at render, so the line never goes stale.
  const year = new Date().getFullYear();
  return (
    <Modal opened={opened} onClose={onClose} title={ABOUT.title} size={ABOUT_MODAL_WIDTH} centered>
      <Stack gap="md">
        <Text>{ABOUT.intro}</Text>
        <List spacing={4} listStyleType="none" aria-label="Links">
          {ABOUT.links.map((link) => (
            <List.Item key={link.label}>
              <ExternalLink href={link.href}>{link.label}</ExternalLink>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {ABOUT.copyright(year)}
        </Text>
        <DialogFooter cancelLabel={ABOUT.close} onCancel={onClose} />
      </Stack>
    </Modal>
  );
}
