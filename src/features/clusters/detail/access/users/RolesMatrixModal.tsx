/**
 * The Roles and Permissions dialog (doc 2 §2, §6): the permission matrix as an accessible table (areas as
 * row headers, roles as column headers), scrolling sideways on a phone, and what each role is for.
 */
import { List, Modal, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ClusterRoleName } from '../../../../../contract/types';
import { CLUSTER_ROLE_LABELS, CLUSTER_ROLES, PERMISSION_MATRIX } from '../../../../../domain/policies';
import { MATRIX_DIALOG } from './messages';
import '@mantine/core/styles/Table.css';

// The palettes' text colours: AA on the dialog's background in the light and the dark scheme (accessible-colors.ts).
const CELL_COLOR = { manage: 'var(--mantine-color-teal-text)', view: 'var(--mantine-color-blue-text)', none: 'dimmed', unlisted: 'dimmed' } as const;

export function RolesMatrixModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const roles: readonly ClusterRoleName[] = CLUSTER_ROLES;
  return (
    <Modal opened={opened} onClose={onClose} title={MATRIX_DIALOG.title} size="xl" centered fullScreen={phone ?? false}>
      {/* Only text inside: the scrolling region itself takes focus, so a phone's keyboard user can scroll it. */}
      <Table.ScrollContainer
        minWidth={640}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': MATRIX_DIALOG.scrollLabel } }}
      >
        <Table aria-label={MATRIX_DIALOG.tableLabel} withTableBorder withColumnBorders verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{MATRIX_DIALOG.area}</Table.Th>
              {roles.map((role) => (
                <Table.Th scope="col" key={role}>
                  {CLUSTER_ROLE_LABELS[role]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PERMISSION_MATRIX.map((row) => (
              <Table.Tr key={row.area}>
                <Table.Th scope="row" fw={500}>
                  {row.area}
                </Table.Th>
                {roles.map((role) => (
                  <Table.Td key={role}>
                    <Text size="sm" c={CELL_COLOR[row.access[role]]}>
                      {MATRIX_DIALOG.cells[row.access[role]]}
                    </Text>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <List size="sm" mt="md" spacing={4}>
        {MATRIX_DIALOG.roles.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Modal>
  );
}
