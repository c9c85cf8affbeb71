/**
 * The tracking consent drawer (doc 3 §2, §9): a bottom drawer 160 high for a trial user with no recorded
 * consent. Either button records userConsent ('accept' / 'reject') and closes the drawer at once, even if
 * saving then fails (the choice still applies for this session, stores/tracking.ts); accepting starts
 * analytics and the chat (the tracking host reacts to the choice).
 *
 * Non-modal, so an on-call user on a phone can still read and use the page: no overlay, no scroll lock,
 * no focus trap, `aria-modal="false"`, and a spacer of the drawer's height at the end of the page so
 * nothing stays hidden beneath it. Focus moves to the drawer when it opens (unless another dialog holds
 * it), so a keyboard or screen-reader user meets the question first, and goes back where it was after.
 */
import { Box, Button, Drawer, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UserConsent } from '../../contract/types';
import { trackingMutations } from '../../api/tracking';
import { CONSENT_DRAWER_HEIGHT } from '../../domain/constants';
import { useTrackingChoices } from '../../stores/tracking';
import { CONSENT_DRAWER } from './messages';

export interface ConsentDrawerProps {
  uuid: string;
  opened: boolean;
}

export function ConsentDrawer({ uuid, opened }: ConsentDrawerProps) {
  const choose = useTrackingChoices((s) => s.choose);
  const record = useMutation(trackingMutations.recordConsent(uuid));
  const dialog = useRef<HTMLElement | null>(null);
  const focusedBefore = useRef<Element | null>(null);

  useEffect(() => {
    if (!opened) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!dialog.current || active?.closest('[role=dialog]')) return;
      focusedBefore.current = active;
      dialog.current.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [opened]);

  const decide = (consent: UserConsent) => {
    const dialogHadFocus = !!dialog.current?.contains(document.activeElement);
    choose(uuid, consent);
    record.mutate(consent);
    if (!dialogHadFocus) return;
    const back = focusedBefore.current;
    const target = back instanceof HTMLElement && back.isConnected && back !== document.body ? back : document.querySelector('main');
    if (target instanceof HTMLElement) target.focus();
  };

  return (
    <>
      <Drawer.Root
        opened={opened}
        onClose={() => undefined}
        position="bottom"
        size={CONSENT_DRAWER_HEIGHT}
        padding="sm"
        lockScroll={false}
        trapFocus={false}
        returnFocus={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
      >
        <Drawer.Content
          ref={(node: HTMLElement | null) => {
            dialog.current = node;
            // Mantine marks every drawer modal; this one lets the page be read and used beside it.
            node?.setAttribute('aria-modal', 'false');
          }}
        >
          <Drawer.Header mih={0} pb={4}>
            <Drawer.Title fw={700}>{CONSENT_DRAWER.title}</Drawer.Title>
          </Drawer.Header>
          {/* The body is the dialog's description: the buttons follow it, so they are not read twice. */}
          <Drawer.Body pb={0}>
            <Text size="sm">{CONSENT_DRAWER.body}</Text>
          </Drawer.Body>
          <Group gap="sm" px="sm" pt="xs" pb="sm">
            <Button size="xs" onClick={() => decide('accept')}>
              {CONSENT_DRAWER.accept}
            </Button>
            <Button size="xs" variant="default" onClick={() => decide('reject')}>
              {CONSENT_DRAWER.reject}
            </Button>
          </Group>
        </Drawer.Content>
      </Drawer.Root>
      {opened && <Box h={CONSENT_DRAWER_HEIGHT} aria-hidden="true" />}
    </>
  );
}
