export const FEATURES_SCHEMA = '';
