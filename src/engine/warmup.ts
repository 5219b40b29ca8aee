import { defaultRecognizers } from './recognizers/registry.ts';

/** Loads lexicons eagerly (service start-up), so the first request does not pay for it. */
export function warmUp(): void {
  for (const r of defaultRecognizers) if (r.kind === 'custom') r.warmUp?.();
}
