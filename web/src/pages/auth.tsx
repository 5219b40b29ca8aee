/** Sign in and sign up: email + password; the server sets the session cookie. */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type Session } from '../api.ts';
import { ErrorNote, Page } from '../components.tsx';
import { Link, PATHS } from '../router.tsx';

export function AuthPage(props: { mode: 'signin' | 'signup'; onSignedIn: (s: Session) => void }): JSX.Element {
  const signup = props.mode === 'signup';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [signupOpen, setSignupOpen] = useState(true);

  useEffect(() => {
    api<{ signup: 'open' | 'closed' }>('GET', '/api/console/config').then(
      (c) => setSignupOpen(c.signup === 'open'),
      () => undefined,
    );
  }, []);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      props.onSignedIn(await api<Session>('POST', signup ? '/api/console/signup' : '/api/console/signin', { email, password }));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const field = error instanceof ApiError ? error.field : undefined;

  return (
    <div class="auth">
      <Page title={signup ? 'Create your account' : 'Sign in to Veil'} intro={signup ? 'New accounts start on the free plan: 200 tokens a month in the playground.' : 'PII detection and anonymization.'}>
        {signup && !signupOpen ? (
          <p class="note" role="status">
            Sign-up is closed on this server: an administrator creates accounts with <code>veil account create</code>.
          </p>
        ) : (
          <form class="card stack" onSubmit={submit} noValidate>
            <label>
              Email
              <input type="email" name="email" autoComplete="username" required value={email} aria-invalid={field === 'email'} onInput={(e) => setEmail(e.currentTarget.value)} />
            </label>
            <label>
              Password
              <input
                type="password"
                name="password"
                autoComplete={signup ? 'new-password' : 'current-password'}
                required
                minLength={signup ? 10 : undefined}
                value={password}
                aria-invalid={field === 'password'}
                aria-describedby={signup ? 'password-hint' : undefined}
                onInput={(e) => setPassword(e.currentTarget.value)}
              />
            </label>
            {signup ? (
              <p id="password-hint" class="hint">
                At least 10 characters.
              </p>
            ) : null}
            <ErrorNote error={error} />
            <button type="submit" disabled={busy}>
              {busy ? 'Please wait…' : signup ? 'Create account' : 'Sign in'}
            </button>
          </form>
        )}
        <p class="switch">
          {signup ? (
            <>
              Already have an account? <Link href={PATHS.signin}>Sign in</Link>
            </>
          ) : signupOpen ? (
            <>
              New to Veil? <Link href={PATHS.signup}>Create an account</Link>
            </>
          ) : null}
        </p>
      </Page>
    </div>
  );
}
