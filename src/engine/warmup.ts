import { defaultRecognizers } from './recognizers/registry.ts';

/** Loads lexicons eagerly (service start-up), so the first request does not pay for it. */
export function warmUp(): void {
  for (const step of warmUpSteps()) step();
}

/**
 * The same work as separate steps of ~100 ms or less (lexicons, then the name model, …), for a
 * host that wants to answer other requests between them (the server after it starts listening).
 */
export function warmUpSteps(): (() => void)[] {
  const steps: (() => void)[] = [];
  for (const r of defaultRecognizers) {
    if (r.kind !== 'custom') continue;
    if (r.warmUpSteps) steps.push(...r.warmUpSteps);
    else if (r.warmUp) steps.push(() => r.warmUp?.());
  }
  return steps;
}
