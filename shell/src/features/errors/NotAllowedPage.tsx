import type { AdminRoute } from '@earrival/shared/routes';
import type { Role } from '@earrival/shared/types';
import { LockIcon } from '../../ui/icons';
import { MessagePage } from './MessagePage';

/** "A", "A and B", "A, B and C". */
const listOf = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Shown instead of a screen the signed-in role may not use, when its URL is opened directly. */
export function NotAllowedPage({ route, role }: { route: AdminRoute; role: Role | null }) {
  return (
    <MessagePage name="not-allowed" icon={<LockIcon />} warn title="Not allowed">
      <p>
        Your role{role ? ` (${role})` : ''} cannot open <strong>{route.title}</strong>.
        {route.roles ? ` It is available to ${listOf(route.roles)} only.` : ''}
      </p>
      <p className="text-muted small">If you need it for your work, ask an Admin or Manager.</p>
    </MessagePage>
  );
}
