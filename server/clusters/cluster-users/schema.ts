export const CLUSTER_USERS_SCHEMA = '';
