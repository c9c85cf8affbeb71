export const WHITELIST_SCHEMA = '';
