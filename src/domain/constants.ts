/**
 * Business constants and limits (spec doc 1 §9, doc 3 §9, plus the debounces of doc 1 §5).
 * Every magic number of the product lives here, named, so a reviewer can diff it against the spec.
 * Pure data: no imports but the wire types.
 */
import type { Platform } from '../contract/types';

// --- Polling and timing --------------------------------------------------------------------------

/** Cluster list refresh (doc 1 §4, §9). */
export const CLUSTER_LIST_POLL_MS = 15_000;
/**
 * Ours (ARCHITECTURE.md "Poll"): while a cluster is creating, starting up or stopping, the list is
 * refreshed every 5 s, so the change is seen soon after it happens; settled lists go back to 15 s.
 */
export const CLUSTER_LIST_TRANSITIONAL_POLL_MS = 5_000;
/** Cloud-provider pipeline status poll: 2 min (doc 1 §9, doc 3 §9). */
export const PIPELINE_POLL_MS = 120_000;
/** The cluster list renders after this delay (doc 1 §2, §9). */
export const LIST_RENDER_DELAY_MS = 100;
/** The pipeline timer ticks every second (doc 1 §9, doc 3 §9). */
export const TIMER_TICK_MS = 1_000;
/** Delete confirmation: the typed-name check is debounced (doc 1 §5, §9). */
export const DELETE_NAME_DEBOUNCE_MS = 1_500;
/** Password and confirmation checks are debounced 1.5 s (doc 1 §5). */
export const PASSWORD_CHECK_DEBOUNCE_MS = 1_500;
/** The async helper resets a rejected state after this delay (doc 1 §9). */
export const ASYNC_REJECT_RESET_MS = 500;
/** Data Apps import: status polled while an import is loading, a failed read retried after this (doc 2 §9, doc 3 §9). */
export const DATA_APPS_IMPORT_POLL_MS = 10_000;
export const DATA_APPS_IMPORT_RETRY_MS = 3_000;
/** Chat widget poll (doc 1 §9, doc 3 §9). */
export const CHAT_WIDGET_POLL_MS = 2_000;

// --- Query cache lifetimes -----------------------------------------------------------------------

/** Region and size queries (doc 1 §9). */
export const REGION_SIZE_STALE_MS = 600_000;
export const REGION_SIZE_GC_MS = 900_000;
/** Blueprint query staleness (doc 1 §9). */
export const BLUEPRINT_STALE_MS = 2_000;
/** Accept-invitation query staleness (doc 1 §9). */
export const ACCEPT_INVITATION_STALE_MS = 2_000;
/** System configuration read staleness (doc 3 §7). */
export const SYSTEM_CONFIG_STALE_MS = 2_000;

// --- Names ---------------------------------------------------------------------------------------

/** Managed-cloud cluster name (doc 1 §5, §9). */
export const CLUSTER_NAME_MIN = 3;
export const CLUSTER_NAME_MAX = 21;
/** Cloud-provider (az) cluster name: 3 to 8 lowercase alphanumerics (doc 1 §5, §9; doc 3 §9). */
export const AZ_CLUSTER_NAME_MIN = 3;
export const AZ_CLUSTER_NAME_MAX = 8;
/** Clone name (doc 1 §5, §9). */
export const CLONE_NAME_MAX = 21;
/** Consent-form environment name (doc 1 §5, §9; doc 3 §5, §9). */
export const ENVIRONMENT_NAME_MIN = 3;
export const ENVIRONMENT_NAME_MAX = 10;
/** Self-managed sub-cluster: '{cluster}-{name}' must not exceed this (doc 2 §5, §9). */
export const SUB_CLUSTER_FULL_NAME_MAX = 32;
/** Words a cluster or environment name must not contain (doc 1 §5). */
export const RESERVED_NAME_WORDS = ['create', 'zookeeper', 'loader'] as const;

// --- Support -------------------------------------------------------------------------------------

/** Ours: the longest support message the API takes (trimmed); the form shows it with a counter. */
export const SUPPORT_MESSAGE_MAX = 5_000;

// --- Passwords -----------------------------------------------------------------------------------

