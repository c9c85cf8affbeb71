/**
 * Cluster secrets (doc 2 §3, §7): GET users/{userId}/instances/{clusterName}/secrets answers the three
 * database values, keys as the API spells them. Imports nothing.
 */
export interface ClusterSecrets {
  /** A JDBC URL to the cluster's database. */
  DB_CONNECTION: string;
  DB_USER: string;
  /** Shown masked until revealed; never persisted on the device. */
  DB_PW: string;
}
