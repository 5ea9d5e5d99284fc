import type { ReactNode } from 'react';
import logoUrl from '../../../assets/logo.svg';
import '../../../styles/signin.css';

/** The sign-in family's page: background image and the centred white card (max 810px) with the intro. */
export function AuthCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <main className="ea-signin">
      <section className="ea-signin-card" aria-labelledby="signin-title">
        <div className="ea-signin-intro">
          <img className="ea-signin-logo" src={logoUrl} alt="Cuba e-Arrival logo" width={96} height={96} />
          <p className="ea-signin-product">
            Cuba e-Arrival
            <span>Back Office</span>
          </p>
          <p className="ea-signin-lead">
            Process e-Arrival applications, work the queues and keep customers moving.
          </p>
        </div>
        <div className="ea-signin-body">
          <h1 id="signin-title" className="h3 mb-1">
            {title}
          </h1>
          <p className="text-muted mb-4">{lead}</p>
          {children}
        </div>
      </section>
    </main>
  );
}
