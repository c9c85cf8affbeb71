/**
 * A tab of the cluster page on its own, against the in-process emulator (component-emulator.ts): the host loads
 * the signed-in user and the cluster's detail as ClusterPage does, and renders the tab once both are there, with
 * the status derived from them.
 */
import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clusterQueries } from '../../src/api/clusters';
import { userQueries } from '../../src/api/users';
import { deriveClusterStatus } from '../../src/domain/status';
import type { ClusterTabProps } from '../../src/features/clusters/detail/tab-props';
import { useRequiredUuid } from '../../src/stores/session';
import type { ComponentEmulator } from './component-emulator';
import { renderWithProviders } from './render';

export interface ClusterTabHostOptions {
  /** Also keep the cluster list loaded (the header's on the real page), so a refresh of it shows as a request. */
  withClusterList?: boolean;
}

export interface ClusterTabHostProps extends ClusterTabHostOptions {
  /** The cluster's name. */
  name: string;
  tab: ComponentType<ClusterTabProps>;
}

/** What the page has loaded for a tab: the props, once the user and the cluster are both there. */
function useTabProps(name: string): { uuid: string; props: ClusterTabProps | null } {
  const uuid = useRequiredUuid();
  const user = useQuery(userQueries.me(uuid)).data;
  const entry = useQuery(clusterQueries.detail(uuid, name)).data;
  if (!user || !entry) return { uuid, props: null };
  return { uuid, props: { uuid, user, entry, status: deriveClusterStatus(entry.instance, entry.service) } };
}

function PlainHost({ name, tab: Tab }: ClusterTabHostProps) {
  const { props } = useTabProps(name);
  return props ? <Tab {...props} /> : null;
}

function HostWithClusterList({ name, tab: Tab }: ClusterTabHostProps) {
  const { uuid, props } = useTabProps(name);
  useQuery(clusterQueries.list(uuid));
  return props ? <Tab {...props} /> : null;
}

export function ClusterTabHost(props: ClusterTabHostProps) {
  return props.withClusterList ? <HostWithClusterList {...props} /> : <PlainHost {...props} />;
}

/** Signs in as `email` and renders `tab` for the cluster `name`; answers the render result and the account. */
export function renderClusterTab(
  em: ComponentEmulator,
  tab: ComponentType<ClusterTabProps>,
  email: string,
  name: string,
  options: ClusterTabHostOptions = {},
) {
  const account = em.signIn(email);
  const result = renderWithProviders(<ClusterTabHost name={name} tab={tab} {...options} />, { user: account, seedMe: false });
  return { ...result, account };
}
