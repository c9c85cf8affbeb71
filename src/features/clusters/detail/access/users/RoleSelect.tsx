import { CLUSTER_ROLE_LABELS } from '../../../../../domain/policies';
import type { GrantableRole } from '../../../../../contract/types';
import { RequiredSelect, type RequiredSelectProps } from '../../../../../ui/RequiredSelect';

export interface RoleSelectProps extends Omit<RequiredSelectProps, 'data'> {
  /** The roles the caller may give. */
  roles: readonly GrantableRole[];
}

/** The role to give a user (invite, change of role): required, one of `roles`, by its label. */
export function RoleSelect({ roles, ...props }: RoleSelectProps) {
  return <RequiredSelect data={roles.map((role) => ({ value: role, label: CLUSTER_ROLE_LABELS[role] }))} {...props} />;
}
