import { Select, type SelectProps } from '@mantine/core';

export type RequiredSelectProps = Omit<SelectProps, 'allowDeselect' | 'withAsterisk'>;

/**
 * A choice the form requires: marked with the asterisk, and once made it can be changed but not cleared
 * (choosing the chosen option again keeps it), so the form's rule only has to catch "not chosen yet".
 */
export function RequiredSelect(props: RequiredSelectProps) {
  return <Select allowDeselect={false} withAsterisk {...props} />;
}
