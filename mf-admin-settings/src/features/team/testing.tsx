/** The Manage Team screen's test harness: its members, the network fake, and where it renders. */
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { ROLES, type Role, type TeamMember } from '@earrival/shared/types';
import { installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import { ManageTeamScreen } from './components/ManageTeamScreen';

export const route = ADMIN_ROUTES.find((r) => r.path === 'manage-team')!;
export const editRoute = ADMIN_ROUTES.find((r) => r.path === 'manage-team/:teamMemberId')!;

export const MEMBERS: TeamMember[] = [
  {
    id: 1,
    name: 'Ada Admin',
    email: 'admin@example.com',
    type: 'Admin',
    created_at: '2026-01-02T10:00:00.000Z',
  },
  {
    id: 2,
    name: 'Max Manager',
    email: 'manager@example.com',
    type: 'Manager',
    twoFactor: true,
    created_at: '2026-01-02T10:00:00.000Z',
  },
  {
    id: 3,
    name: 'Tess Team',
    email: 'team@example.com',
    type: 'Team',
    created_at: '2026-01-02T10:00:00.000Z',
  },
  {
    id: 6,
    name: 'Alan Second',
    email: 'alan@example.com',
    type: 'Admin',
    created_at: '2026-01-02T10:00:00.000Z',
  },
];
export const asUser = (member: TeamMember) => ({ ...member, type: member.type as Role });
export const ADMIN = asUser(MEMBERS[0]!);
export const MANAGER = asUser(MEMBERS[1]!);

export function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Installs the network fake before each test (the list and the member types answered) and restores it after. */
export function withTeamApi(): { readonly fake: FakeApi } {
  const state = {} as { fake: FakeApi };
  beforeEach(() => {
    state.fake = installFakeApi({
      'GET admin/get-team-member-list': ok(MEMBERS),
      'GET admin/get-team-member-type': ok([...ROLES]),
    });
  });
  afterEach(() => state.fake.restore());
  return state;
}

export function renderList(user = ADMIN) {
  return renderWithProviders(<ManageTeamScreen route={route} user={user} />, {
    path: '/admin/manage-team',
    route: '/admin/manage-team',
    beside: <Location />,
  });
}

export function renderEdit(id: string, user = ADMIN) {
  return renderWithProviders(<ManageTeamScreen route={editRoute} user={user} />, {
    path: `/admin/manage-team/${id}`,
    route: '/admin/manage-team/:teamMemberId',
    beside: <Location />,
  });
}

export const rowOf = (email: string) => screen.getByRole('row', { name: new RegExp(email) });
export const typeOptions = () =>
  within(screen.getByLabelText('Member Type'))
    .getAllByRole('option')
    .map((option) => option.textContent);
