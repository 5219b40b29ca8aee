/**
 * Job titles in a role frame, reported as TITLE whether or not a person stands beside them: "works
 * as a Senior Data Analyst", "has been a Regional Accounts Manager", "a 35-year-old Product Designer",
 * "our Lead Interactions Analyst, Jane Roe". The frame is what makes the phrase a job: "as", or an
 * article after a copula ("is a", "has been an"), an age ("a 35-year-old"), a possessive before
 * a phrase closed by a comma, ", a" after a person ("Jane Roe, a Land surveyor from Nice"), or a
 * sentence's opening "The" before "at"/"of"/"for" and a capital ("The Sales executive at Acme"),
 * "appointed"/"promoted to", a form label ("Occupation: Librarian"), or a bare apposition after a
 * person ("Jane Roe, Museum curator, 2019").
 * "new", "former" and the like may follow the frame ("as our new Museum curator"), and a
 * nationality stays out of the phrase ("a Chilean Librarian"). The phrase is either job vocabulary in any case ("as a senior software
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
/** Below this score a place read in the first of two words gives way to the title ("a Police officer": Police, Poland); "a Paris correspondent" keeps Paris. */
const WEAK_FIRST_WORD = 0.7;
const PERSON_AGENT_NOUN = /\p{Ll}(?:er|or|ist|ian|eer)$/u;

function isVocab(t: Token): boolean {
  return inSet(t, V_JOB_MODIFIERS) || inSet(t, V_JOB_HEADS) || JOB_ACRONYMS.has(t.t);
}
/**
 * Job heads that are neither in the model's list (vocab.ts JOB_HEADS, a training feature) nor agent
 * nouns by their ending.
 */
const MORE_HEADS = new Set(['liaison', 'mechanic', 'pilot', 'chef', 'midwife', 'paramedic', 'actuary', 'diplomat']);
function isListedHead(t: Token): boolean {
  return inSet(t, V_JOB_HEADS) || JOB_ACRONYMS.has(t.t) || MORE_HEADS.has(t.lower);
}

/**
 * Index of the first token of the phrase the frame ending at token `i` introduces, or -1; negative
 * minus two for a bare "as", after which only a listed head ends a title ("as General Manager"): an
 * agent noun there is as often a name ("as Spencer Taylor said").
 */
function frameEnd(tokens: readonly Token[], i: number): number {
  const t = tokens[i]!;
  if (t.kind !== 1) return -1;
  if (t.lower === 'as') {
    const next = tokens[i + 1]?.lower ?? '';
    return ARTICLES.has(next) || POSSESSIVES.has(next) ? afterRoleAdjective(tokens, i + 2) : -(i + 1) - 2;
  }
  if (t.lower === 'year-old' && tokens[i - 1]?.t === '-' && tokens[i - 2]?.kind === 2) return i + 1;
  // "the role of Marketing manager", "the position of Senior Analyst".
  if (t.lower === 'of' && ROLE_NOUNS.has(tokens[i - 1]?.lower ?? '') && !tokens[i - 1]!.cap) return i + 1;
  // "was appointed Regional Sales Director", "promoted to Senior Analyst": the verb names the role.
  if (t.lower === 'appointed' || (t.lower === 'to' && tokens[i - 1]?.lower === 'promoted')) return afterRoleAdjective(tokens, i + 1);
  if ((t.lower === 'a' || t.lower === 'an') && COPULAS.has(tokens[i - 1]?.lower ?? '')) return afterRoleAdjective(tokens, i + 1);
  return -1;
}

/**
 * ", a|an|the" right after a person, found by the rules or ending in a listed given or family name:
 * an apposition ("Jane Roe, a Veterinary surgeon from Nice", "Jane Roe, the Tax adviser at Acme").
 */
function appositionAfterPerson(doc: Doc, people: SpanIndex<Candidate>, i: number): boolean {
  const { tokens } = doc;
  const t = tokens[i]!;
  if (t.lower !== 'a' && t.lower !== 'an' && t.lower !== 'the' && !t.cap) return false;
  const comma = tokens[i - 1];
  const name = tokens[i - 2];
  if (comma === undefined || !APPOSITION_OPENERS.has(comma.t) || name === undefined || name.kind !== 1) return false;
  if (name.cap && (doc.lex.surname.has(name.lower) || doc.lex.first.has(name.lower))) return true;
  const end = comma.s;
  return people.some(end - 1, end, (c) => c.end === end);
}

