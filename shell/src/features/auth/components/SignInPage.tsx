import logoUrl from '../../../assets/logo.svg';
import '../../../styles/signin.css';
import { SignInForm } from './SignInForm';

/** Full-height page with the background image and the centred white card (max 810px). */
export function SignInPage() {
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
            Welcome back
          </h1>
          <p className="text-muted mb-4">Sign in with your staff account.</p>
          <SignInForm />
        </div>
      </section>
    </main>
  );
}
