/**
 * Public surface of the detection and anonymization engine. Pure: no I/O, no HTTP, no storage — its
 * data files come from the host through loadResources() (resources.ts) before the first analysis.
 */
export { analyze, analyzeCandidates, analyzeValidated, optionChecks, toEntities, resolveLanguage, resolveOptions, validateAnalyzeOptions } from './analyze.ts';
export type { AnalyzeOptions, AnalyzeResult, DetectedEntity, Explanation } from './analyze.ts';
export type { AdHocRecognizerSpec, AdHocPattern } from './adhoc.ts';
export { AD_HOC_LIMITS } from './adhoc.ts';
export { EngineError, WORK_BUDGET_CODE } from './errors.ts';
export { adHocWork, WorkBudgetExceeded, type BudgetName, type RunLimits } from './budget.ts';
export { anonymize, deanonymize, validateOperators, OperatorSet, DEFAULT_OPERATOR_KEY, OPERATOR_TYPES, HKDF_SALT, HKDF_INFO, TOKEN_PREFIX, keyFingerprint, type AnonymizeContext, type AnonymizeEntity, type AnonymizeResult, type DeanonymizeResult, type Operator, type OperatorType, type Replacement, type Requirement } from './anonymize/index.ts';
export { entityCatalogue, defaultRecognizers } from './recognizers/registry.ts';
export { CATEGORIES, FULL_LANGUAGES, SUPPORTED_LANGUAGES } from './types.ts';
export type { Language, EntityInfo, Category, DetectionKind } from './types.ts';
export { warmUp, warmUpSteps } from './warmup.ts';
export { loadResources, RESOURCE_NAMES, type EngineResources, type ResourceName } from './resources.ts';
