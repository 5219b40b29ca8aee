/**
 * The one door from the console to the service operations (src/service/operations/): the console
 * never implements analyze, anonymize, image, presets, keys or tokens itself — it calls the same
 * functions as the REST API, MCP and the CLI, which validate their input once.
 */
export { analyzeText } from '../operations/analyze.ts';
export { anonymizeText } from '../operations/anonymize.ts';
export { accountView, getAccount } from '../operations/account.ts';
export { listEntities } from '../operations/entities.ts';
export { createPreset, deletePreset, listPresets, updatePreset } from '../operations/presets.ts';
export { createKey, deleteKey, getKey, listKeys } from '../operations/keys.ts';
export { createToken, listTokens, revokeToken } from '../operations/tokens.ts';

/** The image operation loads sharp and the OCR adapter: only when the first image arrives. */
export const loadImageOperation = async () => (await import('../operations/image.ts')).processImage;
