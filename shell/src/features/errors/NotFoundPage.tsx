import { useLocation } from 'react-router-dom';
import { CompassIcon } from '../../ui/icons';
import { MessagePage } from './MessagePage';

/** Any path under /admin that is not in the route table. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <MessagePage name="not-found" icon={<CompassIcon />} title="Page not found">
      <p>
        There is no back-office screen at <code>{pathname}</code>.
      </p>
    </MessagePage>
  );
}
