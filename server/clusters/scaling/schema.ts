export const SCALING_SCHEMA = '';
