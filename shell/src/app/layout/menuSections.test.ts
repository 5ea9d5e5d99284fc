import { QUEUES } from '@earrival/shared/queues';
import { ADMIN_ROUTES, queueRoute } from '@earrival/shared/routes';
import { NEW_QUEUE } from '@earrival/shared/testing';
import { StarIcon } from '../../ui/icons';
import { menuIcon } from '../../ui/menuIcons';
import { menuSections } from './Sidebar';

const routes = [...QUEUES, NEW_QUEUE].map(queueRoute).concat(ADMIN_ROUTES.slice(QUEUES.length));
const queuesOf = (role: 'Admin' | 'Team') =>
  menuSections(role, routes).find((section) => section.title === 'Queues')!.routes;

describe('the menu of a list of queues with one more', () => {
  it('shows the new queue last among the queues, with its badge and icon, to the roles it names', () => {
    const added = queuesOf('Admin').at(-1)!;
    expect(added).toMatchObject({ path: 'escalated-order', menuLabel: 'Escalated Orders' });
    expect(added.countField).toBe('escalatedOrdersCount');
    expect(menuIcon(added)).toBe(StarIcon);
    expect(queuesOf('Team').map((route) => route.path)).not.toContain('escalated-order');
  });
});
