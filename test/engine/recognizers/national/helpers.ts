import { analyze } from '../../../../src/engine/index.ts';

export interface Found {
  text: string;
  score: number;
}

/** Entities of one type found in `text`, through the public analyze() with only that type requested. */
export function find(text: string, entity: string, language = 'en', context?: string[]): Found[] {
  return analyze(text, { language, entities: [entity], ...(context ? { context } : {}) }).entities.map((e) => ({ text: e.text, score: e.score }));
}

/** The texts found, for equality assertions that say exactly what was and was not matched. */
export function texts(text: string, entity: string, language = 'en'): string[] {
  return find(text, entity, language).map((f) => f.text);
}

/** Score of the single entity of that type in `text`; fails the test unless there is exactly one. */
export function scoreOf(text: string, entity: string, language = 'en', context?: string[]): number {
  const found = find(text, entity, language, context);
  if (found.length !== 1) throw new Error(`expected one ${entity} in ${JSON.stringify(text)}, found ${JSON.stringify(found)}`);
  return found[0]!.score;
}
