/**
 * Presets: saved analyze/anonymize settings. The form builds the same `settings` object the API
 * takes; the server validates it with the API's own schema and names the field at fault.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type Preset } from '../api.ts';
import { deleteConfirmed, Empty, ErrorNote, Loading, Page } from '../components.tsx';
import { when } from '../format.ts';

interface Form {
  id: string | null;
  name: string;
  description: string;
  language: string;
  entities: string;
  score_threshold: string;
  allow_list: string;
  operators: string;
}

const EMPTY: Form = { id: null, name: '', description: '', language: '', entities: '', score_threshold: '', allow_list: '', operators: '' };

const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');

function toForm(p: Preset): Form {
  const s = p.settings;
  return {
    id: p.id,
    name: p.name,
    description: p.description ?? '',
    language: typeof s.language === 'string' ? s.language : '',
    entities: Array.isArray(s.entities) ? s.entities.join(', ') : '',
    score_threshold: typeof s.score_threshold === 'number' ? String(s.score_threshold) : '',
    allow_list: Array.isArray(s.allow_list) ? s.allow_list.join(', ') : '',
    operators: s.operators ? JSON.stringify(s.operators, null, 2) : '',
  };
}

/** The request body; a local error names the field when the form itself cannot be read. */
function toBody(f: Form): { body?: Record<string, unknown>; problem?: string } {
  const settings: Record<string, unknown> = {};
  if (f.language.trim()) settings.language = f.language.trim();
  if (f.entities.trim()) settings.entities = list(f.entities);
  if (f.score_threshold.trim()) settings.score_threshold = Number(f.score_threshold);
  if (f.allow_list.trim()) settings.allow_list = list(f.allow_list);
  if (f.operators.trim()) {
    try {
      settings.operators = JSON.parse(f.operators) as unknown;
    } catch {
      return { problem: 'Operators must be valid JSON, e.g. {"PERSON": {"type": "replace", "new_value": "<NAME>"}}' };
    }
  }
  return { body: { name: f.name, description: f.description.trim() === '' ? null : f.description, settings } };
}

export function Presets(): JSX.Element {
  const [presets, setPresets] = useState<Preset[] | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = () => api<{ presets: Preset[] }>('GET', '/api/console/presets').then((r) => setPresets(r.presets), setError);
  useEffect(() => {
    void load();
  }, []);

  const save = async (e: Event) => {
    e.preventDefault();
    if (!form) return;
    setError(null);
    const { body, problem } = toBody(form);
    if (problem) return setError(new Error(problem));
    try {
      if (form.id) await api('PUT', `/api/console/presets/${form.id}`, body);
      else await api('POST', '/api/console/presets', body);
      setForm(null);
      await load();
    } catch (err) {
      setError(err);
    }
  };

  const remove = (p: Preset) => deleteConfirmed(`Delete the preset "${p.name}"? Requests that name its id will fail.`, `/api/console/presets/${p.id}`, setError, load);

  const set = (key: keyof Form) => (e: Event) => setForm((f) => (f ? { ...f, [key]: (e.currentTarget as HTMLInputElement).value } : f));
  const field = error instanceof ApiError ? error.field : undefined;
  const bad = (name: string) => field === name || field?.startsWith(`settings.${name}`) === true;

  return (
    <Page
      title="Presets"
      intro="Saved settings for analyze, anonymize, batch and image: pass preset_id in a request, or pick one in the playground."
      actions={
        form ? null : (
          <button type="button" onClick={() => setForm(EMPTY)}>
            New preset
          </button>
        )
      }
    >
      {form ? (
        <form class="card stack" onSubmit={save} aria-label={form.id ? 'Edit preset' : 'New preset'}>
          <h2>{form.id ? `Edit “${form.name}”` : 'New preset'}</h2>
          <div class="grid2">
            <label>
              Name
              <input name="preset-name" required maxLength={100} value={form.name} aria-invalid={field === 'name'} onInput={set('name')} />
            </label>
            <label>
              Description
              <input name="preset-description" maxLength={1000} value={form.description} onInput={set('description')} />
            </label>
            <label>
              Language
              <input name="preset-language" value={form.language} placeholder="en" aria-invalid={bad('language')} onInput={set('language')} />
            </label>
            <label>
              Score threshold (0–1)
              <input name="preset-threshold" inputMode="decimal" value={form.score_threshold} placeholder="0" aria-invalid={bad('score_threshold')} onInput={set('score_threshold')} />
            </label>
            <label>
              Entities (comma-separated; empty for all)
              <input name="preset-entities" value={form.entities} placeholder="PERSON, EMAIL_ADDRESS" aria-invalid={bad('entities')} onInput={set('entities')} />
            </label>
            <label>
              Allow list (comma-separated)
              <input name="preset-allow-list" value={form.allow_list} aria-invalid={bad('allow_list')} onInput={set('allow_list')} />
            </label>
          </div>
          <label>
            Operators (JSON, keyed by entity type)
            <textarea name="preset-operators" rows={4} value={form.operators} placeholder='{"DEFAULT": {"type": "replace"}, "EMAIL_ADDRESS": {"type": "mask", "masking_char": "*", "chars_to_mask": 4}}' aria-invalid={bad('operators')} onInput={set('operators')} />
          </label>
          <ErrorNote error={error} />
          <div class="row">
            <button type="submit">{form.id ? 'Save changes' : 'Create preset'}</button>
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setForm(null);
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <ErrorNote error={error} />
      )}
      {presets === null ? (
        <Loading />
      ) : presets.length === 0 ? (
        <Empty>No presets yet.</Empty>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Description</th>
                <th scope="col">Settings</th>
                <th scope="col">Updated</th>
                <th scope="col">
                  <span class="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {presets.map((p) => (
                <tr key={p.id}>
                  <td>{p.name}</td>
                  <td>{p.description ?? '—'}</td>
                  <td>
                    <code class="settings">{JSON.stringify(p.settings)}</code>
                  </td>
                  <td>{when(p.updated_at)}</td>
                  <td class="actions">
                    <button type="button" class="secondary small" onClick={() => setForm(toForm(p))} aria-label={`Edit ${p.name}`}>
                      Edit
                    </button>
                    <button type="button" class="danger small" onClick={() => remove(p)} aria-label={`Delete ${p.name}`}>
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
