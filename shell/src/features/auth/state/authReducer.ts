import type { LoginResponse, Role, SessionUser } from '@earrival/shared/types';

/** The authentication state, with exactly these fields (loading, error, data, isAuth, role, userInfoLoading). */
export interface AuthState {
  loading: boolean;
  /** The message of a rejected sign-in. */
  error: string | null;
  /** The signed-in user, from the sign-in response and then from GET /user_info. */
  data: SessionUser | null;
  /** True when a stored session exists (at load) or a sign-in succeeded. */
  isAuth: boolean;
  /** The user's role; null until the user is known. */
  role: Role | null;
  userInfoLoading: boolean;
}

export type AuthAction =
  | { type: 'signIn/pending' }
  | { type: 'signIn/rejected'; message: string }
  | { type: 'signIn/fulfilled'; response: LoginResponse }
  | { type: 'userInfo/pending' }
  | { type: 'userInfo/fulfilled'; user: SessionUser }
  | { type: 'userInfo/rejected' }
  | { type: 'logout' };

/** At load isAuth is true if a stored session exists; role starts null. */
export const initialAuthState = (hasStoredSession: boolean): AuthState => ({
  loading: false,
  error: null,
  data: null,
  isAuth: hasStoredSession,
  role: null,
  userInfoLoading: false,
});

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'signIn/pending':
      return { ...state, loading: true };
    case 'signIn/rejected':
      return { ...state, loading: false, error: action.message };
    case 'signIn/fulfilled': {
      const user = action.response.data;
      // Only a response that carries the user signs in; a status-0 answer leaves the state as it was.
      if (!user) return { ...state, loading: false };
      return { ...state, loading: false, error: null, isAuth: true, data: user, role: user.type };
    }
    case 'userInfo/pending':
      return { ...state, userInfoLoading: true };
    case 'userInfo/fulfilled':
      return { ...state, userInfoLoading: false, data: action.user, role: action.user.type };
    case 'userInfo/rejected':
      return { ...state, userInfoLoading: false };
    case 'logout':
      // The spec resets loading, error, data and isAuth; role goes back to its initial null with them.
      return { ...state, loading: false, error: null, data: null, isAuth: false, role: null };
  }
}
