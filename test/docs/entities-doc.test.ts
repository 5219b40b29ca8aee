import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { entitiesMarkdown } from '../../scripts/entities-doc.ts';

test('docs/entities.md is the catalogue the engine serves (regenerate with scripts/entities-doc.ts)', () => {
  assert.equal(readFileSync(new URL('../../docs/entities.md', import.meta.url), 'utf8'), entitiesMarkdown());
});
