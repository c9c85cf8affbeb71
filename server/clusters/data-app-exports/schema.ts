/** The data app export family's tables (issue 15). */
export const DATA_APP_EXPORTS_SCHEMA = '';
