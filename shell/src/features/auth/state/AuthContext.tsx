import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  authApi,
  clearSession,
  errorMessage,
  notify,
  readSession,
  saveSession,
  SESSION_KEY,
  useBusEvent,
  type Role,
  type SessionUser,
} from '@earrival/shared';
import { authReducer, initialAuthState, type AuthState } from './authReducer';
import { storedUser, userFromClaims } from './storedSession';

export interface SignInValues {
  email: string;
  password: string;
  /** Checked: localStorage 'user' (survives closing the browser). Unchecked: sessionStorage (ends with it). */
  remember: boolean;
}

export interface AuthContextValue {
  state: AuthState;
  /** True while the state says signed in AND a session is stored (a remote may have cleared it). */
  signedIn: boolean;
  /** The confirmed user (GET /user_info), or the stored token's claims until it answers. */
  user: SessionUser | null;
  role: Role | null;
  signIn: (values: SignInValues) => Promise<void>;
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Holds the auth state for the shell; must sit inside the router (it navigates on sign-in and sign-out). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(authReducer, undefined, () => initialAuthState(storedUser() !== null));
  const hasSession = readSession() !== null;

  const loadUserInfo = useCallback(async () => {
    dispatch({ type: 'userInfo/pending' });
    try {
      const response = await authApi.userInfo();
      if (response.status === 1 && response.data)
        dispatch({ type: 'userInfo/fulfilled', user: response.data });
      else dispatch({ type: 'userInfo/rejected' }); // a 401 was already handled by the client (session-ended)
    } catch (error) {
      dispatch({ type: 'userInfo/rejected' });
      notify.error(errorMessage(error));
    }
  }, []);

  // Confirm a stored session with the server once at load.
  useEffect(() => {
    if (state.isAuth && readSession()) void loadUserInfo();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only at load; sign-in brings its own user
  }, []);

  // A remote may end the session itself (Update Password clears it and goes to '/'): follow it.
  useEffect(() => {
    if (state.isAuth && !readSession()) dispatch({ type: 'logout' });
  }, [pathname, state.isAuth]);

  // Signing out in another tab removes the shared localStorage session: follow it here too.
  const isAuth = useRef(state.isAuth);
  isAuth.current = state.isAuth;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === SESSION_KEY || event.key === null) && isAuth.current && !readSession()) {
        dispatch({ type: 'logout' });
        navigate('/', { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);

  // Any 401 anywhere: the client removed the session and told the bus; go back to sign-in.
  useBusEvent('session-ended', () => {
    dispatch({ type: 'logout' });
    navigate('/', { replace: true });
  });

  const signIn = useCallback(
    async ({ email, password, remember }: SignInValues) => {
      dispatch({ type: 'signIn/pending' });
      try {
        const response = await authApi.login({ email, password });
        const token = response.status === 1 ? response.jwtToken : undefined;
        if (token) saveSession({ accessToken: token }, remember);
        dispatch({ type: 'signIn/fulfilled', response });
        if (token) {
          notify.success(response.message);
          navigate('/admin');
        } else if (response.message) {
          notify.error(response.message);
        }
      } catch (error) {
        const message = errorMessage(error);
        dispatch({ type: 'signIn/rejected', message });
        notify.error(message);
      }
    },
    [navigate],
  );

  const logout = useCallback(() => {
    clearSession();
    dispatch({ type: 'logout' });
    navigate('/');
  }, [navigate]);

  const value = useMemo<AuthContextValue>(() => {
    const signedIn = state.isAuth && hasSession;
    const claims = signedIn ? storedUser() : null;
    const user = signedIn ? (state.data ?? (claims ? userFromClaims(claims) : null)) : null;
    return { state, signedIn, user, role: state.role ?? user?.type ?? null, signIn, logout };
  }, [state, hasSession, signIn, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
