import { Select, type SelectProps } from '@mantine/core';
import { CLUSTER_ROLE_LABELS } from '../../../../../domain/policies';
import type { GrantableRole } from '../../../../../contract/types';

export interface RoleSelectProps extends Omit<SelectProps, 'data' | 'allowDeselect' | 'withAsterisk'> {
  /** The roles the caller may give. */
  roles: readonly GrantableRole[];
}

/** The role to give a user (invite, change of role): required, one of `roles`, by its label. */
export function RoleSelect({ roles, ...props }: RoleSelectProps) {
  return <Select data={roles.map((role) => ({ value: role, label: CLUSTER_ROLE_LABELS[role] }))} allowDeselect={false} withAsterisk {...props} />;
}
