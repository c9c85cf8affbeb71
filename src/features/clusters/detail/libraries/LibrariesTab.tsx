import { Text } from '@mantine/core';
import { CLUSTER_PAGE } from '../messages';
import type { ClusterTabProps } from '../tab-props';

export function LibrariesTab(_props: ClusterTabProps) {
  return <Text c="dimmed">{CLUSTER_PAGE.tabNotAvailable}</Text>;
}
