import { api } from './client';
import type { Envelope, LoginResponse, SessionUser } from '@earrival/shared/types';

export const authApi = {
  login: (body: { email: string; password: string }) => api.post<LoginResponse>('admin/admin-login', body),
  userInfo: () => api.get<Envelope<SessionUser>>('user_info'),
  changePassword: (body: { newPassword: string }) => api.post<Envelope<null>>('admin/change-password', body),
};
