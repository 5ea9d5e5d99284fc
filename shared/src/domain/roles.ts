/**
 * The staff roles, highest first (Manage Team offers them in this order), and which roles may open each
 * restricted screen. Pure data with no imports: the role policy (@earrival/shared/policy), the queues and
 * the route table all read it, so none of them needs another's module for it.
 */
export const ROLES = ['Admin', 'Manager', 'Team', 'Telecaller', 'Night Staff'] as const;
export type Role = (typeof ROLES)[number];

/** Who may open each restricted screen; a screen not listed here is open to every signed-in role. */
export const SCREEN_ROLES = {
  manageTeam: ['Admin', 'Manager'],
  processedBy: ['Admin', 'Manager'],
  gatewaySetting: ['Admin', 'Manager'],
  orderHistory: ['Admin', 'Manager', 'Team', 'Night Staff'],
  /** Settings -> Deployments: Managers may view what is live; only Admins act (RELEASE_ACTION_ROLES). */
  deployments: ['Admin', 'Manager'],
  /** Settings -> Security Log: who did what, for Admins only. */
  securityLog: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;

export type RestrictedScreen = keyof typeof SCREEN_ROLES;
