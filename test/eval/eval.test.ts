/**
 * The evaluation harness must itself be right: generated spans are exact, identifier values carry
 * valid checksums, the committed data files are consistent, and the scorer counts TP/FP/FN correctly.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { checkDocs, VALIDATORS } from '../../eval/generate/check.ts';
import { generateDocs } from '../../eval/generate/generate.ts';
import { convertNews } from '../../eval/generate/news.ts';
import { Rng } from '../../eval/generate/rng.ts';
import { auTfn, abnValid } from '../../eval/generate/values/au.ts';
import { base58checkValid, bech32Valid, bitcoinAddress } from '../../eval/generate/values/crypto.ts';
import { ibanValid, luhnValid, verhoeffDigit, verhoeffValid, weightedSum } from '../../eval/generate/values/checksums.ts';
import { deTaxId } from '../../eval/generate/values/de.ts';
import { itCheckChar } from '../../eval/generate/values/it.ts';
import { nlBsn } from '../../eval/generate/values/nl.ts';
import { plPesel } from '../../eval/generate/values/pl.ts';
import { ukNhs } from '../../eval/generate/values/uk.ts';
import { abaRouting, usNpi } from '../../eval/generate/values/us.ts';
import { buildDoc, parseJsonl, parseMarkup, sliceCodePoints } from '../../eval/lib/doc.ts';
import { exactMetrics, fBeta, overlapMetrics, Scoreboard } from '../../eval/lib/score.ts';

const digits = (s: string) => s.replace(/\D/g, '');

test('generated spans are exact code-point slices, and generation is deterministic', () => {
  const docs = generateDocs({ scale: 0.04 });
  assert.ok(docs.length > 50);
  let spans = 0;
  for (const d of docs) {
    for (const e of d.entities) {
      assert.equal(sliceCodePoints(d.text, e.start, e.end), e.text, `${d.id} ${e.type}`);
      spans++;
    }
  }
  assert.ok(spans > 300);
  assert.deepEqual(checkDocs(docs), []);
  assert.deepEqual(generateDocs({ scale: 0.04 }), docs);
});

test('code-point offsets stay exact after astral characters (emoji) in the text', () => {
  const { text, entities } = buildDoc(['🎉🎉 hi ', { type: 'PERSON', text: 'Zoë' }, ' 😂 at ', { type: 'LOCATION', text: 'Kraków' }]);
  assert.deepEqual(
    entities.map((e) => [e.start, e.end]),
    [[6, 9], [15, 21]],
  );
  for (const e of entities) assert.equal(sliceCodePoints(text, e.start, e.end), e.text);
});

test('inline markup converts to spans; malformed markup is refused', () => {
  const { text, entities } = buildDoc(parseMarkup('[[TITLE|Dr.]] [[PERSON|Roger Maris]] of [[LOCATION|Fargo]].'));
  assert.equal(text, 'Dr. Roger Maris of Fargo.');
  assert.deepEqual(entities, [
    { type: 'TITLE', start: 0, end: 3, text: 'Dr.' },
    { type: 'PERSON', start: 4, end: 15, text: 'Roger Maris' },
    { type: 'LOCATION', start: 19, end: 24, text: 'Fargo' },
  ]);
  assert.throws(() => parseMarkup('[[PERSON Roger]] x'));
  const docs = convertNews('# preamble\n---\n# 007 sports\n[[PERSON|Ann]] won.\n');
  assert.equal(docs.length, 1);
  assert.equal(docs[0]!.id, 'news-007');
});

const generatedUrl = new URL('../../eval/data/generated.jsonl', import.meta.url);
const newsUrl = new URL('../../eval/data/news.jsonl', import.meta.url);
// The root .gitignore's `data/` also matches eval/data/ unless it is anchored as `/data/`: say so
// instead of failing every fresh checkout.
const missing = !existsSync(generatedUrl) || !existsSync(newsUrl);

test('the committed data files are consistent and large enough', { skip: missing ? 'eval/data/*.jsonl missing (ignored by .gitignore "data/"? run npx tsx eval/generate/index.ts)' : false }, () => {
  const generated = parseJsonl(readFileSync(generatedUrl, 'utf8'));
  const news = parseJsonl(readFileSync(newsUrl, 'utf8'));
  assert.ok(generated.length >= 2000, `generated set has ${generated.length} documents`);
  assert.ok(news.length >= 55, `news set has ${news.length} documents`);
  assert.deepEqual(checkDocs(generated), []);
  assert.deepEqual(checkDocs(news), []);
  assert.ok(generated.some((d) => d.genre === 'negative' && d.entities.length === 0));
  assert.ok(new Set(generated.map((d) => d.language)).size >= 8);
});

test('checksum helpers agree with published example values', () => {
  assert.ok(luhnValid('4111111111111111'));
  assert.ok(!luhnValid('4111111111111112'));
  assert.ok(ibanValid('GB82 WEST 1234 5698 7654 32'));
  assert.ok(ibanValid('DE89370400440532013000'));
  assert.ok(!ibanValid('DE89370400440532013001'));
  assert.equal(verhoeffDigit('236'), 3);
  assert.ok(verhoeffValid('2363'));
  assert.ok(abnValid('51824753556'));
  assert.equal(weightedSum('123456782', [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11, 0); // the ATO's sample TFN
  assert.ok(base58checkValid('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'));
  assert.ok(!base58checkValid('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'));
  assert.ok(bech32Valid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'));
  assert.equal(itCheckChar('RSSMRA85T10A562'), 'S');
});

test('generated identifiers pass their checksums', () => {
  const rng = new Rng(42);
  for (let i = 0; i < 200; i++) {
    assert.ok(VALIDATORS.CRYPTO!(bitcoinAddress(rng)));
    const tfn = digits(auTfn(rng));
    assert.equal(weightedSum(tfn, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11, 0, tfn);
    const bsn = digits(nlBsn(rng));
    assert.equal((weightedSum(bsn, [9, 8, 7, 6, 5, 4, 3, 2]) - Number(bsn[8])) % 11, 0, bsn);
    const pesel = plPesel(rng);
    assert.equal((weightedSum(pesel, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) + Number(pesel[10])) % 10, 0, pesel);
    const nhs = digits(ukNhs(rng));
    assert.equal((weightedSum(nhs, [10, 9, 8, 7, 6, 5, 4, 3, 2]) + Number(nhs[9])) % 11, 0, nhs);
    const aba = abaRouting(rng);
    assert.equal(weightedSum(aba, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10, 0, aba);
    assert.ok(luhnValid('80840' + usNpi(rng)));
    const taxId = digits(deTaxId(rng));
    const counts = Array.from(taxId.slice(0, 10)).reduce<Record<string, number>>((m, d) => ({ ...m, [d]: (m[d] ?? 0) + 1 }), {});
    assert.equal(Object.values(counts).filter((n) => n === 2).length, 1, taxId);
  }
});

test('scorer: exact and overlap TP/FP/FN on a hand-made example', () => {
  const board = new Scoreboard(new Set(['PERSON', 'LOCATION', 'DATE_TIME']));
  const gold = [
    { type: 'PERSON', start: 0, end: 10, text: 'John Smith' },
    { type: 'LOCATION', start: 20, end: 26, text: 'Boston' },
    { type: 'LOCATION', start: 28, end: 30, text: 'MA' },
    { type: 'DATE_TIME', start: 40, end: 50, text: '2024-01-01' },
  ];
  const preds = [
    { type: 'PERSON', start: 0, end: 10, score: 0.95 }, // exact TP
    { type: 'LOCATION', start: 20, end: 30, score: 0.85 }, // covers both locations: overlap TP, not exact
    { type: 'PERSON', start: 40, end: 50, score: 0.55 }, // wrong type over the date: FP, date FN
    { type: 'PERSON', start: 60, end: 64, score: 0.25 }, // FP
    { type: 'US_SSN', start: 70, end: 81, score: 1 }, // out of scope: not scored
  ];
  board.add('d1', gold, preds);

  const person = board.counts('PERSON');
  assert.deepEqual(person, { support: 1, predicted: 3, exactTp: 1, overlapPredTp: 1, overlapGoldTp: 1 });
  const loc = board.counts('LOCATION');
  assert.deepEqual(loc, { support: 2, predicted: 1, exactTp: 0, overlapPredTp: 1, overlapGoldTp: 2 });
  assert.deepEqual(board.counts('DATE_TIME'), { support: 1, predicted: 0, exactTp: 0, overlapPredTp: 0, overlapGoldTp: 0 });
  assert.equal(board.outOfScope.get('US_SSN'), 1);

  assert.deepEqual(exactMetrics(loc), { precision: 0, recall: 0, f1: 0, f2: 0 });
  const o = overlapMetrics(loc);
  assert.equal(o.precision, 1);
  assert.equal(o.recall, 1);
  const p = overlapMetrics(person);
  assert.ok(Math.abs(p.precision - 1 / 3) < 1e-12);
  assert.equal(p.recall, 1);

  const total = board.total();
  assert.deepEqual(total, { support: 4, predicted: 4, exactTp: 1, overlapPredTp: 2, overlapGoldTp: 3 });
  const t = overlapMetrics(total);
  assert.ok(Math.abs(t.f2 - fBeta(0.5, 0.75, 2)) < 1e-12);
  assert.ok(Math.abs(fBeta(0.5, 0.75, 2) - (5 * 0.5 * 0.75) / (4 * 0.5 + 0.75)) < 1e-12);

  // false positives and negatives are recorded with what was found instead
  assert.deepEqual(
    board.falsePositives.map((e) => [e.type, e.start, e.goldAs]),
    [['PERSON', 40, 'DATE_TIME'], ['PERSON', 60, undefined]],
  );
  assert.deepEqual(
    board.falseNegatives.map((e) => [e.type, e.text, e.predictedAs]),
    [['DATE_TIME', '2024-01-01', 'PERSON']],
  );
  // calibration: bins 9 (0.95), 8 (0.85), 5 (0.55), 2 (0.25); correct = overlap TP
  assert.deepEqual(board.calibration[9], [1, 1]);
  assert.deepEqual(board.calibration[8], [1, 1]);
  assert.deepEqual(board.calibration[5], [1, 0]);
  assert.deepEqual(board.calibration[2], [1, 0]);
});

test('scorer: exact matching is one-to-one', () => {
  const board = new Scoreboard(new Set(['PERSON']));
  board.add('d', [{ type: 'PERSON', start: 0, end: 3, text: 'Ann' }], [
    { type: 'PERSON', start: 0, end: 3, score: 0.9 },
    { type: 'PERSON', start: 0, end: 3, score: 0.8 },
  ]);
  assert.equal(board.counts('PERSON').exactTp, 1);
  assert.equal(board.counts('PERSON').predicted, 2);
});
