export const SCHEDULING_SCHEMA = '';
