import { analyze, type DetectedEntity } from '../../../../src/engine/index.ts';

/** Entities of one type found in `text` (default language en). */
export function found(text: string, entity: string, language = 'en'): DetectedEntity[] {
  return analyze(text, { entities: [entity], language, return_decision_process: true }).entities;
}

/** Just the matched texts. */
export function texts(text: string, entity: string, language = 'en'): string[] {
  return found(text, entity, language).map((e) => e.text);
}

/** The score of the single entity found; fails when there is not exactly one. */
export function onlyScore(text: string, entity: string, language = 'en'): number {
  const list = found(text, entity, language);
  if (list.length !== 1) throw new Error(`expected one ${entity} in ${JSON.stringify(text)}, got ${JSON.stringify(list.map((e) => e.text))}`);
  return list[0]!.score;
}
