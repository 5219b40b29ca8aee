/**
 * The one list of built-in recognizers. The engine knows nothing about any single recognizer:
 * to add an entity type, add a file to its group's folder and list it in that group's index.
 */
import type { EntityInfo, Language, PatternRecognizer, Recognizer } from '../types.ts';
import { appliesTo, SUPPORTED_LANGUAGES } from '../types.ts';
import { aliasesOf } from './aliases.ts';
import { genericRecognizers } from './generic/index.ts';
import { nameRecognizers } from './names/index.ts';
import { nationalRecognizers } from './national.ts';
import { secretRecognizer } from './secrets/index.ts';

/**
 * Pattern recognizers are written as object literals with only the fields they need, so they come in
 * many hidden classes; the engine's loop reads the same fields from all of them, and property reads
 * across that many shapes go megamorphic (measured: about a quarter of throughput with 90
 * recognizers). Rebuilt here with every field in one order, they share one shape.
 */
function uniformShape(r: Recognizer): Recognizer {
  if (r.kind !== 'pattern') return r;
  const uniform: Required<Omit<PatternRecognizer, 'context' | 'requiresContext' | 'contextScore' | 'group' | 'validate' | 'validScore' | 'validationName' | 'invalidate' | 'prefilter'>> &
    Pick<PatternRecognizer, 'context' | 'requiresContext' | 'contextScore' | 'group' | 'validate' | 'validScore' | 'validationName' | 'invalidate' | 'prefilter'> = {
    kind: r.kind,
    name: r.name,
    entity_type: r.entity_type,
    description: r.description,
    category: r.category,
    detection: r.detection,
    languages: r.languages,
    patterns: r.patterns.map((p) => ({ name: p.name, regex: p.regex, score: p.score })),
    context: r.context,
    requiresContext: r.requiresContext,
    contextScore: r.contextScore,
    group: r.group,
    validate: r.validate,
    validScore: r.validScore,
    validationName: r.validationName,
    invalidate: r.invalidate,
    prefilter: r.prefilter,
  };
  return uniform;
}

export const defaultRecognizers: readonly Recognizer[] = [...genericRecognizers, ...nationalRecognizers, secretRecognizer, ...nameRecognizers].map(uniformShape);

export function entityTypesOf(r: Recognizer): string[] {
  return r.kind === 'pattern' ? [r.entity_type] : r.entities.map((e) => e.entity_type);
}

const byLanguage = new Map<Language, Recognizer[]>(
  SUPPORTED_LANGUAGES.map((lang) => [lang, defaultRecognizers.filter((r) => appliesTo(r.languages, lang))]),
);

/**
 * Types found in free prose (rules or model detection). Only these merge with a same-type neighbour
 * across spaces ("John" + "Smith"); two adjacent phone numbers or IBANs stay two entities.
 */
export const proseEntityTypes: ReadonlySet<string> = new Set(
  defaultRecognizers.flatMap((r) => (r.kind === 'custom' ? r.entities : [r]).filter((d) => d.detection === 'rules' || d.detection === 'model').map((d) => d.entity_type)),
);

export function recognizersFor(language: Language): readonly Recognizer[] {
  return byLanguage.get(language) ?? [];
}

/** The entity catalogue: every built-in type with the languages some recognizer supports it in. */
export function entityCatalogue(language?: Language): EntityInfo[] {
  const info = new Map<string, EntityInfo>();
  for (const r of defaultRecognizers) {
    const descriptions = r.kind === 'pattern' ? [r] : r.entities;
    const langs = SUPPORTED_LANGUAGES.filter((l) => appliesTo(r.languages, l));
    for (const d of descriptions) {
      const entry = info.get(d.entity_type);
      if (entry) {
        for (const l of langs) if (!entry.languages.includes(l)) entry.languages.push(l);
        // A type found by several recognizers (e.g. a checksum and a plain pattern) reports the strongest kind.
        if (d.detection === 'pattern+checksum') entry.detection = d.detection;
      } else {
        info.set(d.entity_type, {
          entity_type: d.entity_type,
          description: d.description,
          category: d.category,
          detection: d.detection,
          languages: [...langs],
          aliases: aliasesOf(d.entity_type),
        });
      }
    }
  }
  const all = [...info.values()]
    .map((e) => ({ ...e, languages: SUPPORTED_LANGUAGES.filter((l) => e.languages.includes(l)) }))
    .sort((a, b) => (a.entity_type < b.entity_type ? -1 : 1));
  return language ? all.filter((e) => e.languages.includes(language)) : all;
}
