import type { JSX } from 'preact';
import { Link, PATHS } from '../router.tsx';

export function SettingsNav(props: { current: 'developer' | 'account' }): JSX.Element {
  return (
    <nav class="tabs" aria-label="Settings">
      <Link href={PATHS.developer} current={props.current === 'developer'} class="tab">
        Developer Access
      </Link>
      <Link href={PATHS.account} current={props.current === 'account'} class="tab">
        Account
      </Link>
    </nav>
  );
}
