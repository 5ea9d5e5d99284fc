import { mayOpen, mayResetTwoFactor } from '@earrival/shared/policy';

describe('role policy: the security screens', () => {
  it('opens the Security Log to Admins only', () => {
    expect(mayOpen('securityLog', 'Admin')).toBe(true);
    for (const role of ['Manager', 'Team', 'Telecaller', 'Night Staff'] as const)
      expect(mayOpen('securityLog', role)).toBe(false);
  });

  it("lets only an Admin reset another member's two-factor sign-in, never their own", () => {
    const admin = { id: 1, type: 'Admin' as const };
    expect(mayResetTwoFactor(admin, { id: 2, type: 'Manager' })).toBe(true);
    expect(mayResetTwoFactor(admin, { id: 6, type: 'Admin' })).toBe(true);
    expect(mayResetTwoFactor(admin, admin)).toBe(false);
    expect(mayResetTwoFactor({ id: 2, type: 'Manager' }, { id: 3, type: 'Team' })).toBe(false);
    expect(mayResetTwoFactor({ id: 3, type: 'Team' }, { id: 4, type: 'Telecaller' })).toBe(false);
  });
});
