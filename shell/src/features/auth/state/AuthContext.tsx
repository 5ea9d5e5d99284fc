import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession, startSession, useSessionClaims, useSessionToken } from '@earrival/shared/auth';
import { notify } from '@earrival/shared/toast';
import { type LoginResponse, type Role, type SessionUser } from '@earrival/shared/types';
import { authReducer, initialAuthState, type AuthAction, type AuthState } from './authReducer';

export interface SignInValues {
  email: string;
  password: string;
  /** Checked: localStorage 'user' (survives closing the browser). Unchecked: sessionStorage (ends with it). */
  remember: boolean;
}

/** The password was right and a second step is due: a code ('verify'), or setting two-factor up ('setup'). */
export interface PendingSignIn {
  mode: 'verify' | 'setup';
  pendingToken: string;
  remember: boolean;
  message: string;
}

export interface AuthContextValue {
  state: AuthState;
  /** A session is stored and the state agrees. */
  signedIn: boolean;
  /** The confirmed user (GET /user_info), or the token's claims until it answers. */
  user: SessionUser | null;
  role: Role | null;
  signIn: (values: SignInValues) => Promise<void>;
  /** Between the password and the code; null otherwise. */
  pending: PendingSignIn | null;
  /** The second step gave a session: start it as the password step would have. */
  completeSignIn: (response: LoginResponse) => void;
  /** Back to the password form (a pending sign-in that expired, or Cancel). */
  cancelPending: () => void;
  logout: () => void;
}

/**
 * The API client (every call it carries) loads with the first sign-in or logout, not with the sign-in
 * page: a member reading the form downloads none of it.
 */
const apiClient = () => import('@earrival/shared/api');
type ApiClient = Awaited<ReturnType<typeof apiClient>>;

/** When the client itself could not load (the connection dropped before the first call). */
export const UNREACHABLE_TEXT =
  'The server could not be reached. Please check your connection and try again.';

const AuthContext = createContext<AuthContextValue | null>(null);
/** For SessionCheck only: it reports GET /user_info into the same state. */
const AuthDispatchContext = createContext<((action: AuthAction) => void) | null>(null);

/**
 * The shell's auth state. "Who is signed in" comes from the shared session store alone; the reducer
 * keeps the sign-in progress and the confirmed user. However a session ends (Logout, a 401 anywhere,
 * a password change in a remote, another tab) the store says so and this provider returns to '/'.
 * Must sit inside the router. It needs no query cache (the sign-in page ships without one): the
 * session is confirmed with the server by SessionCheck, inside the signed-in area.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const token = useSessionToken();
  const claims = useSessionClaims();
  const [state, dispatch] = useReducer(authReducer, undefined, () => initialAuthState(token !== null));

  // The session ended somewhere: reset the state and show the sign-in page.
  const hadSession = useRef(token !== null);
  useEffect(() => {
    if (token) {
      hadSession.current = true;
      return;
    }
    if (!hadSession.current) return;
    hadSession.current = false;
    dispatch({ type: 'logout' });
    navigate('/', { replace: true });
  }, [token, navigate]);

  const [pending, setPending] = useState<PendingSignIn | null>(null);

  const start = useCallback(
    (response: LoginResponse, remember: boolean) => {
      if (!response.jwtToken) throw new Error(response.message || 'Sign-in did not return a session.');
      startSession(response.jwtToken, remember);
      setPending(null);
      dispatch({ type: 'signIn/fulfilled', response });
      notify.success(response.message);
      navigate('/admin');
    },
    [navigate],
  );

  const completeSignIn = useCallback(
    (response: LoginResponse) => start(response, pending?.remember ?? false),
    [start, pending],
  );
  const cancelPending = useCallback(() => setPending(null), []);

  const signIn = useCallback(
    async ({ email, password, remember }: SignInValues) => {
      dispatch({ type: 'signIn/pending' });
      let api: ApiClient | undefined;
      try {
        api = await apiClient();
        const response = await api.authApi.login({ email, password });
        if (response.twoFactor && response.pendingToken) {
          // No session yet: the answer carries no user, so the state stays signed out.
          dispatch({ type: 'signIn/fulfilled', response });
          setPending({
            mode: response.twoFactor,
            pendingToken: response.pendingToken,
            remember,
            message: response.message,
          });
          return;
        }
        start(response, remember);
      } catch (error) {
        const message = api ? api.errorMessage(error) : UNREACHABLE_TEXT;
        dispatch({ type: 'signIn/rejected', message });
        notify.error(message);
      }
    },
    [start],
  );

  // Logout revokes the token on the server first (a copied token stops working at once), then ends the
  // session here whatever the answer: a network that is down, or a token already revoked, still signs out.
  const loggingOut = useRef(false);
  const logout = useCallback(() => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    void apiClient()
      .then(({ authApi }) => authApi.logout())
      .catch(() => undefined)
      .finally(() => {
        loggingOut.current = false;
        endSession();
      });
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const signedIn = state.isAuth && token !== null;
    const fromToken = claims
      ? { id: claims.id, name: claims.name, email: claims.email, type: claims.type }
      : null;
    const user = signedIn ? (state.data ?? fromToken) : null;
    return {
      state,
      signedIn,
      user,
      role: signedIn ? (state.role ?? user?.type ?? null) : null,
      signIn,
      pending,
      completeSignIn,
      cancelPending,
      logout,
    };
  }, [state, token, claims, signIn, pending, completeSignIn, cancelPending, logout]);

  return (
    <AuthDispatchContext.Provider value={dispatch}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </AuthDispatchContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export function useAuthDispatch(): (action: AuthAction) => void {
  const dispatch = useContext(AuthDispatchContext);
  if (!dispatch) throw new Error('useAuthDispatch must be used inside <AuthProvider>');
  return dispatch;
}
