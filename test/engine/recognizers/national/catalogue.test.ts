import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { findContext } from '../../../../src/engine/context.ts';
import { entityCatalogue } from '../../../../src/engine/index.ts';
import { nationalRecognizers } from '../../../../src/engine/recognizers/national.ts';
import type { PatternRecognizer } from '../../../../src/engine/types.ts';

const recognizers = nationalRecognizers.filter((r): r is PatternRecognizer => r.kind === 'pattern');

const EXPECTED: Record<string, { category: string; detection: string; languages: string[] }> = {
  US_SSN: { category: 'government_id', detection: 'pattern', languages: ['en'] },
  US_ITIN: { category: 'government_id', detection: 'pattern', languages: ['en'] },
  US_PASSPORT: { category: 'government_id', detection: 'pattern', languages: ['en'] },
  US_DRIVER_LICENSE: { category: 'government_id', detection: 'pattern', languages: ['en'] },
  US_BANK_NUMBER: { category: 'financial', detection: 'pattern', languages: ['en'] },
  ABA_ROUTING_NUMBER: { category: 'financial', detection: 'pattern+checksum', languages: ['en'] },
  MEDICAL_LICENSE: { category: 'medical', detection: 'pattern+checksum', languages: ['en'] },
  US_NPI: { category: 'medical', detection: 'pattern+checksum', languages: ['en'] },
  UK_NHS: { category: 'medical', detection: 'pattern+checksum', languages: ['en'] },
  UK_NINO: { category: 'government_id', detection: 'pattern', languages: ['en'] },
  UK_POSTCODE: { category: 'location', detection: 'pattern', languages: ['en'] },
  ES_NIF: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'es'] },
  ES_NIE: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'es'] },
  IT_FISCAL_CODE: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'it'] },
  IT_VAT_CODE: { category: 'financial', detection: 'pattern+checksum', languages: ['en', 'it'] },
  DE_TAX_ID: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'de'] },
  DE_ID_CARD: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'de'] },
  DE_PASSPORT: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'de'] },
  DE_VAT_ID: { category: 'financial', detection: 'pattern+checksum', languages: ['en', 'de'] },
  FR_NIR: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'fr'] },
  NL_BSN: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'nl'] },
  PL_PESEL: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'pl'] },
  IN_PAN: { category: 'government_id', detection: 'pattern', languages: ['en'] },
  IN_AADHAAR: { category: 'government_id', detection: 'pattern+checksum', languages: ['en'] },
  AU_TFN: { category: 'financial', detection: 'pattern+checksum', languages: ['en'] },
  AU_ABN: { category: 'financial', detection: 'pattern+checksum', languages: ['en'] },
  CA_SIN: { category: 'government_id', detection: 'pattern+checksum', languages: ['en'] },
  SG_NRIC_FIN: { category: 'government_id', detection: 'pattern+checksum', languages: ['en'] },
  US_MBI: { category: 'medical', detection: 'pattern', languages: ['en'] },
  UK_DRIVING_LICENCE: { category: 'government_id', detection: 'pattern+checksum', languages: ['en'] },
  UK_PASSPORT: { category: 'government_id', detection: 'pattern', languages: ['en'] },
  UK_VEHICLE_REGISTRATION: { category: 'identity', detection: 'pattern', languages: ['en'] },
  ES_PASSPORT: { category: 'government_id', detection: 'pattern', languages: ['en', 'es'] },
  IT_DRIVER_LICENSE: { category: 'government_id', detection: 'pattern', languages: ['en', 'it'] },
  IT_IDENTITY_CARD: { category: 'government_id', detection: 'pattern', languages: ['en', 'it'] },
  IT_PASSPORT: { category: 'government_id', detection: 'pattern', languages: ['en', 'it'] },
  DE_SOCIAL_SECURITY: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'de'] },
  DE_HEALTH_INSURANCE: { category: 'medical', detection: 'pattern+checksum', languages: ['en', 'de'] },
  DE_TAX_NUMBER: { category: 'financial', detection: 'pattern', languages: ['en', 'de'] },
  DE_HANDELSREGISTER: { category: 'financial', detection: 'pattern', languages: ['en', 'de'] },
  DE_BSNR: { category: 'medical', detection: 'pattern', languages: ['en', 'de'] },
  DE_LANR: { category: 'medical', detection: 'pattern+checksum', languages: ['en', 'de'] },
  DE_FUEHRERSCHEIN: { category: 'government_id', detection: 'pattern', languages: ['en', 'de'] },
  DE_KFZ: { category: 'identity', detection: 'pattern', languages: ['en', 'de'] },
  DE_PLZ: { category: 'location', detection: 'pattern', languages: ['en', 'de'] },
  IN_GSTIN: { category: 'financial', detection: 'pattern+checksum', languages: ['en', 'hi'] },
  IN_PASSPORT: { category: 'government_id', detection: 'pattern', languages: ['en', 'hi'] },
  IN_VEHICLE_REGISTRATION: { category: 'identity', detection: 'pattern', languages: ['en', 'hi'] },
  IN_VOTER: { category: 'government_id', detection: 'pattern', languages: ['en', 'hi'] },
  AU_ACN: { category: 'financial', detection: 'pattern+checksum', languages: ['en'] },
  AU_MEDICARE: { category: 'medical', detection: 'pattern+checksum', languages: ['en'] },
  SG_UEN: { category: 'financial', detection: 'pattern+checksum', languages: ['en'] },
  FI_PERSONAL_IDENTITY_CODE: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'fi', 'sv'] },
  SE_PERSONNUMMER: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'sv'] },
  SE_ORGANISATIONSNUMMER: { category: 'financial', detection: 'pattern+checksum', languages: ['en', 'sv'] },
  KR_RRN: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'ko'] },
  KR_FRN: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'ko'] },
  KR_BRN: { category: 'financial', detection: 'pattern+checksum', languages: ['en', 'ko'] },
  KR_DRIVER_LICENSE: { category: 'government_id', detection: 'pattern', languages: ['en', 'ko'] },
  KR_PASSPORT: { category: 'government_id', detection: 'pattern', languages: ['en', 'ko'] },
  TR_NATIONAL_ID: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'tr'] },
  TR_PHONE_NUMBER: { category: 'contact', detection: 'pattern+checksum', languages: ['en', 'tr'] },
  TR_LICENSE_PLATE: { category: 'identity', detection: 'pattern', languages: ['en', 'tr'] },
  TH_TNIN: { category: 'government_id', detection: 'pattern+checksum', languages: ['en', 'th'] },
  ZA_ID_NUMBER: { category: 'government_id', detection: 'pattern+checksum', languages: ['en'] },
  NG_NIN: { category: 'government_id', detection: 'pattern+checksum', languages: ['en'] },
  NG_VEHICLE_REGISTRATION: { category: 'identity', detection: 'pattern', languages: ['en'] },
  PH_MOBILE_NUMBER: { category: 'contact', detection: 'pattern+checksum', languages: ['en'] },
  PH_TIN: { category: 'financial', detection: 'pattern', languages: ['en'] },
};

