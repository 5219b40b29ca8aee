import type { OperatorDefinition } from '../types.ts';

/** keep: the original text stays; the entity is still listed in replacements (an audit of what was seen). */
export const keepOperator: OperatorDefinition = {
  type: 'keep',
  parse: () => ({ type: 'keep', params: {}, requires: [], bind: () => (original) => original }),
};
