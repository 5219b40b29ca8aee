/**
 * Job titles in a role frame, reported as TITLE whether or not a person stands beside them: "works
 * as a Senior Data Analyst", "has been a Regional Accounts Manager", "a 35-year-old Product Designer",
 * "our Lead Interactions Analyst, Jane Roe". The frame is what makes the phrase a job: "as", or an
 * article after a copula ("is a", "has been an"), an age ("a 35-year-old"), or a possessive before
 * a phrase closed by a comma. The phrase is either job vocabulary in any case ("as a senior software
 * engineer") or capitalised words, or words in sentence case ("a Chartered certified accountant"),
 * ending in a job head — a listed one or an agent noun ("-er",
 * "-or", "-ist", "-ant", "-ent", "-ian", "-eer", "-ive", "-ate": "Producer", "Coordinator",
 * "Strategist", "Representative"); an agent noun alone is no title ("as a Member", "an Independent"),
 * nor one without job vocabulary unless a person is the sentence's subject or the apposition's
 * name ("as the Gateway Router" is no title).
 */
import type { Candidate } from '../../../types.ts';
import { type Doc, emit } from '../doc.ts';
import type { Token } from '../prepare.ts';
import { JOB_TITLE_ROLE_HEAD, JOB_TITLE_ROLE_PHRASE } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';
import { V_JOB_HEADS, V_JOB_MODIFIERS, inSet } from '../vocab-bits.ts';
import { JOB_ACRONYMS } from '../vocab.ts';

const ARTICLES = new Set(['a', 'an', 'the']);
const COPULAS = new Set(['is', 'was', 'been', 'be', 'become', 'became', 'becomes', 'remains', 'remained']);
const POSSESSIVES = new Set(['our', 'their', 'his', 'her', 'your', 'my', 'its']);
/** Words that open or join phrases, never part of a job title's capitalised words. */
const FUNCTION_WORDS = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'for', 'in', 'at', 'on', 'to', 'from', 'with', 'by']);
const AGENT_NOUN = /\p{Ll}(?:er|or|ist|ant|ent|ian|eer|ive|ate)$/u;
const MAX_WORDS = 5;

function isVocab(t: Token): boolean {
  return inSet(t, V_JOB_MODIFIERS) || inSet(t, V_JOB_HEADS) || JOB_ACRONYMS.has(t.t);
}
function isListedHead(t: Token): boolean {
  return inSet(t, V_JOB_HEADS) || JOB_ACRONYMS.has(t.t);
}

/**
 * Index of the first token of the phrase the frame ending at token `i` introduces, or -1; negative
 * minus two for a bare "as", after which only a listed head ends a title ("as General Manager"): an
 * agent noun there is as often a name ("as Spencer Taylor said").
 */
function frameEnd(tokens: readonly Token[], i: number): number {
  const t = tokens[i]!;
  if (t.kind !== 1) return -1;
  if (t.lower === 'as') return ARTICLES.has(tokens[i + 1]?.lower ?? '') ? i + 2 : -(i + 1) - 2;
  if (t.lower === 'year-old' && tokens[i - 1]?.t === '-' && tokens[i - 2]?.kind === 2) return i + 1;
  if ((t.lower === 'a' || t.lower === 'an') && COPULAS.has(tokens[i - 1]?.lower ?? '')) return i + 1;
  return -1;
}

const PRONOUNS = new Set(['i', 'he', 'she', 'they', 'you', 'we', 'who']);
const SENTENCE_END = new Set(['.', '!', '?', ';']);

/** How far back a sentence's subject is looked for: a bound, so that a text without full stops stays linear. */
const SUBJECT_WINDOW = 40;

/** A person (found by the rules, or a personal pronoun) earlier in the sentence of token `from`. */
function personBefore(doc: Doc, people: SpanIndex<Candidate>, from: number): boolean {
  const { tokens } = doc;
  // Back to the sentence's first token: after its end mark, or the first on its line.
  let k = from - 1;
  while (k >= 0 && from - k <= SUBJECT_WINDOW && !SENTENCE_END.has(tokens[k]!.t)) {
    if (PRONOUNS.has(tokens[k]!.lower)) return true;
    if (tokens[k]!.nl) break;
    k--;
  }
  const start = tokens[Math.max(0, k)]!.s;
  const end = tokens[from]!.s;
  return people.some(start, end, (c) => c.start >= start && c.end <= end);
}

