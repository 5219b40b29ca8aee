/** Encryption keys for the encrypt operator: list, create, reveal on request, delete. */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, type KeyRow } from '../api.ts';
import { deleteConfirmed, CopyButton, Empty, ErrorNote, Loading, Page } from '../components.tsx';
import { number, when } from '../format.ts';

export function Keys(): JSX.Element {
  const [keys, setKeys] = useState<KeyRow[] | null>(null);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [name, setName] = useState('');
  const [error, setError] = useState<unknown>(null);

  const load = () => api<{ keys: KeyRow[] }>('GET', '/api/console/keys').then((r) => setKeys(r.keys), setError);
  useEffect(() => {
    void load();
  }, []);

  const create = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      await api('POST', '/api/console/keys', { name });
      setName('');
      await load();
    } catch (err) {
      setError(err);
    }
  };

  const reveal = async (k: KeyRow) => {
    setError(null);
    try {
      const full = await api<KeyRow>('POST', `/api/console/keys/${k.id}/reveal`);
      setRevealed((r) => ({ ...r, [k.id]: full.key ?? '' }));
    } catch (err) {
      setError(err);
    }
  };

  const hide = (id: string) =>
    setRevealed((r) => {
      const { [id]: _gone, ...rest } = r;
      return rest;
    });

  const remove = (k: KeyRow) =>
    deleteConfirmed(`Delete the key "${k.name}"? Text encrypted with it can no longer be decrypted with its id.`, `/api/console/keys/${k.id}`, setError, async () => {
      hide(k.id);
      await load();
    });

  return (
    <Page title="Encryption keys" intro="Keys for the encrypt operator (AES-256-GCM), generated and stored encrypted by the server. Use one with {&quot;type&quot;: &quot;encrypt&quot;, &quot;key_id&quot;: …}.">
      <form class="card inline-form" onSubmit={create} aria-label="Create a key">
        <label>
          Key name
          <input name="key-name" required maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} placeholder="e.g. payroll" />
        </label>
        <button type="submit" disabled={name.trim() === ''}>
          Create key
        </button>
      </form>
      <ErrorNote error={error} />
      {keys === null ? (
        <Loading />
      ) : keys.length === 0 ? (
        <Empty>No keys yet. The encrypt operator creates a default key on first use, or create one here.</Empty>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Id</th>
                <th scope="col">Fingerprint</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col" class="num">
                  Uses
                </th>
                <th scope="col">
                  <span class="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id}>
                  <td>
                    {k.name} {k.is_default ? <span class="badge">default</span> : null}
                  </td>
                  <td>
                    <code class="id">{k.id}</code>
                  </td>
                  <td>
                    <code>{k.fingerprint}</code>
                  </td>
                  <td>{when(k.created_at)}</td>
                  <td>{when(k.last_used_at, 'never')}</td>
                  <td class="num">{number(k.use_count)}</td>
                  <td class="actions">
                    {revealed[k.id] !== undefined ? (
                      <>
                        <code class="secret">{revealed[k.id]}</code>
                        <CopyButton text={revealed[k.id]!} label="Copy key" />
                        <button type="button" class="secondary small" onClick={() => hide(k.id)}>
                          Hide
                        </button>
                      </>
                    ) : (
                      <button type="button" class="secondary small" onClick={() => reveal(k)} aria-label={`Reveal the value of ${k.name}`}>
                        Reveal
                      </button>
                    )}
                    <button type="button" class="danger small" onClick={() => remove(k)} aria-label={`Delete ${k.name}`}>
                      Delete
                    </button>
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
