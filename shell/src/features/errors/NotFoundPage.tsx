import { Link, useLocation } from 'react-router-dom';
import { CompassIcon } from '../../ui/icons';

/** Any path under /admin that is not in the route table. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="ea-message-page" data-testid="not-found" aria-labelledby="ea-not-found-title">
      <span className="ea-message-icon">
        <CompassIcon />
      </span>
      <h1 id="ea-not-found-title" className="h4">
        Page not found
      </h1>
      <p>
        There is no back-office screen at <code>{pathname}</code>.
      </p>
      <Link to="/admin" className="btn btn-primary">
        Back to the dashboard
      </Link>
    </section>
  );
}
