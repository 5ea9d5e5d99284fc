import { lazy, Suspense } from 'react';
import { useAuth } from '../state/AuthContext';
import { AuthCard } from './AuthCard';
import { SignInForm } from './SignInForm';

// Only members with two-factor sign-in need the code step: it loads when first needed.
const TwoFactorStep = lazy(() => import('./TwoFactorStep'));

/** Sign-in: the password form, then, for two-factor members, the code (or setting it up). */
export function SignInPage() {
  const { pending } = useAuth();
  if (pending)
    return (
      <AuthCard
        title={pending.mode === 'verify' ? 'Two-factor sign-in' : 'Set up two-factor sign-in'}
        lead={pending.message}
      >
        <Suspense fallback={null}>
          <TwoFactorStep pending={pending} />
        </Suspense>
      </AuthCard>
    );
  return (
    <AuthCard title="Welcome back" lead="Sign in with your staff account.">
      <SignInForm />
    </AuthCard>
  );
}
