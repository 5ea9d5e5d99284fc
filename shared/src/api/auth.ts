import { api } from './client';
import type { Envelope, LoginResponse, SessionUser } from '@earrival/shared/types';

export const authApi = {
  login: (body: { email: string; password: string }) => api.post<LoginResponse>('admin/admin-login', body),
  userInfo: () => api.get<Envelope<SessionUser>>('user_info'),
  changePassword: (body: { newPassword: string }) => api.post<Envelope<null>>('admin/change-password', body),
  /**
   * Revokes this session's token on the server (other devices stay signed in). Its answer never ends the
   * session by itself (the caller does, whatever happens), and it gives up after 5 s so a dead network
   * cannot keep anyone signed in.
   */
  logout: () => api.post<Envelope<null>>('admin/logout', {}, { timeout: 5000 }),
};
