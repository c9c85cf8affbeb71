/**
 * The wire contract with the cloud API (spec doc 1 §3, doc 2 §3, doc 3 §3), one file per family under
 * contract/types/. Field names are the API's, typos included (`sleeppable`, `availabeSize`): do not "fix"
 * them. These files import nothing but each other, so the service worker and the emulator may import them.
 */
export type * from './types/user';
export type * from './types/clusters';
export type * from './types/catalog';
export type * from './types/notifications';
export type * from './types/pipeline';
export type * from './types/common';
export type * from './types/upgrade';
export type * from './types/secrets';
export type * from './types/support-token';
export type * from './types/consumption';
export type * from './types/features';
export type * from './types/scaling';
export type * from './types/sub-clusters';
export type * from './types/services';
export type * from './types/scheduling';
export type * from './types/cluster-users';
export type * from './types/whitelist';
export type * from './types/libraries';
export type * from './types/advanced-configs';
export type * from './types/data-agents';
export type * from './types/data-app-imports';
export type * from './types/tenants';
export type * from './types/plans';
export type * from './types/tracking';
export type * from './types/data-app-exports';
export type * from './types/consumption-page';
