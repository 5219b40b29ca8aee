/**
 * Inference: tokens → name spans with the model's confidence. The Viterbi path gives the spans; when
 * it has any, forward-backward gives marginals, and a span's confidence is the least certain of its
 * labels (each token's marginal of its path label, and the following token's chance of continuing
 * the span), so a span the model hesitates over anywhere gets a low score.
 */
import { baseFormsFor, functionWordsFor, nameEndersFor } from '../lang/index.ts';
import { placeOrGenitive, type Lexicon } from '../lexicon.ts';
import type { Token } from '../prepare.ts';
import { inVocabulary, type Vocabulary } from '../vocabulary.ts';
import type { WordClusters } from '../word-clusters.ts';
import { CONNECTORS, NAME_PARTICLES, ORG_HEADS } from '../vocab.ts';
import { bare, possessive } from '../words.ts';
import { CrfWorkspace, emissions, expTransitions, type CrfWeights } from './crf.ts';
import { forwardBackwardIob2, viterbiIob2 } from './decode.ts';
import { EmissionScorer, extractFeatures, FactMemo, isSentenceStart } from './features.ts';
import { PackedRows } from './packed-rows.ts';
import { sportLabelEnd } from './sport-labels.ts';
import { beginOf, classOf, insideOf, isBegin, isInside, LABEL_COUNT, type EntityClass, CLASSES } from './labels.ts';

/** Module-local copy: an imported binding read in the hot loops costs a getter call under tsx. */
const L: number = LABEL_COUNT;
/** Lower-case words found inside English place and organisation names besides the connectors. */
const INNER_FUNCTION_WORDS = new Set(['to', 'in', 'on', 'at', 'upon', 'by', 'a', 'an', 'with', 'without', 'over', 'under', 'against', 'into', 'from', 'de', 'y', 'et']);
const LETTER_IN = /\p{L}/u;
/** Lower-case words a German organisation's or place's name may hold ("Institut für …", "Halle an der Saale"). */
const GERMAN_INNER = new Set(['und', 'am', 'an', 'auf', 'im', 'ob', 'bei', 'über', 'unter', 'zum', 'vor', 'hinter', 'bis', 'dem', 'die', 'das', 'den', 'e.', 'v.']);
/** Two pieces that are one word (a place, its genitive, or a word of the dictionary), which OCR broke ("Frank reich", "Deutsch lands"). */
function brokenWord(joined: string, isOrdinary: (lower: string) => boolean, lex: Lexicon): boolean {
  return placeOrGenitive(lex, joined) || isOrdinary(joined);
}
/** A lower-case word between two capitalised words on one line ("Eintracht Frankfurt schlug Werder Bremen"). */
function sandwiched(tokens: readonly Token[], t: number): boolean {
  const before = tokens[t - 1];
  const after = tokens[t + 1];
  return before !== undefined && after !== undefined && before.kind === 1 && before.cap && after.kind === 1 && after.cap && !after.nl && !tokens[t]!.nl;
}
/** The B-PER and I-PER labels' columns. */
const BEGIN_PER: number = beginOf(CLASSES.indexOf('PER'));
const INSIDE_PER: number = insideOf(CLASSES.indexOf('PER'));

export interface ModelSpan {
  /** Token indices, inclusive. */
  first: number;
  last: number;
  cls: EntityClass;
  /** Confidence in [0, 1]. */
  prob: number;
}

/**
 * Subtracted from the O label's score before decoding: training maximises likelihood over all
 * tokens, most of them O, which leaves the decoder shy of names; a redaction service would rather
 * over-report a little. Chosen on dev/ (see the closing note of issue 9).
 */
export const O_BIAS: number = 0.5;

/**
 * Added to every B- label's score: the cost of opening a span. With O_BIAS alone the decoder still
 * lets hesitant single-word names ("… over for Barroso") fall to O; a lower entry cost recovers them
 * without lengthening spans (a bias on I- labels did: span F1 fell). Chosen on dev/: type-agnostic
 * F2 0.725 → 0.758 with the per-type F1 means unchanged or higher (closing note of issue 9).
 */
