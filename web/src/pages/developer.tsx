/** Settings → Developer Access: API tokens (the same records as `veil token list|create|revoke`). */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, type Account, type TokenRow } from '../api.ts';
import { deleteConfirmed, CopyButton, Empty, ErrorNote, Loading, Page } from '../components.tsx';
import { when } from '../format.ts';
import { SettingsNav } from './settings-nav.tsx';

interface TokenList {
  tokens: TokenRow[];
  can_create: boolean;
  plan: string;
  required_plan: string | null;
}

const EXPIRY = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: '', label: 'No expiry' },
];

export function DeveloperAccess(props: { account: Account }): JSX.Element {
  const [list, setList] = useState<TokenList | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('90');
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = () => api<TokenList>('GET', '/api/console/tokens').then(setList, setError);
  useEffect(() => {
    void load();
  }, []);

  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ token: string; name: string }>('POST', '/api/console/tokens', { name, expires_in_days: expiry === '' ? null : Number(expiry) });
      setCreated({ name: res.name, token: res.token });
      setName('');
      await load();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const revoke = (t: TokenRow) =>
    deleteConfirmed(`Revoke the token "${t.name ?? t.id}"? Programs using it stop working at once.`, `/api/console/tokens/${t.id}`, setError, load);

  return (
    <Page title="Developer Access" intro="API tokens authenticate calls to the Veil API (Authorization: Bearer …). A token is shown once, when it is created.">
      <SettingsNav current="developer" />
      {list && !list.can_create ? (
        <div class="note upgrade" role="note">
          <strong>API access needs the {list.required_plan} plan or higher.</strong> Your account is on the <em>{list.plan}</em> plan, which includes the playground but no
          API tokens. Ask your administrator to move you to basic, pro or business (<code>veil account set-plan</code>).
        </div>
      ) : null}
      {created ? (
        <div class="card reveal" role="status">
          <h2>Your new token “{created.name}”</h2>
          <p>Copy it now: it will not be shown again.</p>
          <div class="secret-row">
            <code class="secret" data-testid="new-token">
              {created.token}
            </code>
            <CopyButton text={created.token} label="Copy token" />
          </div>
          <button type="button" class="secondary small" onClick={() => setCreated(null)}>
            I have copied it
          </button>
        </div>
      ) : null}
      <form class="card inline-form" onSubmit={create} aria-label="Create a token">
        <label>
          Token name
          <input name="token-name" required maxLength={100} value={name} disabled={!list?.can_create} onInput={(e) => setName(e.currentTarget.value)} placeholder="e.g. ci-pipeline" />
        </label>
        <label>
          Expires
          <select name="token-expiry" value={expiry} disabled={!list?.can_create} onChange={(e) => setExpiry(e.currentTarget.value)}>
            {EXPIRY.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy || !list?.can_create || name.trim() === ''}>
          Create token
        </button>
      </form>
      <ErrorNote error={error} />
      {list === null ? (
        <Loading />
      ) : list.tokens.length === 0 ? (
        <Empty>No tokens yet.{list.can_create ? ' Create one above to call the API.' : ''}</Empty>
      ) : (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">API tokens of {props.account.email}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span class="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.tokens.map((t) => (
                <tr key={t.id}>
                  <td>{t.name ?? '—'}</td>
                  <td>{when(t.created_at)}</td>
                  <td>{when(t.last_used_at, 'never')}</td>
                  <td>{when(t.expires_at, 'never')}</td>
                  <td>
                    <span class={`badge ${t.status}`}>{t.status}</span>
                  </td>
                  <td>
                    {t.status === 'active' ? (
                      <button type="button" class="danger small" onClick={() => revoke(t)} aria-label={`Revoke ${t.name ?? t.id}`}>
                        Revoke
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
