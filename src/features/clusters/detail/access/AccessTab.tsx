/**
 * Access & Security (doc 2 §2): the cluster's administration users and its IP allow-list, each a section
 * with the anchor the spec names (cluster-users, ip-whitelisting), each shown by its own policy (doc 2 §6).
 */
import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { allows } from '../../../../domain/policies';
import { isToggleEnabled } from '../../../../domain/permissions';
import type { ClusterTabProps } from '../tab-props';
import { ClusterUsers } from './users/ClusterUsers';
import { IpWhitelist } from './whitelist/IpWhitelist';

export const ACCESS_SECTIONS = {
  users: 'Cluster Administration Users',
  whitelist: 'IP Whitelisting',
} as const;

/** A section of the tab with the anchor the spec names, and its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" id={id} aria-labelledby={`${id}-title`}>
      <Title order={2} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function AccessTab(props: ClusterTabProps) {
  const policy = props.entry.instance.clusterPolicy;
  const showUsers = (['list', 'create', 'update', 'delete'] as const).some((action) => allows(policy, 'userPolicy', action));
  const showWhitelist = isToggleEnabled(props.user, 'whitelist') && allows(policy, 'whitelistPolicy', 'list');
  return (
    <Stack gap="xl">
      {showUsers ? (
        <Section id="cluster-users" title={ACCESS_SECTIONS.users}>
          <ClusterUsers {...props} />
        </Section>
      ) : null}
      {showWhitelist ? (
        <Section id="ip-whitelisting" title={ACCESS_SECTIONS.whitelist}>
          <IpWhitelist {...props} />
        </Section>
      ) : null}
    </Stack>
  );
}
