import { call, type BodyOf } from './call';

/** Body of POST admin/change-password. */
export type ChangePasswordBody = BodyOf<'POST admin/change-password'>;

export const authApi = {
  login: (body: BodyOf<'POST admin/admin-login'>) => call('POST admin/admin-login', { body }),
  userInfo: () => call('GET user_info'),
  /**
   * Change my own password: the current one proves it is me, the new one twice. The server ends my other
   * sessions and keeps this one signed in; a refusal (400, or 429 after too many tries) carries its message.
   */
  changePassword: (body: ChangePasswordBody) => call('POST admin/change-password', { body }),
  /**
   * Revokes this session's token on the server (other devices stay signed in). Its answer never ends the
   * session by itself (the caller does, whatever happens), and it gives up after 5 s so a dead network
   * cannot keep anyone signed in.
   */
  logout: () => call('POST admin/logout', {}, { timeout: 5000 }),
  /** The answer is the same whether or not the address is a member's. */
  forgotPassword: (body: BodyOf<'POST admin/forgot-password'>) =>
    call('POST admin/forgot-password', { body }),
  resetPassword: (body: BodyOf<'POST admin/reset-password'>) => call('POST admin/reset-password', { body }),
};

/** Two-factor sign-in: the second sign-in step, and the member's own settings. */
export const twoFactorApi = {
  signIn: (body: BodyOf<'POST admin/two-factor/sign-in'>) => call('POST admin/two-factor/sign-in', { body }),
  signInSetup: (body: BodyOf<'POST admin/two-factor/sign-in/setup'>) =>
    call('POST admin/two-factor/sign-in/setup', { body }),
  signInConfirm: (body: BodyOf<'POST admin/two-factor/sign-in/confirm'>) =>
    call('POST admin/two-factor/sign-in/confirm', { body }),
  status: () => call('GET admin/two-factor'),
  setup: () => call('POST admin/two-factor/setup'),
  enable: (body: BodyOf<'POST admin/two-factor/enable'>) => call('POST admin/two-factor/enable', { body }),
  /** Turning it off takes the password AND a current code (from the app, or a recovery code). */
  disable: (body: BodyOf<'POST admin/two-factor/disable'>) => call('POST admin/two-factor/disable', { body }),
  setRequirement: (body: BodyOf<'PUT admin/two-factor/requirement'>) =>
    call('PUT admin/two-factor/requirement', { body }),
  /**
   * An Admin resets another member's two-factor sign-in (Manage Team): it is turned off, that member is
   * signed out everywhere and sets it up again at the next sign-in.
   */
  resetMember: (memberId: number) =>
    call('POST admin/team/{id}/two-factor/reset', { path: { id: String(memberId) } }),
};
