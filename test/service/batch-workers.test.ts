/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   response bodies are untyped JSON; the assertions are the type check. */
/**
 * Batch documents on the worker threads (default mode, Scheduler.submitGroup) over real HTTP: a
 * batch split between the HTTP thread and a worker answers byte for byte what the same batch
 * answers with every document on the HTTP thread (BATCH_CHUNK_DOCS=0, the behaviour before), and
 * each document's entities are those of analyzing it alone; charges are per document as before.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { benchCorpus } from '../../bench/corpus.ts';
import { testConfig } from '../../src/config.ts';
import { call, makeAccount, pgliteBackend, startServer, type Server, type TestAccount } from './harness.ts';
import type { SqlStore } from '../../src/store/index.ts';

const backend = pgliteBackend();
const defaults = testConfig();

async function raw(url: string, path: string, token: string, body: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(url + path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
}

describe('batch documents split between the HTTP thread and the worker threads', () => {
  let store: SqlStore;
  let user: TestAccount;
  let split: Server;
  let inline: Server;

  before(async () => {
    store = await backend.openStore();
    user = await makeAccount(store, 'business');
    split = await startServer(store, { config: { scheduler: { ...defaults.scheduler, workerThreads: 1, workerThresholdChars: 5_000, batchChunkDocs: 4 } } });
    inline = await startServer(store, { config: { scheduler: { ...defaults.scheduler, workerThreads: 1, workerThresholdChars: 5_000, batchChunkDocs: 0 } } });
    await split.app.veil.scheduler.warmUp();
  });
  after(async () => {
    await split.close();
    await inline.close();
    await store.close();
  });

  // 50 corpus documents (~280 characters), two of ~2,000 and one over the worker threshold (alone on a worker).
  const corpus = benchCorpus(60);
  const texts = corpus.slice(0, 50);
  texts[7] = corpus.slice(0, 8).join('\n');
  texts[31] = corpus.slice(8, 16).join('\n');
  texts[40] = corpus.slice(16, 60).join('\n');

  test('analyze: same bytes as all on the HTTP thread, same entities as each document alone, in order, charged per document', { timeout: 120_000 }, async () => {
    assert.ok(texts[40]!.length >= 5_000 && texts[7]!.length < 5_000);
    const body = { documents: texts.map((text, i) => ({ id: `doc-${i}`, text })) };
    const statsBefore = split.app.veil.scheduler.stats;
    const balanceBefore = (await store.balance(user.account.id)).total;
    const a = await raw(split.url, '/api/pii/batch', user.token, body);
    const statsAfter = split.app.veil.scheduler.stats;
    assert.equal(a.status, 200, a.text.slice(0, 300));
    assert.ok(statsAfter.workerJobs - statsBefore.workerJobs > 1, 'documents ran on the worker thread');
    assert.ok(statsAfter.inlineJobs - statsBefore.inlineJobs > 1, 'documents ran on the HTTP thread');
    assert.ok(statsAfter.workerMessages - statsBefore.workerMessages < statsAfter.workerJobs - statsBefore.workerJobs, 'several documents per worker message');
    const parsed = JSON.parse(a.text) as { results: { index: number; id: string; entities: unknown; language: string; tokens_charged: number }[]; tokens_charged: number };
    assert.equal((await store.balance(user.account.id)).total, balanceBefore - parsed.tokens_charged);

    const b = await raw(inline.url, '/api/pii/batch', user.token, body);
    assert.equal(b.status, 200);
    assert.equal(a.text, b.text, 'byte-identical to the batch run on the HTTP thread');

    assert.equal(parsed.results.length, 50);
    for (const [i, text] of texts.entries()) {
      const result = parsed.results[i]!;
      assert.equal(result.index, i);
      assert.equal(result.id, `doc-${i}`);
      const alone = await call(split.url, 'POST', '/api/pii/analyze', { token: user.token, body: { text } });
      assert.equal(alone.status, 200);
      assert.deepEqual(result.entities, alone.body.entities, `document ${i}`);
      assert.equal(result.language, alone.body.language);
      assert.equal(result.tokens_charged, alone.body.tokens_charged, `document ${i} costs what it costs alone`);
    }
    assert.equal(parsed.tokens_charged, parsed.results.reduce((sum, r) => sum + r.tokens_charged, 0));
  });

  test('anonymize with a hash operator (secrets cross to the worker): same bytes as all on the HTTP thread', { timeout: 120_000 }, async () => {
    const body = { operation: 'anonymize', texts, operators: { DEFAULT: { type: 'hash' }, PERSON: { type: 'mask', masking_char: '*', chars_to_mask: 4 } } };
    const before = split.app.veil.scheduler.stats.workerJobs;
    const a = await raw(split.url, '/api/pii/batch', user.token, body);
    assert.equal(a.status, 200, a.text.slice(0, 300));
    assert.ok(split.app.veil.scheduler.stats.workerJobs - before > 1, 'documents ran on the worker thread');
    const b = await raw(inline.url, '/api/pii/batch', user.token, body);
    assert.equal(a.text, b.text);
    const one = await call(split.url, 'POST', '/api/pii/anonymize', { token: user.token, body: { text: texts[3], operators: body.operators } });
    const anonymized = JSON.parse(a.text) as { results: { anonymized_text: string }[] };
    assert.equal(anonymized.results[3]!.anonymized_text, one.body.anonymized_text);
  });

  test('an invalid option in a split batch is the same 400 as before, nothing charged', async () => {
    const balance = (await store.balance(user.account.id)).total;
    const body = { texts, entities: ['NOPE'] };
    const a = await raw(split.url, '/api/pii/batch', user.token, body);
    const b = await raw(inline.url, '/api/pii/batch', user.token, body);
    assert.equal(a.status, 400);
    assert.equal(a.text, b.text);
    assert.equal((await store.balance(user.account.id)).total, balance);
  });
});