export const START_BIAS: number = 0.8;

/** A tab among text[from..to) (the gap between two tokens: a few characters). */
function hasTab(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (text.charCodeAt(k) === 9) return true;
  return false;
}

export class NameTagger {
  private readonly memos = new Map<string, FactMemo>();
  private readonly scorers = new Map<string, EmissionScorer>();
  private readonly ordinaries = new Map<string, (lower: string) => boolean>();
  private em = new Float64Array(0);
  private path = new Uint8Array(0);
  private readonly work = new CrfWorkspace();
  /** The transitions are fixed at inference: their exponentials are computed once. */
  private readonly expTrans: Float64Array;

  /**
   * `packed`: the quantised emission rows in the weights file's layout (decodeWeights gives them),
   * read by the cached scorer; packed from weights.emit on first use when not given.
   */
  constructor(
    readonly weights: CrfWeights,
    private readonly lex: Lexicon,
    private readonly vocabulary: Vocabulary,
    private packed?: PackedRows,
    /** The word classes the features read (word-clusters.ts); none: the class features are absent. */
    private readonly clusters?: WordClusters,
  ) {
    this.expTrans = expTransitions(weights.trans);
  }

  /** The word-facts memo of a language (created on first use). */
  memo(language: string): FactMemo {
    let m = this.memos.get(language);
    if (m === undefined) this.memos.set(language, (m = new FactMemo(this.lex, this.ordinary(language), undefined, baseFormsFor(language), this.clusters)));
    return m;
  }

  /** "Is this lower-case word an ordinary word of the language?" (the predicate the features use). */
  ordinary(language: string): (lower: string) => boolean {
    let f = this.ordinaries.get(language);
    if (f === undefined) this.ordinaries.set(language, (f = ordinaryWords(this.lex, this.vocabulary, language)));
    return f;
  }

  /**
   * An English word that is a name too, written in lower case after a capitalised word, ends the
   * name like any ordinary word ("Deutsche Bank rose 2 percent", "Smith will go"), except after a
   * given name that is no ordinary word ("Bank" is both), where tweets write surnames in lower case ("Donald trump", "Zac brown band").
   * The frequency list the features read leaves such words out, so the weights alone let them in.
   */
  private endsName(prev: Token, tok: Token): boolean {
    return this.lex.nameWords.has(tok.lower) && !(this.lex.first.has(prev.lower) && !this.lex.wordRank.has(prev.lower));
  }

  /** The cached emission scorer of a language (quantised weights only). */
  private scorer(language: string): EmissionScorer | undefined {
    const w = this.weights;
    if (this.packed === undefined) {
      if (!(w.emit instanceof Int8Array)) return undefined;
      this.packed = PackedRows.fromTable(w.emit, w.bits, L);
    }
    let s = this.scorers.get(language);
    if (s === undefined) this.scorers.set(language, (s = new EmissionScorer(this.packed, w.scale, w.bits, L, this.memo(language), this.lex, language)));
    return s;
  }

  /**
   * Emission scores of the tokens (exposed for the equivalence test of the cached scorer). Returns
   * the scorer when the cached one scored them, whose per-token lexicon facts the constraints read.
   */
  emissions(tokens: readonly Token[], language: string, out: Float64Array): EmissionScorer | undefined {
    const scorer = this.scorer(language);
    if (scorer !== undefined) scorer.score(tokens, out);
    else emissions(this.weights, extractFeatures(tokens, language, this.memo(language), this.lex, this.weights.bits), out);
    return scorer;
  }

