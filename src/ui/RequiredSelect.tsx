import { Select, Text, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RequiredSelectProps extends Omit<SelectProps, 'allowDeselect' | 'withAsterisk'> {
  /** Said in the Select's place when `data` is empty, where an empty list would leave the user guessing why. */
  nothingToChoose?: ReactNode;
}

/**
 * A choice the form requires: marked with the asterisk, and once made it can be changed but not cleared
 * (choosing the chosen option again keeps it), so the form's rule only has to catch "not chosen yet".
 */
export function RequiredSelect({ nothingToChoose, ...props }: RequiredSelectProps) {
  if (nothingToChoose !== undefined && props.data?.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {nothingToChoose}
      </Text>
    );
  }
  return <Select allowDeselect={false} withAsterisk {...props} />;
}