/** What opens an apposition after a person: a comma, a bracket, a signature's bar ("Jane Roe (Software developer)", "Jane Roe | Landscape architect | Acme"). */
const APPOSITION_OPENERS = new Set([',', '(', '|']);

/** Nouns before "of" that name a post: "the role of Marketing manager". */
const ROLE_NOUNS = new Set(['role', 'position', 'post', 'job', 'title', 'office']);

/** Form labels whose value is a job: "Occupation: Librarian", "Job title: Sales executive", "Position: Lead Web Planner". */
const JOB_LABELS = new Set(['occupation', 'profession', 'position', 'title', 'job', 'role', 'designation']);
function labelFrame(tokens: readonly Token[], i: number): number {
  const t = tokens[i]!;
  if (!JOB_LABELS.has(t.lower) || tokens[i + 1]?.t !== ':' || tokens[i + 2]?.nl) return -1;
  return i + 2;
}

/**
 * Adjectives with an agent noun's ending that follow a title in sentence case and are no part of it:
 * "as Social worker effective 1 May".
 */
const NOT_HEADS = new Set(['effective', 'active', 'inactive', 'relevant', 'present', 'absent', 'different', 'current', 'recent', 'permanent', 'independent', 'important', 'urgent', 'pending', 'positive', 'negative', 'exclusive', 'extensive', 'expensive', 'later', 'ever', 'never', 'either', 'other', 'under', 'over', 'after', 'per']);

/** Words that say when someone holds a role, before the title: "as our new Museum curator", "is a former Sales manager". */
const ROLE_ADJECTIVES = new Set(['new', 'former', 'current', 'acting', 'interim', 'incoming', 'outgoing', 'first']);
function afterRoleAdjective(tokens: readonly Token[], k: number): number {
  return ROLE_ADJECTIVES.has(tokens[k]?.lower ?? '') ? k + 1 : k;
}

/** A sentence's opening "The" (first token, or after an end mark). */
function openingThe(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.t !== 'The') return false;
  const prev = tokens[i - 1];
  return prev === undefined || prev.nl || SENTENCE_END.has(prev.t);
}

const ROLE_PREPOSITIONS = new Set(['at', 'of', 'for']);
/** What may follow a title after a possessive: a comma, an end mark, "at", "in" or "from" ("our Data Center Provider for details" is a product). */
const POSSESSIVE_AFTER = new Set([',', '!', '.', '?', 'at', 'in', 'from']);

/** What may follow a title in an apposition without an article. */
const BARE_APPOSITION_AFTER = new Set(['.', '!', '?', 'at', 'of', 'for', 'in', 'with', '-', '(']);