  /** `text` (the analysed text) lets a tab end a name as a line break does: tabs separate table cells and form fields. */
  tag(tokens: readonly Token[], language: string, text?: string): ModelSpan[] {
    const n = tokens.length;
    if (n === 0) return [];
    if (this.em.length < n * L) this.em = new Float64Array(n * L * 2);
    if (this.path.length < n) this.path = new Uint8Array(n * 2);
    const { em, path } = this;
    const scorer = this.emissions(tokens, language, em);
    const isOrdinary = this.ordinary(language);
    const english = language === 'en';
    // Only where capitals carry information: a text written all in lower case keeps its names.
    const lowerNeverPer = (language === 'de' || language === 'nl') && capitalisedInside(tokens);
    const openers = functionWordsFor(language);
    // English and Portuguese, by dev/: the OCR'd French, German and Dutch newspapers lost (F2 −0.0025).
    const lowerBeginsNone = (english || language === 'pt') && capitalisedInside(tokens);
    for (let t = 0; t < n; t++) {
      if (O_BIAS !== 0) em[t * L] = em[t * L]! - O_BIAS;
      for (let c = 0; c < CLASSES.length; c++) em[t * L + beginOf(c)] = em[t * L + beginOf(c)]! + START_BIAS;
      // A name never continues across a line break ("Patient: Jane Roe\nDOB: …") or a tab.
      const tok = tokens[t]!;
      const cellBreak = tok.nl || (text !== undefined && t > 0 && hasTab(text, tokens[t - 1]!.e, tok.s));
      if (cellBreak) for (let c = 0; c < CLASSES.length; c++) em[t * L + insideOf(c)] = -Infinity;
      // A number is no part of a person's name ("Bowyer 23", "Jones 45" in score lines); digits
      // glued to letters are ("@Calum5SOS", "1PhoebeJTonkin": handles).
      else if (tok.kind === 2 && !tok.glued && !LETTER_IN.test(tok.t)) {
        em[t * L + INSIDE_PER] = -Infinity;
        em[t * L + BEGIN_PER] = -Infinity;
      }
      // In German and Dutch, where nouns are capitalised, a lower-case word that is no particle is
      // never part of a person's name ("dass Huawei", "Klein verschlossen"), unless it is a rank of
      // nobility ("graaf Chorinsky") or may be a piece of a name that OCR or hyphenation broke
      // ("Musso l-ini", "Ber thold").
      else if (lowerNeverPer && tok.kind === 1 && tok.t === tok.lower && !NAME_PARTICLES.has(tok.lower) && !NOBLE_RANKS.has(tok.lower) && !ocrFragment(tokens, t)) {
        em[t * L + INSIDE_PER] = -Infinity;
        em[t * L + BEGIN_PER] = -Infinity;
        // In German no name goes on through such a word between two capitalised ones, a verb most
        // often ("Eintracht Frankfurt schlug Werder Bremen" was one organisation), unless it is a
        // word names hold ("Institut für …", "Halle an der Saale") or the second half of a word
        // OCR broke ("Frank reich"). Dev (seventh session): UNER-PUD German F2 0.7399 → 0.7409, the
        // historical German files 0.6750 → 0.6755 and 0.6600 → 0.6616.
        if (language === 'de' && sandwiched(tokens, t) && !CONNECTORS.has(tok.lower) && !INNER_FUNCTION_WORDS.has(tok.lower) && !GERMAN_INNER.has(tok.lower) && !brokenWord(tokens[t - 1]!.lower + tok.lower, isOrdinary, this.lex)) {
          for (let c = 0; c < CLASSES.length; c++) em[t * L + insideOf(c)] = -Infinity;
        }
      }
      // Elsewhere a name does not go on through an ordinary lower-case word after a capitalised one
      // ("Smith met Jones" is two people): inside a person's name only particles ("da", "van", "bin")
      // and connectors ("the" of "Catherine the Great") are lower-case. In English the same holds for
      // places and organisations, except for prepositions ("Newcastle upon Tyne", "Stand Up to
      // Cancer"); in the Romance languages their names hold lower-case adjectives ("Assemblée nationale").
      // A lone lower-case letter is no part of an English name either, and begins none ("Lindqvist c
      // Smith b Jones": else "c Smith" is a name, which the API then joins to "Lindqvist").
      else if (t > 0 && tok.kind === 1 && tok.t === tok.lower && tokens[t - 1]!.cap && !NAME_PARTICLES.has(tok.lower) && !CONNECTORS.has(tok.lower) && ((scorer !== undefined ? scorer.ordinaryLower(t, isOrdinary, tok.lower) : isOrdinary(tok.lower)) || (english && (tok.t.length === 1 || this.endsName(tokens[t - 1]!, tok))))) {
        if (english && !INNER_FUNCTION_WORDS.has(tok.lower)) {
          for (let c = 0; c < CLASSES.length; c++) em[t * L + insideOf(c)] = -Infinity;
          if (tok.t.length === 1) for (let c = 0; c < CLASSES.length; c++) em[t * L + beginOf(c)] = -Infinity;
        } else em[t * L + INSIDE_PER] = -Infinity;
      }
    }
    // A sport's label opening a headline ("RUGBY UNION - NEW ZEALAND CRUSH WALES") is no name, nor is its dash.
    if (english) {
      for (let t = 0; t < n; t++) {
        if (t > 0 && !tokens[t]!.nl) continue;
        const dash = sportLabelEnd(tokens, t);
        for (let k = t; k <= dash; k++) for (let c = 0; c < CLASSES.length; c++) em[k * L + beginOf(c)] = em[k * L + insideOf(c)] = -Infinity;
        if (dash >= 0 && dash + 1 < n) for (let c = 0; c < CLASSES.length; c++) em[(dash + 1) * L + insideOf(c)] = -Infinity;
      }
    }
    if (english || lowerBeginsNone || openers !== undefined) {
      const plainWord = scorer !== undefined ? (t: number) => scorer.ordinaryNonParticle(t) : (t: number) => !NAME_PARTICLES.has(tokens[t]!.lower) && isOrdinary(bare(tokens[t]!.lower));
      wordConstraints(tokens, em, english, lowerBeginsNone, openers, nameEndersFor(language), plainWord);
    }
    const work = this.work;
    work.reserve(n);
    viterbiIob2(em, this.weights.trans, n, path, work);
    // The first span's first token: no marginal before it is read.
    let first = 0;
    while (first < n && path[first] === 0) first++;
    if (first === n) return [];
    forwardBackwardIob2(em, n, this.expTrans, work, first);
    const { alpha, beta } = work;
    const spans: ModelSpan[] = [];
    for (let t = 0; t < n; t++) {
      const y = path[t]!;
      if (!isBegin(y)) continue;
      const c = classOf(y);
      let last = t;
      while (last + 1 < n && isInside(path[last + 1]!)) last++;
      let prob = 1;
      // P(label of token k = y), forwardBackward's node marginal: alpha · beta, computed only where read.
      for (let k = t; k <= last; k++) prob = Math.min(prob, alpha[k * L + path[k]!]! * beta[k * L + path[k]!]!);
      if (last + 1 < n) prob = Math.min(prob, 1 - alpha[(last + 1) * L + insideOf(c)]! * beta[(last + 1) * L + insideOf(c)]!);
      spans.push({ first: t, last, cls: CLASSES[c]!, prob });
      t = last;
    }
    return spans;
  }
}

