import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, replaceAdapter } from './client';
import { ApiError } from './apiError';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { SESSION_KEY } from '@earrival/shared/auth';
import type { Envelope } from '@earrival/shared/types';

/** Answers every request with one HTTP status and body, as the server would. */
function serverAnswering(status: number, body: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, undefined, config, {}, response);
    return response;
  };
}

const failureOf = async (call: Promise<unknown>): Promise<ApiError> => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

describe('api client', () => {
  let events: AppEvent[];
  let subscription: { unsubscribe(): void };
  beforeEach(() => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: 'raw-token' }));
    events = [];
    subscription = eventBus.on('session-ended').subscribe((e) => events.push(e));
  });
  afterEach(() => {
    subscription.unsubscribe();
    replaceAdapter(undefined);
    localStorage.clear();
  });

  it('sends the raw token in Authorization and resolves with the envelope on status 1', async () => {
    let seen: unknown;
    replaceAdapter(async (config) => {
      seen = config.headers.get('Authorization');
      return {
        data: { status: 1, message: 'ok', data: { id: 7 } },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    });
    const body = await api.get<Envelope<{ id: number }>>('user_info');
    expect(seen).toBe('raw-token');
    expect(body.data.id).toBe(7);
  });

  it('throws the server message when a 200 answer carries status 0', async () => {
    replaceAdapter(serverAnswering(200, { status: 0, message: 'Order not found', data: null }));
    const error = await failureOf(api.get('admin/get-orders-details/1'));
    expect(error).toMatchObject({ httpStatus: 200, status: 0, message: 'Order not found' });
  });

  it('throws the envelope message of a 4xx answer', async () => {
    replaceAdapter(serverAnswering(409, { status: 0, message: 'Already assigned', data: null }));
    const error = await failureOf(api.put('admin/assign-order-status', {}));
    expect(error).toMatchObject({ httpStatus: 409, message: 'Already assigned' });
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
  });

  it('says the server could not be reached when there is no answer', async () => {
    replaceAdapter(async () => {
      throw new AxiosError('Network Error', 'ERR_NETWORK');
    });
    const error = await failureOf(api.get('admin/get-all-folder-count'));
    expect(error.httpStatus).toBeNull();
    expect(error.message).toBe('Network Error');
  });

  it('ends the session on a 401 from a data call: session removed, session-ended emitted once', async () => {
    replaceAdapter(serverAnswering(401, { status: 401, message: 'Session expired', data: null }));
    const error = await failureOf(api.get('admin/get-all-folder-count'));
    expect(error.isSessionEnded).toBe(true);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(events).toEqual([{ type: 'session-ended', message: 'Session expired' }]);
  });

  it('leaves the session alone when sign-in itself answers 401 (wrong credentials)', async () => {
    replaceAdapter(
      serverAnswering(401, {
        status: 0,
        message: 'Invalid email or password',
        data: null,
      }),
    );
    const error = await failureOf(api.post('admin/admin-login', { email: 'a@b.c', password: 'x' }));
    expect(error.message).toBe('Invalid email or password');
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(events).toEqual([]);
  });

  it('reads the server message out of a refused file download', async () => {
    const body = new Blob([JSON.stringify({ status: 0, message: 'Not in Completed', data: null })], {
      type: 'application/json',
    });
    replaceAdapter(serverAnswering(400, body));
    const error = await failureOf(api.postForBlob('admin/get-defence-pack-pdf', { orderId: 1 }));
    expect(error.message).toBe('Not in Completed');
  });
});
