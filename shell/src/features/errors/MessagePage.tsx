import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface MessagePageProps {
  /** Its test id and the start of its heading's id: 'not-found'. */
  name: string;
  icon: ReactNode;
  /** The icon in the warning colour: a refusal rather than a wrong address. */
  warn?: boolean;
  title: string;
  children: ReactNode;
}

/** A message in the place of a screen: its icon, heading and words, and the way back to the dashboard. */
export function MessagePage({ name, icon, warn = false, title, children }: MessagePageProps) {
  return (
    <section className="ea-message-page" data-testid={name} aria-labelledby={`ea-${name}-title`}>
      <span className={warn ? 'ea-message-icon ea-message-icon-warn' : 'ea-message-icon'}>{icon}</span>
      <h1 id={`ea-${name}-title`} className="h4">
        {title}
      </h1>
      {children}
      <Link to="/admin" className="btn btn-primary">
        Back to the dashboard
      </Link>
    </section>
  );
}
