/**
 * PERSON / LOCATION / ORGANIZATION / NRP / TITLE / AGE detection in free prose: rules over lexicons
 * and context, then a vote with the trained sequence model (model/, vote.ts). The entry point; the
 * stages are in pipeline.ts:
 *   doc.ts            per-call state (tokens, output, claimed tokens, memo maps) and emit()
 *   annotate.ts       per-token lexicon facts (vocab-bits.ts: word-list memberships, words.ts: word forms)
 *   ranges.ts         lexicon look-ups over token ranges
 *   rules/            runs of capitalised words → segments → titles, organisation and place shapes, the core decision
 *   passes/           document passes: lowercase documents, propagation, apposition ages, job titles
 *   scores.ts         every score and penalty, named
 *   lang/             per-language profiles (index.ts) and cue word lists (cues.ts)
 *   model/            the trained tagger (features, weights, decoder, training)
 */
export { RECOGNIZER_NAME } from './doc.ts';
export { detectNames, isKnownName, keepUpper } from './pipeline.ts';
