export const DATA_APP_IMPORTS_SCHEMA = '';
