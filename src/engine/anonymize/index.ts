/** Public surface of the anonymizer: pure functions; keys and secrets arrive through the context. */
export { anonymize } from './apply.ts';
export { deanonymize } from './deanonymize.ts';
export { OperatorSet, validateOperators, DEFAULT_OPERATOR_KEY } from './operator-set.ts';
export { HKDF_INFO, HKDF_SALT, TOKEN_PREFIX, keyFingerprint } from './cipher.ts';
export { OPERATOR_TYPES } from './types.ts';
export type {
  AnonymizeContext,
  AnonymizeEntity,
  AnonymizeResult,
  DeanonymizeResult,
  Operator,
  OperatorType,
  Replacement,
  Requirement,
} from './types.ts';