/** A person found by the rules right after the comma that follows token `head` ("our Estate agent, Jane Roe"). */
function personAfterComma(doc: Doc, people: SpanIndex<Candidate>, head: number): boolean {
  const next = doc.tokens[head + 2];
  return doc.tokens[head + 1]?.t === ',' && next !== undefined && people.some(next.s, next.s + 1, (c) => c.start === next.s);
}

export function roleTitles(doc: Doc): void {
  const { tokens } = doc;
  // The rules' findings before this pass, indexed once: the pass adds titles only, after the token
  // it is at, and removes only what one of its phrases covers.
  let found: SpanIndex<Candidate> | undefined;
  let people: SpanIndex<Candidate> | undefined;
  const removed = new Set<Candidate>();
  for (let i = 0; i < tokens.length; i++) {
    const possessive = tokens[i]!.kind === 1 && POSSESSIVES.has(tokens[i]!.lower);
    const frame = possessive ? i + 1 : frameEnd(tokens, i);
    const bareAs = frame < -1;
    const from = bareAs ? -frame - 2 : frame;
    if (from < 0 || from >= tokens.length) continue;
    // The longest run of words on the line: all job vocabulary, all capitalised, or in sentence case
    // ("Chartered certified accountant", as forms and generated data write occupations); never
    // function words.
    let k = from;
    let capitalised = true;
    let vocab = true;
    let sentence = true;
    while (k < tokens.length && k - from < MAX_WORDS) {
      const w = tokens[k]!;
      if (w.kind !== 1 || w.nl || w.shouted || (k > from && !w.spaced) || doc.claimed[k]) break;
      const content = !FUNCTION_WORDS.has(w.lower);
      const inCaps: boolean = capitalised && content && w.cap;
      const inVocab: boolean = vocab && isVocab(w);
      const inSentence: boolean = sentence && content && (k === from ? w.cap : !w.cap);
      if (!inCaps && !inVocab && !inSentence) break;
      capitalised = inCaps;
      vocab = inVocab;
      sentence = inSentence;
      k++;
    }
    // Back off to the last job head within the run.
    let head = k - 1;
    // After a bare "as" a capitalised run may be a name ("as Spencer Taylor said"); one in sentence
    // case may not ("hired her as Retail buyer").
    while (head >= from && !(isListedHead(tokens[head]!) || ((sentence || (capitalised && !bareAs)) && head > from && AGENT_NOUN.test(tokens[head]!.t)))) head--;
    if (head < from) continue;
    // A head that is only an agent noun could be a machine's part ("as the Gateway Router"): it
    // needs job vocabulary in the phrase or a person before the frame in the same sentence.
    people ??= new SpanIndex(doc.out.filter((c) => c.entity === 'PERSON'));
    if (!isListedHead(tokens[head]!) && !tokens.slice(from, head).some(isVocab) && !personBefore(doc, people, from) && !(possessive && personAfterComma(doc, people, head))) continue;
    // A possessive frame needs the apposition's comma: "our Lead Analyst, Jane Roe", not "her Data Manager software".
    if (possessive && (head !== k - 1 || tokens[head + 1]?.t !== ',')) continue;
    const start = tokens[from]!.s;
    const end = tokens[head]!.e;
    // An office title the peeling step found inside the phrase ("as a Chief Optimization Orchestrator")
    // is part of it; so is a place or organisation the rules read in its first word alone when a
    // listed head ends three words or more ("a Central Data Analyst").
    found ??= new SpanIndex(doc.out);
    const over: Candidate[] = [];
    found.forEachOverlap(start, end, (c) => {
      if (c.entity !== 'TITLE' && !removed.has(c)) over.push(c);
    });
    const firstWordOnly = head - from >= 2 && isListedHead(tokens[head]!) && over.every((c) => (c.entity === 'LOCATION' || c.entity === 'ORGANIZATION') && c.start === start && c.end === tokens[from]!.e);
    if (over.length > 0 && !firstWordOnly) continue;
    for (const c of over) {
      doc.out.splice(doc.out.indexOf(c), 1);
      removed.add(c);
    }
    emit(doc, 'TITLE', start, end, head > from ? JOB_TITLE_ROLE_PHRASE : JOB_TITLE_ROLE_HEAD, 'job-title-role', 'job title in a role frame ("as a", "is a", "a 35-year-old")');
    i = head;
  }
}
