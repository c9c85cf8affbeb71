import type { ClusterDetailEntry } from '../../../api/clusters';
import type { User } from '../../../contract/types';
import type { ClusterStatus } from '../../../domain/status';

/** What every tab of the cluster page receives (ClusterPage.tsx renders one tab at a time, each its own chunk). */
export interface ClusterTabProps {
  uuid: string;
  user: User;
  entry: ClusterDetailEntry;
  status: ClusterStatus;
}
