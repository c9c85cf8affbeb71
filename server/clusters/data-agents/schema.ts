export const DATA_AGENTS_SCHEMA = '';