test('catalogue: every national entity with its category, detection and languages', () => {
  const catalogue = new Map(entityCatalogue().map((e) => [e.entity_type, e]));
  for (const [entity, expected] of Object.entries(EXPECTED)) {
    const entry = catalogue.get(entity);
    assert.ok(entry, `${entity} is in the catalogue`);
    assert.equal(entry.category, expected.category, entity);
    assert.equal(entry.detection, expected.detection, entity);
    assert.deepEqual([...entry.languages].sort(), [...expected.languages].sort(), entity);
  }
  assert.deepEqual(new Set(recognizers.map((r) => r.entity_type)), new Set(Object.keys(EXPECTED)));
});

test('recognizers: unique names, global regexes, scores in (0, 1], context words for each', () => {
  assert.equal(new Set(recognizers.map((r) => r.name)).size, recognizers.length);
  for (const r of recognizers) {
    assert.ok(r.context && r.context.length > 0, `${r.name} has context words`);
    for (const p of r.patterns) {
      assert.ok(p.regex.global, `${r.name}/${p.name} has the g flag`);
      assert.ok(p.score > 0 && p.score <= 1, `${r.name}/${p.name} score`);
    }
    for (const s of [r.validScore, r.contextScore]) if (s !== undefined) assert.ok(s > 0 && s <= 1, r.name);
    assert.equal(r.detection === 'pattern+checksum', r.validate !== undefined && r.validScore !== undefined, `${r.name}: checksum detection iff a validator with its score`);
  }
});

