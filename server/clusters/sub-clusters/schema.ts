export const SUB_CLUSTERS_SCHEMA = '';
