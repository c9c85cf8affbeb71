export const LIBRARIES_SCHEMA = '';
