/**
 * One config item (doc 2 §3, §5): its label, description and badges in the description column (40 % or 75 % wide
 * by category; stacked above the input on a phone), and the input of its type: enum a Select of its
 * possibleValues, string a TextInput, password a PasswordInput (never read back), text a Textarea, boolean a
 * Switch, number a NumberInput (not clamped: an out-of-bounds value gets the spec's message). Strings and texts
 * stop at their max length. Props only.
 */
import '@mantine/core/styles/Flex.css';
import { Badge, Box, Flex, Group, NumberInput, PasswordInput, Select, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { AdvancedConfigItem } from '../../../../contract/types';
import { isModified, toWireValue } from '../../../../domain/advanced-configs';
import type { ConfigFormValue } from '../../../../domain/schemas/advanced-configs';
import { boundsOf, maxLengthOf } from '../../../../domain/validation/advanced-configs';
import { ADVANCED_CONFIGS_TAB } from './messages';

export interface ConfigItemRowProps {
  item: AdvancedConfigItem;
  /** The DOM id of the input (the row's own id is `row-{inputId}`). */
  inputId: string;
  value: ConfigFormValue;
  error: string | undefined;
  /** Description column width in %, at the sm breakpoint and up. */
  descriptionWidth: number;
  readOnly: boolean;
  onChange: (value: ConfigFormValue) => void;
  onBlur: () => void;
}

function boundsHint(item: AdvancedConfigItem): string | null {
  if (item.type !== 'number') return null;
  const { min, max } = boundsOf(item);
  if (min !== undefined && max !== undefined) return `From ${min} to ${max}`;
  if (min !== undefined) return `At least ${min}`;
  if (max !== undefined) return `At most ${max}`;
  return null;
}

export function ConfigItemRow({ item, inputId, value, error, descriptionWidth, readOnly, onChange, onBlur }: ConfigItemRowProps) {
  const descriptionId = `${inputId}-description`;
  const modified = isModified(item, toWireValue(value));
  const hint = boundsHint(item);
  const common = { id: inputId, 'aria-describedby': descriptionId, error, onBlur };
  // Strings, texts and passwords: the wire text, up to the item's max length.
  const textual = {
    ...common,
    value: toWireValue(value),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
    readOnly,
    maxLength: maxLengthOf(item),
  };

  let input;
  switch (item.type) {
    case 'boolean':
      input = (
        <Switch
          id={inputId}
          aria-describedby={descriptionId}
          checked={value === true || value === 'true'}
          disabled={readOnly}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onBlur={onBlur}
          error={error}
        />
      );
      break;
    case 'enum':
      input = (
        <Select
          {...common}
          data={item.possibleValues ?? []}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(next) => onChange(next ?? '')}
          readOnly={readOnly}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      );
      break;
    case 'number':
      input = (
        <NumberInput
          {...common}
          value={typeof value === 'boolean' ? '' : value}
          onChange={(next) => onChange(next)}
          readOnly={readOnly}
          hideControls
          clampBehavior="none"
          inputMode="numeric"
        />
      );
      break;
    case 'password':
      input = (
        <PasswordInput
          {...textual}
          placeholder={ADVANCED_CONFIGS_TAB.passwordPlaceholder}
          autoComplete="new-password"
        />
      );
      break;
    case 'text':
      input = (
        <Textarea
          {...textual}
          rows={3}
          resize="vertical"
        />
      );
      break;
    case 'string':
      input = (
        <TextInput {...textual} />
      );
      break;
  }

  return (
    <Flex
      id={`row-${inputId}`}
      data-config-key={item.key}
      direction={{ base: 'column', sm: 'row' }}
      gap={{ base: 'xs', sm: 'md' }}
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Box w={{ base: '100%', sm: `${descriptionWidth}%` }} style={{ flexShrink: 0, minWidth: 0 }}>
        <Text component="label" htmlFor={inputId} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.label}
        </Text>
        <Text id={descriptionId} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {item.description}
          {hint ? ` ${hint}.` : ''}
          {item.type === 'password' ? ` ${ADVANCED_CONFIGS_TAB.passwordHint}` : ''}
        </Text>
        <Group gap={4} mt={4}>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.key}
          </Text>
          {item.requiresRestart ? (
            <Badge size="sm" variant="light" color="orange">
              {ADVANCED_CONFIGS_TAB.restartBadge(item.serviceToRestart ?? 'all')}
            </Badge>
          ) : null}
          {modified ? (
            <Badge size="sm" variant="light" color="blue" title={ADVANCED_CONFIGS_TAB.defaultValue(item.defaultValue ?? '')}>
              {ADVANCED_CONFIGS_TAB.modified}
            </Badge>
          ) : null}
        </Group>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>{input}</Box>
    </Flex>
  );
}
