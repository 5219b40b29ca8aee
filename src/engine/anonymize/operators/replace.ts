import { optionalString } from '../params.ts';
import type { OperatorDefinition, Transform } from '../types.ts';

export const MAX_NEW_VALUE_LENGTH = 100;
const NUMBER_SLOT = '{n}';

/**
 * replace: `new_value`, or `<ENTITY_TYPE>` when it is empty or absent (Presidio's default).
 * A `{n}` in new_value is a numbered placeholder: within one call the same original value of an
 * entity type always gets the same number, numbered per type in order of first appearance, so
 * `<PERSON_{n}>` turns "Ann … Bob … Ann" into "<PERSON_1> … <PERSON_2> … <PERSON_1>".
 */
export const replaceOperator: OperatorDefinition = {
  type: 'replace',
  parse(raw, field) {
    const newValue = optionalString(raw, 'new_value', field, (length) =>
      length > MAX_NEW_VALUE_LENGTH ? `must be at most ${MAX_NEW_VALUE_LENGTH} characters` : undefined,
    );
    const template = newValue === undefined || newValue === '' ? undefined : newValue;
    return {
      type: 'replace',
      params: template === undefined ? {} : { new_value: template },
      requires: [],
      bind: () => bindReplace(template),
    };
  },
};

/** The fallback for entity types without an operator and without DEFAULT. */
export const typePlaceholder: Transform = (_original, entityType) => `<${entityType}>`;

function bindReplace(template: string | undefined): Transform {
  if (template === undefined) return typePlaceholder;
  const parts = template.split(NUMBER_SLOT);
  if (parts.length === 1) return () => template;
  // Counters live in this closure, i.e. exactly one anonymize call.
  const numbers = new Map<string, Map<string, number>>();
  return (original, entityType) => {
    let seen = numbers.get(entityType);
    if (!seen) numbers.set(entityType, (seen = new Map<string, number>()));
    let n = seen.get(original);
    if (n === undefined) seen.set(original, (n = seen.size + 1));
    return parts.join(String(n));
  };
}
