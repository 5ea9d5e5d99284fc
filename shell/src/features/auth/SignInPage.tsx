import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi, notify, saveSession } from '@earrival/shared';

/** Sign-in: e-mail and password; status 1 stores the token and goes to /admin. */
export function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const response = await authApi.login({ email, password });
    if (response.status === 1 && response.jwtToken) {
      saveSession({ accessToken: response.jwtToken });
      notify.success(response.message);
      navigate('/admin');
    } else if (response.message) {
      notify.error(response.message);
    }
  };
  return (
    <main className="container py-5" style={{ maxWidth: 480 }}>
      <form onSubmit={submit}>
        <label className="form-label" htmlFor="email">
          Email ID
        </label>
        <input id="email" className="form-control mb-2" value={email} onChange={(e) => setEmail(e.target.value)} />
        <label className="form-label" htmlFor="password">
          Password
        </label>
        <input
          id="password"
          type="password"
          className="form-control mb-3"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Sign In
        </button>
      </form>
    </main>
  );
}
