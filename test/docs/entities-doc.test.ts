import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { entityCatalogue } from '../../src/engine/index.ts';
import { entitiesMarkdown, exampleCell } from '../../scripts/entities-doc.ts';

test('docs/entities.md is the catalogue the engine serves (regenerate with scripts/entities-doc.ts)', () => {
  assert.equal(readFileSync(new URL('../../docs/entities.md', import.meta.url), 'utf8'), entitiesMarkdown());
});

test('every entity type has an example in the docs that the engine detects as that type', () => {
  const missing = entityCatalogue().filter((e) => exampleCell(e.entity_type) === '').map((e) => e.entity_type);
  assert.deepEqual(missing, []);
});
