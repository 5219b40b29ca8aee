/** Single-thread engine throughput on the ~300-character corpus, next to redact-pii's SyncRedactor. */
import redactPii from 'redact-pii';
import { analyze, entityCatalogue } from '../../src/engine/index.ts';
import { loadEngineFiles } from '../../src/engine-files.ts';
import { benchCorpus } from '../corpus.ts';
import { fmt, heading, median, ratio, timeRounds, utf8Bytes, type BenchOptions } from '../lib.ts';

/**
 * The 41 Presidio types and the credential types added by issue 11. Its goal is that turning them on
 * costs less than 10% of throughput, so the section also times the engine without them.
 */
const ADDED_IN_ISSUE_11 = new Set(
  `AU_ACN AU_MEDICARE DE_BSNR DE_FUEHRERSCHEIN DE_HANDELSREGISTER DE_HEALTH_INSURANCE DE_KFZ DE_LANR DE_PLZ DE_SOCIAL_SECURITY
  DE_TAX_NUMBER ES_PASSPORT FI_PERSONAL_IDENTITY_CODE IN_GSTIN IN_PASSPORT IN_VEHICLE_REGISTRATION IN_VOTER IT_DRIVER_LICENSE
  IT_IDENTITY_CARD IT_PASSPORT KR_BRN KR_DRIVER_LICENSE KR_FRN KR_PASSPORT KR_RRN NG_NIN NG_VEHICLE_REGISTRATION PH_MOBILE_NUMBER
  PH_TIN SE_ORGANISATIONSNUMMER SE_PERSONNUMMER SG_UEN TH_TNIN TR_LICENSE_PLATE TR_NATIONAL_ID TR_PHONE_NUMBER UK_DRIVING_LICENCE
  UK_PASSPORT UK_VEHICLE_REGISTRATION US_MBI ZA_ID_NUMBER API_KEY AUTH_TOKEN PRIVATE_KEY PASSWORD SECRET`.split(/\s+/),
);

export interface ThroughputResult {
  docs: number;
  analyzeMs: number;
}

export function throughput(options: BenchOptions): ThroughputResult {
  heading('Engine throughput (single thread, ~300-char English documents)');
  const corpus = benchCorpus(options.quick ? 300 : 1000);
  const bytes = utf8Bytes(corpus);
  const rounds = options.quick ? 3 : 7;
  const avg = Math.round(corpus.reduce((s, d) => s + d.length, 0) / corpus.length);
  console.log(`corpus: ${corpus.length} documents, ${fmt(bytes)} bytes (avg ${avg} chars), ${rounds} timed rounds (alternating Veil / Veil without the issue 11 types / redact-pii) after 1 warm-up round each`);

  loadEngineFiles();
  let found = 0;
  const runVeil = () => {
    found = 0;
    for (const d of corpus) found += analyze(d).entities.length;
  };
  const allTypes = entityCatalogue('en').map((e) => e.entity_type);
  const earlierTypes = allTypes.filter((t) => !ADDED_IN_ISSUE_11.has(t));
  const runEarlier = () => {
    for (const d of corpus) analyze(d, { entities: earlierTypes });
  };
  const redactor = new redactPii.SyncRedactor();
  let changed = 0;
  const runRedact = () => {
    changed = 0;
    for (const d of corpus) if (redactor.redact(d) !== d) changed++;
  };
  runVeil();
  runEarlier();
  runRedact();
  // Rounds alternate, so load from other processes hits all three alike.
  const veilRounds: number[] = [];
  const earlierRounds: number[] = [];
  const redactRounds: number[] = [];
  for (let r = 0; r < rounds; r++) {
    veilRounds.push(...timeRounds(1, runVeil));
    earlierRounds.push(...timeRounds(1, runEarlier));
    redactRounds.push(...timeRounds(1, runRedact));
  }
  const veil = median(veilRounds);
  const earlier = median(earlierRounds);
  const redact = median(redactRounds);

  const row = (name: string, t: number, note: string) =>
    console.log(`${name.padEnd(26)} ${fmt((corpus.length / t) * 1000).padStart(8)} docs/s  ${fmt(bytes / 1e6 / (t / 1000), 2).padStart(6)} MB/s  ${fmt(t, 1).padStart(8)} ms/round  ${note}`);
  row('Veil analyze (all recog.)', veil, `${found} entities; best round ${fmt((corpus.length / Math.min(...veilRounds)) * 1000)} docs/s`);
  row(`Veil without issue 11 types`, earlier, `${earlierTypes.length} of ${allTypes.length} types (the credential types and the 41 Presidio types off)`);
  row('redact-pii SyncRedactor', redact, `${changed} docs changed; best round ${fmt((corpus.length / Math.min(...redactRounds)) * 1000)} docs/s`);
  console.log(`ratio Veil / redact-pii (docs/s): ${ratio(redact, veil)}   (per-doc latency Veil ${fmt((veil / corpus.length) * 1000)} µs, redact-pii ${fmt((redact / corpus.length) * 1000)} µs)`);
  console.log(`cost of the issue 11 types: ${fmt((veil / earlier - 1) * 100, 1)}% of throughput (goal < 10%)`);
  return { docs: corpus.length, analyzeMs: veil };
}
