import type { AxiosAdapter, AxiosInstance, AxiosProgressEvent, AxiosRequestConfig, AxiosStatic } from 'axios';
import { readSession } from '@earrival/shared/session';
import type { Envelope } from '@earrival/shared/types';
import { ApiError, type EnvelopeLike } from './apiError';

export { ApiError } from './apiError';

/** The API base: {host}/api/. A remote served from another origin may set window.__EARRIVAL_API__. */
export function apiBase(): string {
  const configured = (globalThis as { __EARRIVAL_API__?: string }).__EARRIVAL_API__;
  if (configured) return configured.endsWith('/') ? configured : `${configured}/`;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost:8080';
  return `${origin}/api/`;
}

/**
 * A 401 from sign-in means wrong credentials, not an ended session: the sign-in form shows that itself.
 * Logout ends the session itself whatever the answer, so its 401 (a token already revoked) says nothing more.
 */
const isSessionCall = (url: string | undefined): boolean =>
  !/(^|\/)admin\/(admin-login|logout)$/.test(url ?? '');

const SESSION_OVER = 'Your session has ended. Please sign in again.';

/**
 * A 401 outside sign-in ends the session. The session store (and the bus it tells) is imported here, not
 * at the top: a page without a session (the visitor pages) never loads it; where a session exists the
 * store is already loaded and this resolves at once.
 */
async function endSessionAfter(failure: ApiError, path: string): Promise<void> {
  if (!failure.isSessionEnded || !isSessionCall(path)) return;
  const { endSession } = await import('@earrival/shared/auth');
  endSession(failure.message || SESSION_OVER);
}

/**
 * This page's id (one API client per page, so one per tab), sent with every call as X-Tab-Id. The server
 * names it in the live events the call caused, and the page skips that echo of its own change: it has
 * refreshed already, from its own bus event.
 */
export const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function createClient(axios: AxiosStatic): AxiosInstance {
  // No request timeout: uploads and reports on a slow line must not be cut off.
  const instance = axios.create({ timeout: 0, headers: { 'Content-Type': 'application/json' } });
  instance.interceptors.request.use((config) => {
    config.baseURL = apiBase();
    const session = readSession();
    // The raw token, no Bearer prefix (the server accepts both).
    if (session) config.headers.set('Authorization', session.accessToken);
    config.headers.set('X-Tab-Id', TAB_ID);
    if (adapterOverride) config.adapter = adapterOverride;
    return config;
  });
  return instance;
}

let adapterOverride: AxiosAdapter | undefined;

/**
 * Replaces the network under the client (the one fake of @earrival/shared/testing) and answers the one
 * it replaced; undefined restores the real one. Synchronous, so a test can install it before axios loads.
 */
export function replaceAdapter(adapter: AxiosAdapter | undefined): AxiosAdapter | undefined {
  const previous = adapterOverride;
  adapterOverride = adapter;
  return previous;
}

interface Loaded {
  axios: AxiosStatic;
  http: AxiosInstance;
}
let loaded: Promise<Loaded> | null = null;

/** axios and the page's one instance, loaded with the first call: a page that calls nothing ships without them. */
function load(): Promise<Loaded> {
  loaded ??= import('axios').then(({ default: axios }) => ({ axios, http: createClient(axios) }));
  return loaded;
}

/** The page's one HTTP client (axios), loaded on first use. */
export async function httpClient(): Promise<AxiosInstance> {
  return (await load()).http;
}

const bodyOf = (value: unknown): EnvelopeLike | undefined =>
  value && typeof value === 'object' ? (value as EnvelopeLike) : undefined;

/**
 * A refused answer as the ApiError callers get; a 401 outside sign-in ends the session first. Calls made
 * without axios (the live event stream) go through here too, so a 401 means the same everywhere.
 */
export async function refusal(path: string, httpStatus: number | null, body: unknown): Promise<ApiError> {
  const failure = ApiError.from(httpStatus, bodyOf(body));
  await endSessionAfter(failure, path);
  return failure;
}

/**
 * The one place that turns an answer into a result: status 1 resolves with the envelope, everything else
 * throws an ApiError. A 401 (HTTP or envelope) outside sign-in ends the session in `refusal` and nowhere else.
 */
async function settle<T>(
  path: string,
  request: (http: AxiosInstance) => Promise<{ data: unknown; status: number }>,
): Promise<T> {
  const { axios, http } = await load();
  let httpStatus: number | null;
  let body: EnvelopeLike | undefined;
  try {
    const response = await request(http);
    httpStatus = response.status;
    body = bodyOf(response.data);
    if (body?.status === 1) return response.data as T;
  } catch (error) {
    if (!axios.isAxiosError(error) || !error.response) {
      throw new ApiError(null, 0, error instanceof Error ? error.message : String(error));
    }
    httpStatus = error.response.status;
    body = bodyOf(error.response.data);
  }
  throw await refusal(path, httpStatus, body);
}

/** The message to show for a failed call: the server's when it sent one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface UploadOptions {
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

/**
 * The calls by path. `T` is the whole envelope type the server answers with (call.ts types it from the
 * route); each call resolves only when its status is 1 and throws an ApiError otherwise, so callers never
 * re-check a status.
 */
export const api = {
  get: <T = Envelope>(path: string, params?: Record<string, unknown>, config?: AxiosRequestConfig) =>
    settle<T>(path, (http) => http.get(path, { ...config, params })),
  post: <T = Envelope>(path: string, body?: unknown, config?: AxiosRequestConfig) =>
    settle<T>(path, (http) => http.post(path, body, config)),
  put: <T = Envelope>(path: string, body?: unknown, config?: AxiosRequestConfig) =>
    settle<T>(path, (http) => http.put(path, body, config)),
  delete: <T = Envelope>(path: string, config?: AxiosRequestConfig) =>
    settle<T>(path, (http) => http.delete(path, config)),
  upload: <T = Envelope>(path: string, form: FormData, options: UploadOptions = {}) =>
    settle<T>(path, (http) =>
      http.post(path, form, {
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: options.onUploadProgress,
      }),
    ),
  /** A file (PDF, document): the bytes on success; a failed call still throws the server's message. */
  download: (path: string, params?: Record<string, unknown>) =>
    blobCall(path, (http) => http.get(path, { params, responseType: 'blob' })),
  postForBlob: (path: string, body?: unknown) =>
    blobCall(path, (http) => http.post(path, body, { responseType: 'blob' })),
};

/** A streamed file's progress and cancel (Export CSV: `downloadFile` in exportFile.ts). */
export interface FileOptions {
  onDownloadProgress?: (event: AxiosProgressEvent) => void;
  signal?: AbortSignal;
}

/** A refused file call answers with a JSON envelope inside the blob: read it so the message is the server's. */
async function blobCall(
  path: string,
  request: (http: AxiosInstance) => Promise<{ data: Blob; status: number }>,
): Promise<Blob> {
  return (await blobResponse(path, request)).data;
}

/** A file call's whole answer (its headers too); a refused one throws the server's message. */
export async function blobResponse<Answer extends { data: Blob; status: number }>(
  path: string,
  request: (http: AxiosInstance) => Promise<Answer>,
): Promise<Answer> {
  const { axios, http } = await load();
  try {
    return await request(http);
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
      const text = await blobText(error.response.data);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      throw await refusal(path, error.response.status, body);
    }
    return settle<never>(path, () => Promise.reject(error));
  }
}

/** Blob.text() where the browser has it; FileReader otherwise (older engines, jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the answer.'));
    reader.readAsText(blob);
  });
}
