import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, http } from './client';
import { eventBus, type AppEvent } from '../bus/eventBus';
import { SESSION_KEY } from '../auth/session';

/** Answers every request with one HTTP status and body, as the server would. */
function serverAnswering(status: number, body: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, undefined, config, {}, response);
    return response;
  };
}

describe('api client', () => {
  const original = http.defaults.adapter;
  let events: AppEvent[];
  let subscription: { unsubscribe(): void };
  beforeEach(() => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: 'expired-token' }));
    events = [];
    subscription = eventBus.on('session-ended').subscribe((e) => events.push(e));
  });
  afterEach(() => {
    subscription.unsubscribe();
    http.defaults.adapter = original;
    localStorage.clear();
  });

  it('sends the raw token in Authorization', async () => {
    let seen: unknown;
    http.defaults.adapter = async (config) => {
      seen = config.headers.get('Authorization');
      return {
        data: { status: 1, message: 'ok', data: null },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    await api.get('user_info');
    expect(seen).toBe('expired-token');
  });

  it('ends the session on a 401 from a data call: session removed, session-ended emitted, body returned', async () => {
    http.defaults.adapter = serverAnswering(401, { status: 401, message: 'Session expired', data: null });
    const body = await api.get<{ message: string }>('admin/get-all-folder-count');
    expect(body.message).toBe('Session expired');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(events).toEqual([{ type: 'session-ended', message: 'Session expired' }]);
  });

  it('leaves the session alone when sign-in itself answers 401 (wrong credentials)', async () => {
    http.defaults.adapter = serverAnswering(401, {
      status: 0,
      message: 'Invalid email or password',
      data: null,
    });
    const body = await api.post<{ message: string }>('admin/admin-login', { email: 'a@b.c', password: 'x' });
    expect(body.message).toBe('Invalid email or password');
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(events).toEqual([]);
  });
});
