/** Settings → Account: who you are, and changing the password (signs out other sessions). */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { api, ApiError, type Account, type Session } from '../api.ts';
import { ErrorNote, Page } from '../components.tsx';
import { SettingsNav } from './settings-nav.tsx';

export function AccountSettings(props: { account: Account; onChanged: (s: Session) => void }): JSX.Element {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setDone(false);
    try {
      props.onChanged(await api<Session>('POST', '/api/console/password', { current_password: current, new_password: next }));
      setCurrent('');
      setNext('');
      setDone(true);
    } catch (err) {
      setError(err);
    }
  };
  const field = error instanceof ApiError ? error.field : undefined;

  return (
    <Page title="Account" intro={`Signed in as ${props.account.email}.`}>
      <SettingsNav current="account" />
      <form class="card stack narrow" onSubmit={submit}>
        <h2>Change password</h2>
        <label>
          Current password
          <input type="password" autoComplete="current-password" required value={current} aria-invalid={field === 'current_password'} onInput={(e) => setCurrent(e.currentTarget.value)} />
        </label>
        <label>
          New password
          <input type="password" autoComplete="new-password" required minLength={10} value={next} aria-invalid={field === 'new_password'} onInput={(e) => setNext(e.currentTarget.value)} />
        </label>
        <p class="hint">At least 10 characters. Other browsers signed in to this account are signed out.</p>
        <ErrorNote error={error} />
        {done ? (
          <p class="note ok" role="status">
            Password changed.
          </p>
        ) : null}
        <button type="submit">Change password</button>
      </form>
    </Page>
  );
}