/** Password length, change and provision forms alike (doc 1 §5, §9; doc 3 §9). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 32;

// --- Notifications -------------------------------------------------------------------------------

/** The unread badge shows the count up to this, then UNREAD_BADGE_OVERFLOW (doc 1 §4, §9). */
export const UNREAD_BADGE_CAP = 9;
export const UNREAD_BADGE_OVERFLOW = '+9';

// --- Create-form defaults ------------------------------------------------------------------------

/** Default idle time key: the cloud-provider card shows an auto suspend of 1 Hour (doc 1 §9). */
export const DEFAULT_IDLE_TIME_KEY = 1;
export const DEFAULT_IDLE_TIME_DISPLAY = '1 Hour';
export const DEFAULT_APP_ID = '1';
export const DEFAULT_INSTALLATION = 'typical' as const;
export const DEFAULT_PLATFORM: Platform = 'gc';
/** Scaling options and their key (doc 1 §9). */
export const SCALING_OPTIONS = [10, 20, 30] as const;
export const SCALING_KEY = 'scalingMaxReplicas';
/** The managed cloud offers this many regions (doc 1 §9, doc 3 §9). */
export const MANAGED_CLOUD_REGION_COUNT = 28;

// --- Session -------------------------------------------------------------------------------------

/** The cloudSSO cookie lives about one year: 31.5 billion ms (doc 1 §9, doc 3 §9). */
export const SSO_COOKIE_MAX_AGE_MS = 31_536_000_000;
export const SSO_COOKIE_NAME = 'cloudSSO';

// --- Calendar and layout -------------------------------------------------------------------------

/** Weeks start on Monday (0 = Sunday … 6 = Saturday, dayjs/Mantine convention) (doc 1 §9, doc 3 §9). */
export const WEEK_START_DAY = 1;
/** Tracking consent drawer height in px (doc 1 §9, doc 3 §9). */
export const CONSENT_DRAWER_HEIGHT = 160;
/** The About modal's width in px (doc 1 §2). */
export const ABOUT_MODAL_WIDTH = 520;

// --- Plans and pricing (doc 3 §9) ----------------------------------------------------------------

export const PREMIUM_PRICE_PER_UNIT_USD = 1;
/** The free trial's credit, as offered by the upgrade banner. */
export const FREE_TRIAL_CREDIT_USD = 500;
export const FREE_TRIAL_CREDIT_TEXT = '$500 worth of free usage';
/** After the free credit: per unit, per user and per TB of storage, per month. */
export const TRIAL_PRICE_PER_UNIT_USD = 0.6;
export const PRICE_PER_USER_USD = 20;
export const PRICE_PER_TB_USD = 20;
/** The premium offer shown to free users: a 30-day free trial, then $1200/year (about $100/month). */
export const PREMIUM_TRIAL_DAYS = 30;
export const PREMIUM_YEARLY_USD = 1_200;
export const PREMIUM_MONTHLY_USD = 100;
/** Premium includes backup time travel of this many days. */
export const PREMIUM_BACKUP_TIME_TRAVEL_DAYS = 14;
/** The roles that count as the premium plan (doc 3 §6). */
export const PREMIUM_PLAN_ROLES = ['basic', 'premium'] as const;

// --- Consumption (doc 3 §9) ----------------------------------------------------------------------

/** Unit numbers are shown with this many decimals. */
export const UNIT_DECIMALS = 5;
export const STORAGE_THRESHOLD = 0.0001;
export const CONSUMPTION_DEFAULT_RANGE = 'month' as const;
export const CONSUMPTION_DATA_TYPES = ['compute', 'storage', 'classA', 'classB', 'downloads', 'uploads', 'backups'] as const;
/** Empty operation charts fix the axis max at this value. */
export const EMPTY_OPERATION_CHART_MAX = 100;
export const EXPORT_FORMATS = ['CSV', 'PNG', 'PDF'] as const;
export const PNG_EXPORT_PIXEL_RATIO = 2;
export const CHART_PNG_FILENAME = 'consumption-chart.png';
export const CHART_PDF_FILENAME = 'consumption.pdf';

// --- Cloud-provider deployment (doc 1 §4, doc 3 §9) ----------------------------------------------

/** A deployment takes 45 to 50 minutes. */
export const DEPLOYMENT_MINUTES_MIN = 45;
export const DEPLOYMENT_MINUTES_MAX = 50;
