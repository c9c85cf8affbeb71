import * as c from '../../src/domain/constants';

describe('business constants (doc 1 §9, doc 3 §9)', () => {
  it('holds the polling and timing values', () => {
    expect(c.CLUSTER_LIST_POLL_MS).toBe(15_000);
    expect(c.PIPELINE_POLL_MS).toBe(2 * 60 * 1000);
    expect(c.LIST_RENDER_DELAY_MS).toBe(100);
    expect(c.TIMER_TICK_MS).toBe(1000);
    expect(c.DELETE_NAME_DEBOUNCE_MS).toBe(1500);
    expect(c.PASSWORD_CHECK_DEBOUNCE_MS).toBe(1500);
    expect(c.ASYNC_REJECT_RESET_MS).toBe(500);
    expect(c.DATA_APPS_IMPORT_POLL_MS).toBe(10_000);
    expect(c.DATA_APPS_IMPORT_RETRY_MS).toBe(3_000);
    expect(c.CHAT_WIDGET_POLL_MS).toBe(2_000);
  });

  it('holds the cache lifetimes', () => {
    expect(c.REGION_SIZE_STALE_MS).toBe(6e5);
    expect(c.REGION_SIZE_GC_MS).toBe(9e5);
    expect(c.BLUEPRINT_STALE_MS).toBe(2000);
    expect(c.ACCEPT_INVITATION_STALE_MS).toBe(2000);
  });

  it('holds the name and password limits', () => {
    expect([c.CLUSTER_NAME_MIN, c.CLUSTER_NAME_MAX]).toEqual([3, 21]);
    expect([c.AZ_CLUSTER_NAME_MIN, c.AZ_CLUSTER_NAME_MAX]).toEqual([3, 8]);
    expect([c.ENVIRONMENT_NAME_MIN, c.ENVIRONMENT_NAME_MAX]).toEqual([3, 10]);
    expect(c.CLONE_NAME_MAX).toBe(21);
    expect(c.SUB_CLUSTER_FULL_NAME_MAX).toBe(32);
    expect([c.PASSWORD_MIN, c.PASSWORD_MAX]).toEqual([12, 32]);
    expect(c.RESERVED_NAME_WORDS).toEqual(['create', 'zookeeper', 'loader']);
  });

  it('holds the defaults and other limits', () => {
    expect(c.UNREAD_BADGE_CAP).toBe(9);
    expect(c.UNREAD_BADGE_OVERFLOW).toBe('+9');
    expect(c.DEFAULT_IDLE_TIME_KEY).toBe(1);
    expect(c.DEFAULT_IDLE_TIME_DISPLAY).toBe('1 Hour');
    expect(c.DEFAULT_APP_ID).toBe('1');
    expect(c.DEFAULT_INSTALLATION).toBe('typical');
    expect(c.DEFAULT_PLATFORM).toBe('gc');
    expect(c.SCALING_OPTIONS).toEqual([10, 20, 30]);
    expect(c.SCALING_KEY).toBe('scalingMaxReplicas');
    expect(c.MANAGED_CLOUD_REGION_COUNT).toBe(28);
    expect(c.WEEK_START_DAY).toBe(1);
    expect(c.CONSENT_DRAWER_HEIGHT).toBe(160);
    expect(c.ABOUT_MODAL_WIDTH).toBe(520);
  });

  it('keeps the SSO cookie about one year (~31.5 billion ms)', () => {
    expect(c.SSO_COOKIE_MAX_AGE_MS).toBe(31_536_000_000);
    expect(c.SSO_COOKIE_MAX_AGE_MS / (24 * 3600 * 1000)).toBe(365);
    expect(c.SSO_COOKIE_NAME).toBe('cloudSSO');
  });

  it('holds the plan and consumption figures', () => {
    expect(c.PREMIUM_PRICE_PER_UNIT_USD).toBe(1);
    expect(c.FREE_TRIAL_CREDIT_USD).toBe(500);
    expect(c.FREE_TRIAL_CREDIT_TEXT).toBe('$500 worth of free usage');
    expect(c.TRIAL_PRICE_PER_UNIT_USD).toBe(0.6);
    expect([c.PRICE_PER_USER_USD, c.PRICE_PER_TB_USD]).toEqual([20, 20]);
    expect([c.PREMIUM_TRIAL_DAYS, c.PREMIUM_YEARLY_USD, c.PREMIUM_MONTHLY_USD]).toEqual([30, 1200, 100]);
    expect(c.PREMIUM_BACKUP_TIME_TRAVEL_DAYS).toBe(14);
    expect(c.UNIT_DECIMALS).toBe(5);
    expect(c.STORAGE_THRESHOLD).toBe(0.0001);
    expect(c.CONSUMPTION_DEFAULT_RANGE).toBe('month');
    expect(c.CONSUMPTION_DATA_TYPES).toEqual(['compute', 'storage', 'classA', 'classB', 'downloads', 'uploads', 'backups']);
    expect(c.EMPTY_OPERATION_CHART_MAX).toBe(100);
    expect(c.PNG_EXPORT_PIXEL_RATIO).toBe(2);
    expect(c.CHART_PNG_FILENAME).toBe('consumption-chart.png');
    expect(c.CHART_PDF_FILENAME).toBe('consumption.pdf');
    expect([c.DEPLOYMENT_MINUTES_MIN, c.DEPLOYMENT_MINUTES_MAX]).toEqual([45, 50]);
  });
});
