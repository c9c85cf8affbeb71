export const SERVICES_SCHEMA = '';