/**
 * Constraints from single words, in a loop of their own (the main loop of tag() stays small enough
 * for the JIT to keep it fast):
 * - in English a name ends at a possessive ("Disney's The Muppets", "London's Science Museum" are
 *   two names each), unless an organisation's head noun follows ("St Mary's Hospital", "King's
 *   College"). Only the glued form: tokenised text writes "Disney 's", and there the corpora join
 *   the two more often than not (the same rule for it cost dev/ 0.001);
 * - where capitals carry information (`lowerBeginsNone`), no name begins with an ordinary
 *   lower-case word other than a particle ("by the Court of Cassation", "the law of the Catholic
 *   Church"); `plainWord(t)` says which, from the lexicon facts the scorer looked up already;
 * - an adverb, conjunction, pronoun or preposition opening a sentence begins no name, where the
 *   model takes them for names (`openers`: "Allerdings war sie …", "Laut Parker …": only
 *   "Parker"; "Como o Estado …"); see lang/de.ts, lang/pt.ts.
 */
function wordConstraints(tokens: readonly Token[], em: Float64Array, english: boolean, lowerBeginsNone: boolean, openers: ReadonlySet<string> | undefined, enders: ((lower: string) => boolean) | undefined, plainWord: (t: number) => boolean): void {
  for (let t = 0; t < tokens.length; t++) {
    const tok = tokens[t]!;
    if (tok.kind !== 1) continue;
    let noBegin: boolean;
    if (tok.cap) {
      if (english && t > 0 && possessive(tokens[t - 1]!.lower) && !ORG_HEADS.has(tok.lower)) {
        for (let c = 0; c < CLASSES.length; c++) em[t * L + insideOf(c)] = -Infinity;
      }
      noBegin = openers !== undefined && openers.has(tok.lower) && isSentenceStart(tokens, t);
      // Nor does a name go on into such a word or an article before a lower-case word: in an
      // interview's transcript the answer follows the speaker's name ("Alec Nunca usei…", "Kim E sobre…").
      if (enders !== undefined && t > 0 && tokens[t - 1]!.cap && enders(tok.lower) && lowerWordAt(tokens, t + 1)) {
        for (let c = 0; c < CLASSES.length; c++) em[t * L + insideOf(c)] = -Infinity;
      }
    } else noBegin = lowerBeginsNone && tok.t === tok.lower && plainWord(t);
    if (noBegin) for (let c = 0; c < CLASSES.length; c++) em[t * L + beginOf(c)] = -Infinity;
  }
}

