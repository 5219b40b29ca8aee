/**
 * anonymize(text, entities, operators, context): overlap resolution → operators → one pass over
 * the text. Entities may come from anywhere (analyze, a client, a test generator): they go through
 * the same resolveOverlaps as analyze, so overlapping spans can never garble the output.
 */
import { EngineError } from '../errors.ts';
import { resolveOverlaps } from '../overlaps.ts';
import { codePointLength, offsetMap } from '../text/offsets.ts';
import type { Candidate } from '../types.ts';
import { OperatorSet } from './operator-set.ts';
import type { AnonymizeContext, AnonymizeEntity, AnonymizeResult, Replacement } from './types.ts';

function invalidEntity(index: number, message: string): never {
  throw new EngineError(`entities[${index}].${message}`, 'invalid_entity_span', { field: `entities[${index}]`, index });
}

/** Entities (code points) → candidates (UTF-16), checked so that a bad span is an error, not garbage. */
function toCandidates(text: string, entities: readonly AnonymizeEntity[], map: ReturnType<typeof offsetMap>): Candidate[] {
  if (!Array.isArray(entities)) throw new EngineError('entities must be an array of spans', 'invalid_entity_span', { field: 'entities' });
  const length = map.codePointLength;
  return entities.map((e: unknown, i): Candidate => {
    // Typed as AnonymizeEntity, but it may come straight from JSON: check every field.
    if (typeof e !== 'object' || e === null) invalidEntity(i, 'entity_type is required');
    const { entity_type: type, start, end, score } = e as Record<string, unknown>;
    if (typeof type !== 'string' || type === '') invalidEntity(i, 'entity_type must be a non-empty string');
    if (typeof start !== 'number' || !Number.isInteger(start) || start < 0) invalidEntity(i, 'start must be an integer of at least 0');
    if (typeof end !== 'number' || !Number.isInteger(end) || end <= start || end > length) {
      invalidEntity(i, `end must be an integer greater than start and at most ${length}`);
    }
    if (typeof score !== 'number' || !Number.isFinite(score)) invalidEntity(i, 'score must be a number');
    return { entity: type, start: map.toUtf16(start), end: map.toUtf16(end), score, recognizer: 'input' };
  });
}

export function anonymize(
  text: string,
  entities: readonly AnonymizeEntity[],
  operators?: unknown,
  context: AnonymizeContext = {},
): AnonymizeResult {
  if (typeof text !== 'string') throw new EngineError('text must be a string', 'invalid_text', { field: 'text' });
  const transformFor = OperatorSet.parse(operators).bind(context);
  const map = offsetMap(text);
  const spans = resolveOverlaps(toCandidates(text, entities, map), text);

  let output = '';
  let copied = 0; // UTF-16 index in `text` up to which the output is built
  let shift = 0; // output code-point offset minus input code-point offset after the last span
  const replacements: Replacement[] = [];
  for (const span of spans) {
    const original = text.slice(span.start, span.end);
    const replacement = transformFor(span.entity)(original, span.entity);
    output += text.slice(copied, span.start) + replacement;
    copied = span.end;
    const start = map.toCodePoint(span.start) + shift;
    const end = start + codePointLength(replacement);
    shift = end - map.toCodePoint(span.end);
    replacements.push({ entity_type: span.entity, original, replacement, start, end });
  }
  output += text.slice(copied);
  return { anonymized_text: output, replacements, entities_found: replacements.length };
}
