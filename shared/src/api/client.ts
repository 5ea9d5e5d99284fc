import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { clearSession, readSession } from '../auth/session';
import { eventBus } from '../bus/eventBus';
import { notify } from '../ui/toast';
import type { Envelope } from '../types';

/** The API base: {host}/api/ (spec section 7). A remote served from another origin may set window.__EARRIVAL_API__. */
export function apiBase(): string {
  const configured = (globalThis as { __EARRIVAL_API__?: string }).__EARRIVAL_API__;
  if (configured) return configured.endsWith('/') ? configured : `${configured}/`;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost:8080';
  return `${origin}/api/`;
}

let sessionEndedAt = 0;

/** Any 401, from the shell or a remote: one toast, the session removed, and `session-ended` on the bus. */
function endSession(message: string): void {
  const now = Date.now();
  clearSession();
  // Several calls usually fail together when a token expires; say it once.
  if (now - sessionEndedAt > 2000) {
    notify.error(message);
    eventBus.emit({ type: 'session-ended', message });
  }
  sessionEndedAt = now;
}

/** A 401 from sign-in means wrong credentials, not an ended session: the sign-in form shows that itself. */
const isSessionCall = (url: string | undefined): boolean => !/(^|\/)admin\/admin-login$/.test(url ?? '');

function createClient(): AxiosInstance {
  // Request timeout: none (spec section 9).
  const instance = axios.create({ timeout: 0, headers: { 'Content-Type': 'application/json' } });
  instance.interceptors.request.use((config) => {
    config.baseURL = apiBase();
    const session = readSession();
    // The raw token, no Bearer prefix (spec section 6).
    if (session) config.headers.set('Authorization', session.accessToken);
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      const body = response.data as Partial<Envelope> | undefined;
      if (isSessionCall(response.config.url) && body && typeof body === 'object' && body.status === 401) {
        endSession(body.message ?? 'Your session has ended. Please sign in again.');
      }
      return response;
    },
    (error: AxiosError<Partial<Envelope>>) => {
      if (error.response?.status === 401 && isSessionCall(error.config?.url)) {
        endSession(error.response.data?.message ?? 'Your session has ended. Please sign in again.');
      }
      return Promise.reject(error);
    },
  );
  return instance;
}

export const http = createClient();

/** The message to show for a failed call: the server's when it sent one, else the HTTP client's. */
export function errorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as Partial<Envelope> | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Turns a failed call with a JSON body into its envelope, so callers read status and message in one place.
 * Errors without a server body (network, timeout) stay errors.
 */
async function envelope<T>(request: Promise<{ data: T }>): Promise<T> {
  try {
    return (await request).data;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.data && typeof error.response.data === 'object') {
      return error.response.data as T;
    }
    throw error;
  }
}

/** Generic helpers (spec section 7): get with query parameters, post, put, patch, delete, download, upload. */
export const api = {
  get: <T>(path: string, params?: Record<string, unknown>, config?: AxiosRequestConfig) =>
    envelope<T>(http.get<T>(path, { ...config, params })),
  post: <T>(path: string, body?: unknown, config?: AxiosRequestConfig) =>
    envelope<T>(http.post<T>(path, body, config)),
  put: <T>(path: string, body?: unknown, config?: AxiosRequestConfig) =>
    envelope<T>(http.put<T>(path, body, config)),
  patch: <T>(path: string, body?: unknown, config?: AxiosRequestConfig) =>
    envelope<T>(http.patch<T>(path, body, config)),
  delete: <T>(path: string, config?: AxiosRequestConfig) => envelope<T>(http.delete<T>(path, config)),
  download: async (path: string, params?: Record<string, unknown>): Promise<Blob> =>
    (await http.get<Blob>(path, { params, responseType: 'blob' })).data,
  postForBlob: async (path: string, body?: unknown): Promise<Blob> =>
    (await http.post<Blob>(path, body, { responseType: 'blob' })).data,
  upload: <T>(path: string, form: FormData) =>
    envelope<T>(http.post<T>(path, form, { headers: { 'Content-Type': 'multipart/form-data' } })),
};
