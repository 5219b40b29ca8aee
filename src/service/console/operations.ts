/**
 * The one door from the console to the service operations: the console never implements analyze,
 * anonymize, presets, keys or tokens itself — it calls the same functions as the REST API, MCP and
 * the CLI. Every import of an operation goes through this file, so moving the operations (one
 * operations layer under src/service/operations/) means editing only these lines.
 */
export { analyzeRequest, AnalyzeBody } from '../routes/analyze.ts';
export { anonymizeRequest, AnonymizeBody } from '../routes/anonymize.ts';
export { accountView, getAccount } from '../routes/account.ts';
export { listEntities } from '../routes/entities.ts';
export { createPreset, deletePreset, listPresets, PresetBody, updatePreset } from '../routes/presets.ts';
export { createKey, CreateKeyBody, deleteKey, getKey, listKeys } from '../routes/encryption-keys.ts';
export { issueToken } from '../auth.ts';

/** The image operation loads sharp and the OCR adapter: only when the first image arrives. */
export const loadImageOperations = async () => {
  const { imageFeatureOf, imageRequest } = await import('../routes/image.ts');
  return { imageFeatureOf, imageRequest };
};
