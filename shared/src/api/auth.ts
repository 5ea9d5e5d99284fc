import { api } from './client';
import type {
  Envelope,
  LoginResponse,
  SessionUser,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@earrival/shared/types';

/** Body of POST admin/change-password. */
export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const authApi = {
  login: (body: { email: string; password: string }) => api.post<LoginResponse>('admin/admin-login', body),
  userInfo: () => api.get<Envelope<SessionUser>>('user_info'),
  /**
   * Change my own password: the current one proves it is me, the new one twice. The server ends my other
   * sessions and keeps this one signed in; a refusal (400, or 429 after too many tries) carries its message.
   */
  changePassword: (body: ChangePasswordBody) => api.post<Envelope<null>>('admin/change-password', body),
  /**
   * Revokes this session's token on the server (other devices stay signed in). Its answer never ends the
   * session by itself (the caller does, whatever happens), and it gives up after 5 s so a dead network
   * cannot keep anyone signed in.
   */
  logout: () => api.post<Envelope<null>>('admin/logout', {}, { timeout: 5000 }),
  /** The answer is the same whether or not the address is a member's. */
  forgotPassword: (body: { email: string }) => api.post<Envelope<null>>('admin/forgot-password', body),
  resetPassword: (body: { token: string; newPassword: string }) =>
    api.post<Envelope<null>>('admin/reset-password', body),
};

/** Two-factor sign-in: the second sign-in step, and the member's own settings. */
export const twoFactorApi = {
  signIn: (body: { pendingToken: string; code: string }) =>
    api.post<LoginResponse>('admin/two-factor/sign-in', body),
  signInSetup: (body: { pendingToken: string }) =>
    api.post<Envelope<TwoFactorSetup>>('admin/two-factor/sign-in/setup', body),
  signInConfirm: (body: { pendingToken: string; code: string }) =>
    api.post<LoginResponse>('admin/two-factor/sign-in/confirm', body),
  status: () => api.get<Envelope<TwoFactorStatus>>('admin/two-factor'),
  setup: () => api.post<Envelope<TwoFactorSetup>>('admin/two-factor/setup', {}),
  enable: (body: { code: string }) =>
    api.post<Envelope<{ recoveryCodes: string[] }>>('admin/two-factor/enable', body),
  /** Turning it off takes the password AND a current code (from the app, or a recovery code). */
  disable: (body: { password: string; code: string }) =>
    api.post<Envelope<null>>('admin/two-factor/disable', body),
  setRequirement: (body: { required: boolean }) =>
    api.put<Envelope<TwoFactorStatus>>('admin/two-factor/requirement', body),
  /**
   * An Admin resets another member's two-factor sign-in (Manage Team): it is turned off, that member is
   * signed out everywhere and sets it up again at the next sign-in.
   */
  resetMember: (memberId: number) => api.post<Envelope<null>>(`admin/team/${memberId}/two-factor/reset`, {}),
};
