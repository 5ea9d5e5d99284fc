/**
 * Every event the security log records, with the label Settings -> Security Log shows. The API writes
 * only these names (security_events.event) and the screen's filter lists them: one list for both.
 */
export const SECURITY_EVENTS = {
  'sign-in-succeeded': 'Sign-in',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-throttled': 'Sign-in throttled',
  'two-factor-failed': 'Two-factor code failed',
  'recovery-code-used': 'Recovery code used',
  'password-changed': 'Password changed',
  'password-change-failed': 'Password change refused',
  'password-reset-requested': 'Password reset requested',
  'password-reset': 'Password reset',
  'two-factor-enabled': 'Two-factor turned on',
  'two-factor-disabled': 'Two-factor turned off',
  'two-factor-disable-failed': 'Two-factor turn-off refused',
  'two-factor-reset': 'Two-factor reset by an Admin',
  'two-factor-requirement': 'Two-factor requirement changed',
  'session-ended': 'Session ended',
  forbidden: 'Refused (403)',
  'member-created': 'Member created',
  'member-updated': 'Member updated',
  'member-deleted': 'Member deleted',
  'role-changed': 'Role changed',
  'gateway-switched': 'Payment gateway switched',
  export: 'Export',
  'deploy-token-created': 'Deploy token created',
  'deploy-token-revoked': 'Deploy token revoked',
  'release-published': 'Release published',
  'release-promoted': 'Release promoted',
  'release-rolled-back': 'Release rolled back',
  'key-refused': 'Wrong service key',
  'rate-limited': 'Limit reached',
} as const;

export type SecurityEventName = keyof typeof SECURITY_EVENTS;

export const SECURITY_EVENT_NAMES = Object.keys(SECURITY_EVENTS) as SecurityEventName[];
