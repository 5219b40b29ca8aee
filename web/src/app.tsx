/**
 * The console shell: the session (from GET /api/console/session), the header with navigation,
 * and one page per path. Signed-out visitors see sign-in or sign-up.
 */
import type { JSX } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, setCsrfToken, whenSignedOut, type Session } from './api.ts';
import { Loading, ThemeToggle } from './components.tsx';
import { Link, navigate, PATHS, usePath } from './router.tsx';
import { AuthPage } from './pages/auth.tsx';
import { DeveloperAccess } from './pages/developer.tsx';
import { AccountSettings } from './pages/account.tsx';
import { Usage } from './pages/usage.tsx';
import { Playground } from './pages/playground.tsx';
import { Presets } from './pages/presets.tsx';
import { Keys } from './pages/keys.tsx';

const NAV = [
  { href: PATHS.playground, label: 'Playground' },
  { href: PATHS.usage, label: 'Usage' },
  { href: PATHS.presets, label: 'Presets' },
  { href: PATHS.keys, label: 'Keys' },
  { href: PATHS.developer, label: 'Settings' },
] as const;

export function App(): JSX.Element {
  const path = usePath();
  const [session, setSession] = useState<Session | null | undefined>(undefined);

  const signedIn = useCallback((s: Session) => {
    setCsrfToken(s.csrf_token);
    setSession(s);
  }, []);

  useEffect(() => {
    whenSignedOut(() => {
      setCsrfToken(null);
      setSession(null);
    });
    api<Session>('GET', '/api/console/session').then(signedIn, () => setSession(null));
  }, [signedIn]);

  // Focus the page heading after navigation, so keyboard and screen-reader users land on the new page.
  useEffect(() => {
    document.getElementById('page-title')?.focus({ preventScroll: true });
  }, [path]);

  useEffect(() => {
    if (session === null && path !== PATHS.signup && path !== PATHS.signin) navigate(PATHS.signin, true);
    if (session && (path === PATHS.signin || path === PATHS.signup || path === '/')) navigate(PATHS.playground, true);
  }, [session, path]);

  if (session === undefined) return <Loading />;

  const signOut = async () => {
    try {
      await api('POST', '/api/console/signout');
    } finally {
      setCsrfToken(null);
      setSession(null);
      navigate(PATHS.signin);
    }
  };

  if (session === null) {
    return (
      <>
        <header class="topbar">
          <span class="brand">Veil</span>
          <ThemeToggle />
        </header>
        <main id="main">
          <AuthPage mode={path === PATHS.signup ? 'signup' : 'signin'} onSignedIn={signedIn} />
        </main>
      </>
    );
  }

  const refreshAccount = async () => {
    try {
      signedIn(await api<Session>('GET', '/api/console/session'));
    } catch {
      // whenSignedOut handles a lost session; other errors leave the old figures on screen
    }
  };

  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <Link href={PATHS.playground} class="brand">
          Veil
        </Link>
        <nav aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} current={path === item.href || (item.label === 'Settings' && path.startsWith('/settings'))}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div class="who">
          <span class="plan" title="Your plan">
            {session.account.plan}
          </span>
          <span class="email">{session.account.email}</span>
          <ThemeToggle />
          <button type="button" class="ghost small" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main">{route(path, session, signedIn, refreshAccount)}</main>
    </>
  );
}

function route(path: string, session: Session, signedIn: (s: Session) => void, refresh: () => Promise<void>): JSX.Element {
  switch (path) {
    case PATHS.usage:
      return <Usage />;
    case PATHS.presets:
      return <Presets />;
    case PATHS.keys:
      return <Keys />;
    case '/settings':
    case PATHS.developer:
      return <DeveloperAccess account={session.account} />;
    case PATHS.account:
      return <AccountSettings account={session.account} onChanged={signedIn} />;
    default:
      return <Playground account={session.account} onCharged={refresh} />;
  }
}
