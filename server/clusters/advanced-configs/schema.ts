export const ADVANCED_CONFIGS_SCHEMA = '';
