/**
 * Prints docs/entities.md from the engine's catalogue, so the document cannot drift from the code:
 * `npx tsx scripts/entities-doc.ts > docs/entities.md` (test/docs/entities-doc.test.ts checks it).
 */
import { entityCatalogue } from '../src/engine/index.ts';

export function entitiesMarkdown(): string {
  const rows = entityCatalogue().map(
    (e) => `| \`${e.entity_type}\` | ${e.category} | ${e.detection} | ${e.languages.join(', ')} | ${e.description.replace(/\|/g, '\\|')} |`,
  );
  return [
    '# Entity types',
    '',
    'Generated from the engine catalogue (`GET /api/pii/entities` serves the same data) by',
    '`npx tsx scripts/entities-doc.ts > docs/entities.md`. `detection`: `pattern` (format only),',
    '`pattern+checksum` (format confirmed by a public checksum or validator), `rules` (lexicons,',
    'gazetteers and context rules; no statistical model ships with Veil).',
    '',
    '| entity type | category | detection | languages | description |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) process.stdout.write(entitiesMarkdown());