function lowerWordAt(tokens: readonly Token[], t: number): boolean {
  const tok = tokens[t];
  return tok !== undefined && tok.kind === 1 && !tok.cap;
}

/** Whether some word after the first is capitalised (the text is not written all in lower case). */
function capitalisedInside(tokens: readonly Token[]): boolean {
  for (let k = 1; k < tokens.length; k++) if (tokens[k]!.kind === 1 && tokens[k]!.cap) return true;
  return false;
}

const LETTERS_ONLY = /^\p{L}+$/u;
/** Dutch and German ranks of nobility written lower-case inside a name ("J. W. C. baron van Ittersum"). */
const NOBLE_RANKS = new Set(['baron', 'barones', 'graaf', 'gravin', 'jonkheer', 'jhr', 'ridder', 'freiherr', 'frhr', 'edler', 'ritter', 'graf', 'gräfin']);
/**
 * A lower-case piece that may be part of a name broken by OCR or hyphenation ("Musso l-ini",
 * "Ber thold", "Ma thias", "Bel- luzz"): short, not letters only, or after a hyphen or a short piece.
 */
function ocrFragment(tokens: readonly Token[], t: number): boolean {
  const tok = tokens[t]!;
  if (tok.t.length <= 3 || !LETTERS_ONLY.test(tok.t)) return true;
  const prev = tokens[t - 1];
  return prev !== undefined && (prev.t.endsWith('-') || (prev.kind === 1 && prev.t.length <= 3));
}

/** "Is this an ordinary word of the language?": English from the lexicon's word list, others from the dictionaries. */
export function ordinaryWords(lex: Lexicon, vocabulary: Vocabulary, language: string): (lower: string) => boolean {
  if (language === 'en') return (w) => lex.wordRank.has(w);
  const table = vocabulary.get(language);
  return (w) => inVocabulary(table, w);
}
