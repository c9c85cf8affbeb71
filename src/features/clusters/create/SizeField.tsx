import { Input, Loader, Slider, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { OptimizationLevel, Size } from '../../../contract/types';
import { deriveSizes, positionOfSize, sizeAtPosition, sizeLabel, sliderPositions, sortSizes } from '../../../domain/create-cluster';
import { CREATE_PAGE_TEXT } from './messages';

export interface SizeFieldProps {
  sizes: readonly Size[];
  allSizes: readonly Size[];
  /** The size key the slider shows. */
  value: string | null;
  onChange: (sizeName: string) => void;
  optimizationLevel: OptimizationLevel;
  loading: boolean;
  disabled: boolean;
  error: string | undefined;
}

/**
 * The size slider (positions spread evenly over 0–100, one per size, doc 1 §5) with the analytics and
 * loader sizes the chosen optimization level derives from it.
 */
export function SizeField({ sizes, allSizes, value, onChange, optimizationLevel, loading, disabled, error }: SizeFieldProps) {
  const id = useId();
  const sorted = sortSizes(sizes);
  const chosen = sorted.find((s) => s.name === value) ?? null;
  const position = positionOfSize(sorted, value) ?? 0;
  const derived = chosen ? deriveSizes(chosen, optimizationLevel, allSizes) : null;
  const text = CREATE_PAGE_TEXT;

  let description: string = text.hints.noSizes;
  if (loading) description = text.hints.sizesLoading;
  else if (chosen) description = sizeLabel(chosen);

  return (
    <Input.Wrapper label={text.labels.size} required description={description} error={error} id={id}>
      {loading ? (
        <Loader size="sm" mt="xs" aria-label={text.hints.sizesLoading} />
      ) : sorted.length > 0 ? (
        <Stack gap="xs" mt="xs" mb="md">
          <Slider
            value={position}
            onChange={(next) => {
              const size = sizeAtPosition(sorted, next);
              if (size) onChange(size.name);
            }}
            marks={sliderPositions(sorted.length).map((mark) => ({ value: mark }))}
            restrictToMarks
            label={(v) => {
              const size = sizeAtPosition(sorted, v);
              return size ? size.displayName : null;
            }}
            thumbLabel={text.labels.size}
            thumbValueText={(v) => {
              const size = sizeAtPosition(sorted, v);
              return size ? sizeLabel(size) : '';
            }}
            thumbProps={{ 'aria-describedby': `${id}-derived` }}
            disabled={disabled}
          />
          {derived && (
            <Text size="sm" c="dimmed" id={`${id}-derived`}>
              {`${text.derived.analytics}: ${sizeLabel(derived.analytics)} · ${text.derived.loader}: ${sizeLabel(derived.loader)}`}
            </Text>
          )}
        </Stack>
      ) : null}
    </Input.Wrapper>
  );
}
