import { screen } from '@testing-library/react';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import { ALL_APPS, TOKENS } from './fixtures';
import { DeploymentsScreen } from './components/DeploymentsScreen';

/** The Deployments screen's test harness: its route, two members, the network fake. Test code only. */

export const route = ADMIN_ROUTES.find((r) => r.path === 'deployments')!;
export const ADMIN = { id: 1, name: 'Ada Admin', email: 'admin@example.com', type: 'Admin' as const };
export const MANAGER = { id: 2, name: 'Max Manager', email: 'manager@example.com', type: 'Manager' as const };

/** A fresh network fake per test answering the releases and the tokens; `fake()` is the current one. */
export function withDeploymentsApi(): () => FakeApi {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi({
      'GET admin/releases': ok(ALL_APPS),
      'GET admin/deploy-tokens': ok(TOKENS),
    });
  });
  afterEach(() => fake.restore());
  return () => fake;
}

export const renderScreen = (user: typeof ADMIN | typeof MANAGER = ADMIN) =>
  renderWithProviders(<DeploymentsScreen route={route} user={user} />, { path: '/admin/deployments' });

export const dialog = () => screen.findByRole('dialog');
