/**
 * One feature switch (doc 2 §2, §4): its label and description, the switch itself, why it is refused (a
 * disabled switch in a focusable wrapper with a tooltip; the spec's disabled texts also shown in the
 * section), and the confirmation some changes ask for before the call.
 */
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import type { Confirmation, SwitchRefusal } from '../../../../domain/feature-switches';
import { OfflineTooltip } from '../../../../pwa';
import { LazyTooltip } from '../../../../ui/LazyTooltip';
import { CONFIG_TEXT } from './messages';

export interface SwitchRowProps {
  label: string;
  description: string;
  checked: boolean;
  refusal: SwitchRefusal | null;
  offline: boolean;
  /** The confirmation a change to `enable` asks for first, or null. */
  confirmationFor: (enable: boolean) => Confirmation | null;
  onChange: (enable: boolean) => void;
  /** What shows under the switch (idle time, downloads). */
  children?: ReactNode;
}

/** The refusals whose text the section shows in full, not only in the tooltip: the spec's disabled texts. */
const SHOWN_KINDS: readonly SwitchRefusal['kind'][] = ['unavailable', 'premium', 'trial'];

export function SwitchRow({ label, description, checked, refusal, offline, confirmationFor, onChange, children }: SwitchRowProps) {
  const [asking, setAsking] = useState<{ enable: boolean; confirmation: Confirmation } | null>(null);
  const descriptionId = useId();

  const request = (enable: boolean) => {
    const confirmation = confirmationFor(enable);
    if (confirmation) setAsking({ enable, confirmation });
    else onChange(enable);
  };

  const control = (
    // The description is outside Mantine's label, so the switch's name is its label alone.
    <Switch
      label={label}
      aria-describedby={descriptionId}
      checked={checked}
      disabled={refusal !== null || offline}
      onChange={(event) => request(event.currentTarget.checked)}
      styles={refusal ? { root: { pointerEvents: 'none' } } : undefined}
    />
  );

  return (
    <Stack gap="xs">
      {refusal ? (
        <LazyTooltip label={refusal.message} w={280} style={{ display: 'inline-block', alignSelf: 'flex-start' }}>
          {control}
        </LazyTooltip>
      ) : (
        <OfflineTooltip offline={offline}>{control}</OfflineTooltip>
      )}
      <Text size="sm" c="dimmed" id={descriptionId}>
        {description}
      </Text>
      {refusal && SHOWN_KINDS.includes(refusal.kind) ? (
        // The wrapper above is described by the same text: hidden from assistive technology here.
        <Text size="sm" c="orange" aria-hidden="true">
          {refusal.message}
        </Text>
      ) : null}
      {children}
      {asking ? (
        <Modal opened onClose={() => setAsking(null)} title={asking.confirmation.title} centered>
          <Stack>
            <Text size="sm">{asking.confirmation.message}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                {CONFIG_TEXT.cancel}
              </Button>
              <Button
                onClick={() => {
                  const { enable } = asking;
                  setAsking(null);
                  onChange(enable);
                }}
              >
                {asking.confirmation.confirm}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
