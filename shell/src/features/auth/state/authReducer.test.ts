import { authReducer, initialAuthState, type AuthState } from './authReducer';
import type { SessionUser } from '@earrival/shared/types';

const ada: SessionUser = { id: 1, name: 'Ada Admin', email: 'admin@example.com', type: 'Admin' };

describe('auth state', () => {
  it('starts with isAuth from the stored session, role null and nothing loading', () => {
    expect(initialAuthState(true)).toEqual({
      loading: false,
      error: null,
      data: null,
      isAuth: true,
      role: null,
      userInfoLoading: false,
    });
    expect(initialAuthState(false).isAuth).toBe(false);
  });

  it('sign-in start sets loading true', () => {
    expect(authReducer(initialAuthState(false), { type: 'signIn/pending' }).loading).toBe(true);
  });

  it('a rejected sign-in sets loading false and error to the message', () => {
    const pending = authReducer(initialAuthState(false), { type: 'signIn/pending' });
    const state = authReducer(pending, { type: 'signIn/rejected', message: 'Network Error' });
    expect(state).toMatchObject({ loading: false, error: 'Network Error', isAuth: false, data: null });
  });

  it('a fulfilled sign-in with data sets isAuth, stores data and the role', () => {
    const pending = authReducer(initialAuthState(false), { type: 'signIn/pending' });
    const state = authReducer(pending, {
      type: 'signIn/fulfilled',
      response: { status: 1, message: 'Login successfully', data: ada, jwtToken: 'x.y.z' },
    });
    expect(state).toMatchObject({ loading: false, isAuth: true, data: ada, role: 'Admin' });
  });

  it('a fulfilled sign-in without data only stops loading', () => {
    const pending = authReducer(initialAuthState(false), { type: 'signIn/pending' });
    const state = authReducer(pending, {
      type: 'signIn/fulfilled',
      response: { status: 0, message: 'Invalid email or password', data: null },
    });
    expect(state).toEqual({ ...initialAuthState(false), loading: false });
  });

  it('user info start sets userInfoLoading, its answer sets data and role', () => {
    const pending = authReducer(initialAuthState(true), { type: 'userInfo/pending' });
    expect(pending.userInfoLoading).toBe(true);
    const done = authReducer(pending, { type: 'userInfo/fulfilled', user: ada });
    expect(done).toMatchObject({ userInfoLoading: false, data: ada, role: 'Admin', isAuth: true });
  });

  it('a failed user info only stops userInfoLoading', () => {
    const pending = authReducer(initialAuthState(true), { type: 'userInfo/pending' });
    expect(authReducer(pending, { type: 'userInfo/rejected' })).toEqual(initialAuthState(true));
  });

  it('logout resets loading, error, data, isAuth (and role)', () => {
    const signedIn: AuthState = {
      loading: true,
      error: 'old',
      data: ada,
      isAuth: true,
      role: 'Admin',
      userInfoLoading: false,
    };
    expect(authReducer(signedIn, { type: 'logout' })).toEqual({
      loading: false,
      error: null,
      data: null,
      isAuth: false,
      role: null,
      userInfoLoading: false,
    });
  });
});
