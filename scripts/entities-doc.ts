/**
 * Prints docs/entities.md from the engine's catalogue, so the document cannot drift from the code:
 * `npx tsx scripts/entities-doc.ts > docs/entities.md` (test/docs/entities-doc.test.ts checks it).
 */
import { analyze, entityCatalogue } from '../src/engine/index.ts';
import { ensureEngineFiles } from '../src/engine-files.ts';
import { ENTITY_EXAMPLES } from './entity-examples.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, '↵');

/** The example text with the detected value in bold (the engine's own span). */
export function exampleCell(entityType: string): string {
  const example = ENTITY_EXAMPLES[entityType];
  if (!example) return '';
  const [text, language] = example;
  ensureEngineFiles();
  const found = analyze(text, { language, entities: [entityType] }).entities[0];
  if (!found) return '';
  const chars = Array.from(text);
  const value = chars.slice(found.start, found.end).join('');
  const shown = (s: string) => cell(s.length > 60 ? `${s.slice(0, 28)}…${s.slice(-28)}` : s);
  return `${shown(chars.slice(0, found.start).join(''))}**${shown(value)}**${shown(chars.slice(found.end).join(''))} (${language})`;
}

export function entitiesMarkdown(): string {
  const rows = entityCatalogue().map(
    (e) =>
      `| \`${e.entity_type}\` | ${e.category} | ${e.detection} | ${e.languages.join(', ')} | ${cell(e.description)}${e.aliases.length ? `${/[.)]$/.test(e.description) ? '' : '.'} Also accepted as ${e.aliases.map((a) => `\`${a}\``).join(', ')}.` : ''} | ${exampleCell(e.entity_type)} |`,
  );
  return [
    '# Entity types',
    '',
    'Generated from the engine catalogue (`GET /api/pii/entities` serves the same data) by',
    '`npx tsx scripts/entities-doc.ts > docs/entities.md`. `detection`: `pattern` (format only),',
    '`pattern+checksum` (format confirmed by a public checksum or validator), `rules` (lexicons,',
    'gazetteers and context rules; no statistical model ships with Veil). The example column shows',
    'what the engine reports (in bold) for that text in that language; `↵` is a line break.',
    '',
    'Languages: en, de, es, fr, it, nl, pt, pl run every recognizer of their countries plus names,',
    'places and organisations; fi, sv, ko, tr, th, hi, zh, ja, he, ar, ru run the language-neutral',
    'recognizers (contacts, cards, IBAN, network ids, dates, credentials) and the identifiers of the',
    'countries where they are spoken. Aliases (e.g. `SECRET` for every credential type) are accepted',
    'in `entities` and as `operators` keys; results carry the type name.',
    '',
    '| entity type | category | detection | languages | description | example |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) process.stdout.write(entitiesMarkdown());