test('context lists hold no entry another entry already covers (it would be reported twice)', () => {
  for (const r of recognizers) {
    const words = r.context ?? [];
    for (const entry of words) {
      const tokens = entry.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      const coveredBy = words.filter((other) => other !== entry && findContext(tokens, [other]).length > 0);
      assert.deepEqual(coveredBy, [], `${r.name}: '${entry}'`);
    }
  }
});

test('prefilters never hide a match: whenever a pattern matches, the prefilter lets the text through', () => {
  const fragments = [
    '536-22-8791', '912-70-1234', '536 22 8791', '021000021', '0210-0002-1', 'AB1234563', '1234567893', '943 476 5919',
    'AB 12 34 56 C', 'SW1A 1AA', 'EC1A1BB', '12345678Z', '12.345.678-Z', 'X1234567L', 'X-1234567-L', 'RSSMRA85T10A562S', 'rssmra85t10a562s',
    'IT 00743110157', '00743110157', '86 095 742 719', 'L01X00T471', 'C01X00T47', 'DE 136695976', '1 59 03 2A 004 123 37',
    '1234.56.782', '44051401359', 'ABCPE1234F', '2341-2341-2346', '123 456 782', '51 824 753 556', '130-692-544', 'S1234567D',
    'S123-456-78-901-0', '12ABC12345', '123AB1234', '12345678AB', 'A91234563', 'A12345678', '123456789012', '912345678',
    '131052-308T', '131052A308T', '811218-9876', '811218+9876', '19811218-9876', '556036-0793', '900101-1234568', '900101 5234561',
    '124-81-00998', '11-19-123456-01', 'M12345678', 'M123A4567', '10000000146', '34 ABC 123', '06 A 1234', '1-1017-00207-03-0',
    '8001015009087', '800101 5009 087', 'ABC-123DE', 'ABC 123 DE', '123-456-789-000', 'MORGA657054SM9IJ', 'AB51 ABC', 'A123 BCD',
    'ABC 123D', '1EG4-TE5-MK73', '27AAPFU0939F1ZV', 'A1234567', 'A12 34567', 'MH 12 AB 1234', 'KA01AB1234', '22 BH 1234 AA',
    'ABC1234567', 'AB1234567C', 'U1H83V5RTX', 'CA00000AA', 'AA 1234567', 'PAA123456', '65 170839 J 003', '65170839J003',
    'A123456780', '21/815/08150', '181/815/08155', 'HRB 12345', 'B-AB 1234', 'D-80331', '2123 45670 1', '004 085 616',
    '53325555D', '200012345W', 'T09LL0001B', 'B072RRE2I55', '+90 532 123 45 67', '0917 123 4567', '+63 917 123 4567',
    // Every layout the digit-layout prefilters (SSN, ITIN, ABA, BSN, SIN, TFN, NIF, NHS, ABN, Steuer-ID, NINO, NIR) accept.
    '536.22.8791', '912 70 1234', '912.70.1234', '130 692 544', '123-456-782', '12345678 Z', '12345678-Z', '12.345.678Z',
    '943-476-5919', '9434765919', '51824753556', '86095742719', 'AB123456C', 'AB 123456 C', 'AB12 34 56C', 'AB-12-34-56-C',
    'AB 1234 56 C', 'ab 12 34 56 c', 'ab123456c', '185057800608436', '1850578006084 36', '1 85 05 78 006 084 36',
    '1 85 05 78 006 08436', '1 59 03 2B 004 123 37', '159032A00412337', '159032A004123 37',
  ];
  const glue = fc.constantFrom(' ', '-', '.', '/', 'x', ' 7', '1 ', ',', '');
  const piece = fc.oneof(fc.constantFrom(...fragments), fc.stringMatching(/^[0-9 .\-A-Z]{0,12}$/));
  const text = fc.array(fc.tuple(piece, glue), { maxLength: 4 }).map((parts) => parts.map(([p, g]) => p + g).join(''));
  fc.assert(
    fc.property(text, (t) => {
      for (const r of recognizers) {
        if (!r.prefilter || r.prefilter(t)) continue;
        for (const p of r.patterns) {
          p.regex.lastIndex = 0;
          const m = p.regex.exec(t);
          p.regex.lastIndex = 0;
          if (m) throw new Error(`${r.name} prefilter rejected ${JSON.stringify(t)} though ${p.name} matches ${JSON.stringify(m[0])}`);
        }
      }
    }),
    { numRuns: 1500, seed: 7 },
  );
});
