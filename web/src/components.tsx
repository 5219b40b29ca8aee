/** Shared pieces: copy button, error and notice boxes, page frame, confirmation, theme switch. */
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError } from './api.ts';
import { copy } from './format.ts';

export function CopyButton(props: { text: string; label?: string }): JSX.Element {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(t);
  }, [state]);
  const label = props.label ?? 'Copy';
  return (
    <button type="button" class="secondary small" onClick={async () => setState((await copy(props.text)) ? 'copied' : 'failed')}>
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}</span>
    </button>
  );
}

export function ErrorNote(props: { error: unknown }): JSX.Element | null {
  if (props.error === null || props.error === undefined) return null;
  const message = props.error instanceof ApiError || props.error instanceof Error ? props.error.message : 'Something went wrong.';
  return (
    <p class="note error" role="alert">
      {message}
    </p>
  );
}

export function Page(props: { title: string; intro?: ComponentChildren; children: ComponentChildren; actions?: ComponentChildren }): JSX.Element {
  useEffect(() => {
    document.title = `${props.title} · Veil console`;
  }, [props.title]);
  return (
    <section class="page" aria-labelledby="page-title">
      <div class="page-head">
        <div>
          <h1 id="page-title" tabIndex={-1}>
            {props.title}
          </h1>
          {props.intro ? <p class="intro">{props.intro}</p> : null}
        </div>
        {props.actions}
      </div>
      {props.children}
    </section>
  );
}

export function Empty(props: { children: ComponentChildren }): JSX.Element {
  return <p class="empty">{props.children}</p>;
}

/** Asks before something that cannot be undone. */
export function confirmAction(message: string): boolean {
  return window.confirm(message);
}

/**
 * The pages' delete/revoke buttons: asks, sends DELETE `path`, then `done` (a reload); a failure
 * goes to `onError`. Nothing is sent when the user declines.
 */
export async function deleteConfirmed(question: string, path: string, onError: (err: unknown) => void, done: () => Promise<void>): Promise<void> {
  if (!confirmAction(question)) return;
  onError(null);
  try {
    await api('DELETE', path);
    await done();
  } catch (err) {
    onError(err);
  }
}

type Theme = 'light' | 'dark';

function initialTheme(): Theme {
  const saved = localStorage.getItem('veil-theme');
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ThemeToggle(): JSX.Element {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      class="ghost small"
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        localStorage.setItem('veil-theme', next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? '☀ Light' : '☾ Dark'}
    </button>
  );
}

export function Loading(): JSX.Element {
  return (
    <p class="loading" role="status">
      Loading…
    </p>
  );
}