/** Token `k` ends a form value: the line, the text, or a cell separator. */
function valueEnds(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k];
  return t === undefined || t.nl || t.t === '|' || t.t === ';' || t.t === ',' || t.t === ')' || (t.t === '.' && (tokens[k + 1] === undefined || tokens[k + 1]!.nl));
}
const PRONOUNS = new Set(['i', 'he', 'she', 'they', 'you', 'we', 'who']);
/** A pronoun with a contraction kept in one token: "I'm", "she's", "we’ve". */
const PRONOUN_CONTRACTION = /^(?:i|he|she|they|you|we)['’](?:m|s|re|ve|d|ll)$/;
const SENTENCE_END = new Set(['.', '!', '?', ';']);

/** How far back a sentence's subject is looked for: a bound, so that a text without full stops stays linear. */
const SUBJECT_WINDOW = 40;

/** An end mark followed by a space or nothing (the dots inside "robin@gmail.com" end nothing). */
function endsSentence(tokens: readonly Token[], k: number): boolean {
  if (!SENTENCE_END.has(tokens[k]!.t)) return false;
  const next = tokens[k + 1];
  return next === undefined || next.spaced || next.nl;
}

/** A person (found by the rules, or a personal pronoun) earlier in the sentence of token `from`. */
function personBefore(doc: Doc, people: SpanIndex<Candidate>, from: number): boolean {
  const { tokens } = doc;
  // Back to the sentence's first token: after its end mark, or the first on its line.
  let k = from - 1;
  while (k >= 0 && from - k <= SUBJECT_WINDOW && !endsSentence(tokens, k)) {
    const t = tokens[k]!;
    if (PRONOUNS.has(t.lower) || PRONOUN_CONTRACTION.test(t.lower)) return true;
    // A listed given name that is no English word stands for the person the model will find.
    if (listedGivenName(doc, t)) return true;
    if (t.nl) break;
    k--;
  }
  const start = tokens[Math.max(0, k)]!.s;
  const end = tokens[from]!.s;
  return people.some(start, end, (c) => c.start >= start && c.end <= end);
}

/** A capitalised word that is a listed given name and no English word. */
function listedGivenName(doc: Doc, t: Token): boolean {
  return t.kind === 1 && t.cap && doc.lex.first.has(t.lower) && !doc.lex.wordRank.has(t.lower);
}

/** Such a given name at token `k`, after a space ("our Graphic designer João Pedro Costa"). */
function givenNameAt(doc: Doc, k: number): boolean {
  const t = doc.tokens[k];
  return t !== undefined && t.spaced && listedGivenName(doc, t);
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
    const tok = tokens[i]!;
    if (tok.kind !== 1) continue;
    const possessive = POSSESSIVES.has(tok.lower);
    let frame = possessive ? afterRoleAdjective(tokens, i + 1) : frameEnd(tokens, i);
    let opening = false;
    let label = false;
    if (frame === -1) {
      frame = labelFrame(tokens, i);
      label = frame !== -1;
    }
    if (frame === -1 && (tok.lower === 'a' || tok.lower === 'an' || tok.lower === 'the') && i > 1) {
      people ??= new SpanIndex(doc.out.filter((c) => c.entity === 'PERSON'));
      if (appositionAfterPerson(doc, people, i)) frame = i + 1;
    }
    // ", Speech therapist," right after a person: an apposition without an article.
    let bare = false;
    if (frame === -1 && tok.cap && i > 1 && APPOSITION_OPENERS.has(tokens[i - 1]!.t) && !listedGivenName(doc, tok)) {
      people ??= new SpanIndex(doc.out.filter((c) => c.entity === 'PERSON'));
      if (appositionAfterPerson(doc, people, i)) {
        frame = i;
        bare = true;
      }
    }
    if (frame === -1 && openingThe(tokens, i)) {
      frame = i + 1;
      opening = true;
    }
    const bareAs = frame < -1;
    let from = bareAs ? -frame - 2 : frame;
    if (from < 0 || from >= tokens.length) continue;
    // A nationality, creed or party before the title stays NRP: "a Japanese Corporate Consultant".
    let afterNrp = false;
    if (!bareAs && !possessive) {
      while (from + 1 < tokens.length && tokens[from]!.cap && doc.lex.nrp.has(tokens[from]!.t) && tokens[from + 1]!.spaced) from++;
      afterNrp = from > frame;
    }
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
    // After a nationality an agent noun alone is a title too ("a Chilean Librarian").
    while (head >= from && (NOT_HEADS.has(tokens[head]!.lower) || !(isListedHead(tokens[head]!) || ((sentence || (capitalised && !bareAs)) && (head > from || afterNrp || label) && AGENT_NOUN.test(tokens[head]!.t))))) head--;
    if (head < from) continue;
    // A head that is only an agent noun could be a machine's part ("as the Gateway Router"): it
    // needs job vocabulary in the phrase or a person before the frame in the same sentence.
    people ??= new SpanIndex(doc.out.filter((c) => c.entity === 'PERSON'));
    if (!isListedHead(tokens[head]!) && !opening && !afterNrp && !label && !tokens.slice(from, head).some(isVocab) && !personBefore(doc, people, from) && !(possessive && personAfterComma(doc, people, head))) continue;
    // A label's value is the whole line or cell: "Occupation: Chartered accountant".
    if (label && !(head === k - 1 && valueEnds(tokens, head + 1))) continue;
    // A bare apposition is a title in sentence case or one that ends in a listed head, closed by a
    // comma, the clause's end or a preposition: "Jane Roe, Speech therapist, 11/22/1983", "Jane
    // Roe, Regional Sales Manager at Acme"; not a second person ("Jane Roe, Tom Baker, …").
    // Capitalised, two words or more before a listed head need no job vocabulary ("Jane Roe, Future
    // Functionality Supervisor,"): a second person or a place has no job head at its end.
    if (bare && !(head === k - 1 && (sentence ? head > from : isListedHead(tokens[head]!) && (head > from || tokens.slice(from, head).some(isVocab))) && (valueEnds(tokens, head + 1) || BARE_APPOSITION_AFTER.has(tokens[head + 1]!.lower)))) continue;
    // A possessive frame needs the apposition's comma, the person's given name, or the end of the
    // clause or a preposition right after: "our Lead Analyst, Jane Roe", "our Graphic designer João
    // Costa", "our new Marketing manager!", "contact our Software developer at 555-0100", not "her
    // Data Manager software".
    if (possessive && !((head === k - 1 && POSSESSIVE_AFTER.has(tokens[head + 1]?.lower ?? '')) || givenNameAt(doc, head + 1))) continue;
    // An opening "The" needs the organisation or place the title works for right after it: "The
    // Chief Engineer of Acme"; "The Data Processor handles …" is no title. A head that is only an
    // agent noun needs "at" ("The Sales executive at Acme"; "The Barber of Seville" is a title of
    // another kind).
    let beforeName = false;
    if (opening) {
      const prep = tokens[head + 1]?.lower ?? '';
      // Or a person's given name right after a title of two words or more with job vocabulary
      // before its head: "The Corporate Solutions Producer Reid Stoltenberg can be reached …"
      // ("The Boston Globe Reporter Anna Smith" is no title: nothing before the head is a job word).
      beforeName = head > from && tokens.slice(from, head).some(isVocab) && givenNameAt(doc, head + 1);
      if (!beforeName && (head !== k - 1 || !ROLE_PREPOSITIONS.has(prep) || !tokens[head + 2]?.cap || (!isListedHead(tokens[head]!) && prep !== 'at'))) continue;
    }
    // After a nationality, a single agent noun is a person's noun ("a Chilean Librarian"), not a
    // quality ("an American Alternative rock band", "British Independent Film Award"), and ends the name.
    if (afterNrp && head === from && !isListedHead(tokens[head]!) && (tokens[head + 1]?.cap === true || !PERSON_AGENT_NOUN.test(tokens[head]!.t))) continue;
    const start = tokens[from]!.s;
    const end = tokens[head]!.e;
    // An office title the peeling step found inside the phrase ("as a Chief Optimization Orchestrator")
    // is part of it; so is a place or organisation the rules read in its first word alone when a
    // listed head ends three words or more ("a Central Data Analyst"), or two when the place is a
    // weak reading (WEAK_FIRST_WORD).
    found ??= new SpanIndex(doc.out);
    const over: Candidate[] = [];
    found.forEachOverlap(start, end, (c) => {
      if (c.entity !== 'TITLE' && !removed.has(c)) over.push(c);
    });
    const firstWordOnly = (head - from >= 2 || (head - from === 1 && over.every((c) => c.score < WEAK_FIRST_WORD))) && isListedHead(tokens[head]!) && over.every((c) => (c.entity === 'LOCATION' || c.entity === 'ORGANIZATION') && c.start === start && c.end === tokens[from]!.e);
    if (over.length > 0 && (!firstWordOnly || beforeName)) continue;
    for (const c of over) {
      doc.out.splice(doc.out.indexOf(c), 1);
      removed.add(c);
    }
    emit(doc, 'TITLE', start, end, head > from ? JOB_TITLE_ROLE_PHRASE : JOB_TITLE_ROLE_HEAD, 'job-title-role', 'job title in a role frame ("as a", "is a", "a 35-year-old")');
    i = head;
  }
}
