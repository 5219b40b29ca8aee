/** Client-side routing over the History API (the server answers index.html on these paths). */
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export const PATHS = {
  signin: '/signin',
  signup: '/signup',
  playground: '/playground',
  usage: '/usage',
  presets: '/presets',
  keys: '/keys',
  developer: '/settings/developer-access',
  account: '/settings/account',
} as const;

const CHANGE = 'veil:navigate';

export function navigate(to: string, replace = false): void {
  if (to === location.pathname) return;
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  window.dispatchEvent(new Event(CHANGE));
}

export function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    window.addEventListener('popstate', update);
    window.addEventListener(CHANGE, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(CHANGE, update);
    };
  }, []);
  return path;
}

export function Link(props: { href: string; children: ComponentChildren; class?: string; current?: boolean }): JSX.Element {
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(props.href);
  };
  return (
    <a href={props.href} class={props.class} onClick={onClick} aria-current={props.current ? 'page' : undefined}>
      {props.children}
    </a>
  );
}
