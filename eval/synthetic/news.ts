/**
 * npx tsx eval/synthetic/news.ts [--stories 1|2] [--errors N] [--case upper|lower] [--json FILE]
 * A blind probe of Reuters-style news wire (news-blind.ts: datelines, shouted headlines, results
 * and tables, business and politics, written as people write and tokenised as CoNLL-2003 has it),
 * labelled by CoNLL's conventions and scored as the dev corpora are (eval/lib/corpora.ts: the gold
 * in the API's conventions, exact-span P/R/F1 per type, the Presidio-style type-agnostic F2).
 * Prints the figures for all sentences and for each of the two forms; --errors N lists up to N
 * wrong spans per type and kind (FP / FN) with their sentence; --case scores the sentences shouted
 * or lower-cased, as eval/corpora.ts does; --stories 2 scores the second blind probe
 * (news-blind-2.ts) instead of the first (the default). Deterministic.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadEngineFiles } from '../../src/engine-files.ts';
import { runProbeParts } from '../lib/probe.ts';
import * as first from './news-blind.ts';
import * as second from './news-blind-2.ts';

const { values: args } = parseArgs({
  options: {
    errors: { type: 'string', default: '0' },
    case: { type: 'string' },
    json: { type: 'string' },
    stories: { type: 'string', default: '1' },
  },
});
const errorsN = Number(args.errors);
if (args.case !== undefined && args.case !== 'upper' && args.case !== 'lower') throw new Error(`--case ${args.case}: expected upper or lower`);
const textCase = args.case;
if (args.stories !== '1' && args.stories !== '2') throw new Error(`--stories ${args.stories}: expected 1 or 2`);
const { STORIES, TOKENISED } = args.stories === '2' ? second : first;
const file = args.stories === '2' ? 'news-blind-2.ts' : 'news-blind.ts';

loadEngineFiles();
const { all, byPart } = runProbeParts(`News probe (${file}): ${STORIES.length} written + ${TOKENISED.length} tokenised entries`, { written: STORIES, tokenised: TOKENISED }, 'en', { textCase, errorsN });
if (args.json) writeFileSync(args.json, JSON.stringify({ all, byPart }, null, 2));
