import { EngineError } from '../../../src/engine/errors.ts';
import type { AnonymizeEntity } from '../../../src/engine/anonymize/index.ts';

/** Code-point slice, as the API defines offsets. */
export const cpSlice = (text: string, start: number, end: number): string => Array.from(text).slice(start, end).join('');

/** An entity over the first occurrence of `value` in `text`, in code points. */
export function span(text: string, value: string, entity_type: string, score = 0.9, from = 0): AnonymizeEntity {
  const at = text.indexOf(value, from);
  if (at === -1) throw new Error(`'${value}' not in text`);
  const start = Array.from(text.slice(0, at)).length;
  return { entity_type, start, end: start + Array.from(value).length, score };
}

/** assert.throws predicate: an EngineError with exactly this message (and code, when given). */
export function engineError(message: string | RegExp, code?: string): (err: unknown) => boolean {
  return (err) => {
    if (!(err instanceof EngineError)) return false;
    if (code !== undefined && err.code !== code) throw new Error(`code ${err.code}, expected ${code}`);
    if (typeof message === 'string' ? err.message !== message : !message.test(err.message)) throw new Error(`message: ${err.message}`);
    return true;
  };
}

export const KEY = 'correct horse battery staple';
