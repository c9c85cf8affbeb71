/** Texts of the snooze calls and of the alerts' capabilities (ours: the spec has no snooze). */
export const ALERT_TOKEN_REFUSALS = {
  notValid: 'This alert action is not valid. Open the app to change the alerts of this cluster.',
  used: 'This alert action was already used.',
  expired: 'This alert action has expired. Open the app to change the alerts of this cluster.',
} as const;
