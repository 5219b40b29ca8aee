/**
 * `operators` of a request: keyed by entity type, with `DEFAULT` for every other type; without any
 * entry an entity becomes `<ENTITY_TYPE>`. Validation happens once, up front, so a bad parameter is
 * a 400 before any detection runs; the validated set can be reused across the documents of a batch.
 */
import { EngineError } from '../errors.ts';
import { ENTITY_ALIASES } from '../recognizers/aliases.ts';
import { encryptOperator } from './operators/encrypt.ts';
import { hashOperator } from './operators/hash.ts';
import { keepOperator } from './operators/keep.ts';
import { maskOperator } from './operators/mask.ts';
import { redactOperator } from './operators/redact.ts';
import { replaceOperator, typePlaceholder } from './operators/replace.ts';
import { invalid } from './params.ts';
import { OPERATOR_TYPES, type AnonymizeContext, type Operator, type OperatorDefinition, type Requirement, type Transform } from './types.ts';

export const DEFAULT_OPERATOR_KEY = 'DEFAULT';

const DEFINITIONS: ReadonlyMap<string, OperatorDefinition> = new Map(
  [replaceOperator, redactOperator, hashOperator, encryptOperator, maskOperator, keepOperator].map((d) => [d.type, d]),
);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class OperatorSet {
  private constructor(
    private readonly byType: ReadonlyMap<string, Operator>,
    private readonly fallback: Operator | undefined,
  ) {}

  /** Checks raw request JSON; throws EngineError naming the offending field. */
  static parse(operators: unknown): OperatorSet {
    if (operators instanceof OperatorSet) return operators;
    if (operators === undefined) return new OperatorSet(new Map(), undefined);
    if (!isRecord(operators)) {
      throw new EngineError('operators must be an object keyed by entity type (or DEFAULT)', 'invalid_operators', { field: 'operators' });
    }
    const byType = new Map<string, Operator>();
    const byAlias = new Map<string, Operator>();
    let fallback: Operator | undefined;
    for (const [entityType, entry] of Object.entries(operators)) {
      const field = `operators.${entityType}`;
      if (!isRecord(entry)) invalid(field, 'must be an object with a type');
      const type = entry.type;
      if (type === undefined) invalid(`${field}.type`, 'is required');
      if (typeof type !== 'string') invalid(`${field}.type`, 'must be a string');
      const definition = DEFINITIONS.get(type);
      if (!definition) invalid(`${field}.type`, `'${type}' is not an operator; use one of ${OPERATOR_TYPES.join(', ')}`, 'unknown_operator');
      const operator = definition.parse(entry, field);
      if (entityType === DEFAULT_OPERATOR_KEY) fallback = operator;
      else if (Object.hasOwn(ENTITY_ALIASES, entityType)) for (const target of ENTITY_ALIASES[entityType]!) byAlias.set(target, operator);
      else byType.set(entityType, operator);
    }
    // An entry under a type's own name wins over one under an alias (SECRET) that covers it.
    for (const [target, operator] of byAlias) if (!byType.has(target)) byType.set(target, operator);
    return new OperatorSet(byType, fallback);
  }

  /** The operator that applies to an entity type; undefined means the `<ENTITY_TYPE>` fallback. */
  operatorFor(entityType: string): Operator | undefined {
    return this.byType.get(entityType) ?? this.fallback;
  }

  /**
   * What the caller must supply in the context (stored key ids, the default key, the hash secret),
   * so that the service can load them before the synchronous anonymize call.
   */
  requirements(): Requirement[] {
    const seen = new Map<string, Requirement>();
    const operators = [...this.byType.values(), ...(this.fallback ? [this.fallback] : [])];
    for (const op of operators) for (const r of op.requires) seen.set(r.kind === 'key_id' ? `key_id:${r.id}` : r.kind, r);
    return [...seen.values()];
  }

  /**
   * Per-call transforms: keys are derived and counters start here, once per call. Every configured
   * operator is bound, even one no entity uses, so a bad key_id fails the same way on every text.
   */
  bind(context: AnonymizeContext): (entityType: string) => Transform {
    const bound = new Map<string, Transform>();
    for (const [entityType, op] of this.byType) bound.set(entityType, op.bind(context));
    const fallback = this.fallback ? this.fallback.bind(context) : typePlaceholder;
    return (entityType) => bound.get(entityType) ?? fallback;
  }
}

/** Validates `operators` from a request; throws EngineError naming the field. */
export function validateOperators(operators: unknown): OperatorSet {
  return OperatorSet.parse(operators);
}
