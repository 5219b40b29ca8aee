/**
 * AGE: a person's age in years. The span is the number only ("42" in "42 years old", "aged 42",
 * "age: 42", "a 42-year-old"), which is what redaction needs and what labelled corpora mark.
 * The news apposition "Jane Roe, 42, of Leeds" is found by the name detector, which knows where the
 * person names are.
 */
import type { Candidate } from '../../types.ts';
import type { Token } from './prepare.ts';
import { isSpace, nextMatch, WordIndex } from './scan.ts';

export interface AgeRule {
  name: string;
  regex: RegExp;
  score: number;
}

const N = String.raw`(\d{1,3})`;

/** The age phrases (exported for the tests of the prefilter below). */
export const RULES: readonly AgeRule[] = [
  { name: 'years-old', regex: new RegExp(String.raw`\b${N}(?:\s*|-)(?:years?|yrs?)(?:\s*|-)old\b`, 'gi'), score: 0.92 },
  { name: 'year-old-compound', regex: new RegExp(String.raw`\b${N}-(?:and-a-half-)?year-old\b`, 'gi'), score: 0.92 },
  { name: 'aged', regex: new RegExp(String.raw`\baged\s+${N}\b(?!\s*(?:%|percent|per|days?|weeks?|months?|minutes?|hours?))`, 'gi'), score: 0.88 },
  { name: 'age-label', regex: new RegExp(String.raw`\bage\s*[:=]\s*${N}\b`, 'gi'), score: 0.9 },
  { name: 'age-of', regex: new RegExp(String.raw`\bat\s+(?:the\s+)?age\s+(?:of\s+)?${N}\b`, 'gi'), score: 0.9 },
  { name: 'age-number', regex: new RegExp(String.raw`\bage\s+${N}\b(?!\s*(?:%|percent|days?|weeks?|months?|hours?|minutes?|and\s+(?:over|under|above|older|younger)|\+|to\s+\d|-\s*\d))`, 'gi'), score: 0.75 },
  { name: 'yo', regex: new RegExp(String.raw`\b${N}\s?(?:y\/o|y\.o\.|yo|yrs)(?![\w/])`, 'gi'), score: 0.8 },
  { name: 'turned', regex: new RegExp(String.raw`\b(?:turned|turns|turning)\s+${N}\b(?!\s*(?:%|percent|degrees|times|points|games|years\s+(?:ago|since)))`, 'gi'), score: 0.65 },
  // Obituary style: "He was 86." / "She was 97, and …"; "Wright, now 49, told …".
  { name: 'he-was', regex: new RegExp(String.raw`\b(?:he|she)\s+(?:was|is)\s+${N}(?=\s*[.;,!]|\s+(?:when|at the time)\b)`, 'gi'), score: 0.75 },
  // First person: "I am 37 and …", "I'm 52." — only where the number ends the clause, so "I am 5
  // minutes away" and "I'm 100% sure" stay out.
  { name: 'i-am', regex: new RegExp(String.raw`\b[Ii](?:\s+am|'m|’m)\s+${N}(?=\s*(?:[.;,!?]|$)|\s+(?:and|but|now|too|already|soon|next|this|today|in\s+(?:January|February|March|April|May|June|July|August|September|October|November|December))\b)`, 'g'), score: 0.75 },
  { name: 'now-age', regex: new RegExp(String.raw`,\s+now\s+${N},`, 'gi'), score: 0.7 },
  { name: 'years-of-age', regex: new RegExp(String.raw`\b${N}\s+years\s+of\s+age\b`, 'gi'), score: 0.92 },
  // de es fr it nl pt pl
  { name: 'jahre-alt', regex: new RegExp(String.raw`\b${N}\s*(?:Jahre|jährige[rnms]?|-jährige[rnms]?)(?:\s+alt)?\b`, 'g'), score: 0.85 },
  { name: 'im-alter', regex: new RegExp(String.raw`\bim\s+Alter\s+von\s+${N}\b`, 'g'), score: 0.9 },
  { name: 'anos', regex: new RegExp(String.raw`\b(?:[Tt]engo|[Tt]iene|[Tt]enía|[Tt]enho|[Tt]em|[Tt]inha|de|con|com)\s+${N}\s+(?:años|anos)\b`, 'g'), score: 0.85 },
  { name: 'ans', regex: new RegExp(String.raw`\b(?:ai|a|avait|âgée?s?\s+de)\s+${N}\s+ans\b`, 'g'), score: 0.85 },
  { name: 'anni', regex: new RegExp(String.raw`\b(?:[Hh]o|[Hh]a|[Aa]veva|di)\s+${N}\s+anni\b`, 'g'), score: 0.85 },
  { name: 'jaar-oud', regex: new RegExp(String.raw`\b${N}\s+jaar(?:\s+oud)?\b`, 'g'), score: 0.75 },
  { name: 'lat', regex: new RegExp(String.raw`\b(?:ma|miał|miała|w\s+wieku)\s+${N}\s+lat\b`, 'g'), score: 0.85 },
];

/** Every rule needs a digit and one of these words: most documents skip all the rules at once. */
const PREFILTER = /year|yr|y\/o|y\.o|\d\s?yo\b|age|turn|jahr|jähr|año|ano|ans\b|anni|jaar|lat\b|he was|she was|he is|she is|now \d|I(?:\s+am|'m|’m)\s/i;

/*
 * Digit-anchored pre-selection. In every rule the number is a whole run of one to three ASCII digits
 * (\b, \s or a separator before it, a non-digit after it), and right next to it, across whitespace,
 * sits a word the rule cannot do without: "years"/"yo"/"Jahre"/"anni"/"-year" after it, or
 * "aged"/"age"/"of"/"turned"/"was"/"is"/"now"/"von" before it. Looking only at those few characters
 * around each short number tells which rules can match at all; the others are not run. The tests
 * are necessary conditions (case-folded, looser than the rules), so the matches found are the same
 * as running every rule, and most documents run none.
 */
const R = Object.fromEntries(RULES.map((r, i) => [r.name, 1 << i])) as Record<string, number>;
/** Lowercase words right after the number and the rules needing them ("42-year-old", "42-and-a-half-year-old", "42-jährige"). */
const AFTER = new WordIndex(
  [
    ['-y', R['years-old']! | R['year-old-compound']!],
    ['-a', R['year-old-compound']!],
    ['-j', R['jahre-alt']!],
    ['year', R['years-old']! | R['years-of-age']!],
    ['yr', R['years-old']! | R['yo']!],
    ['y/o', R['yo']!],
    ['y.o.', R['yo']!],
    ['yo', R['yo']!],
    ['jahre', R['jahre-alt']!],
    ['jährige', R['jahre-alt']!],
    ['años', R['anos']!],
    ['anos', R['anos']!],
    ['ans', R['ans']!],
    ['anni', R['anni']!],
    ['jaar', R['jaar-oud']!],
    ['lat', R['lat']!],
  ],
  false,
);
/** Lowercase words right before the number (past spaces, ':' and '=') and the rules needing them. */
const BEFORE = new WordIndex(
  [
    ['aged', R['aged']!],
    ['age', R['age-label']! | R['age-of']! | R['age-number']!],
    ['of', R['age-of']!],
    ['turned', R['turned']!],
    ['turns', R['turned']!],
    ['turning', R['turned']!],
    ['was', R['he-was']!],
    ['is', R['he-was']!],
    ['now', R['now-age']!],
    ['am', R['i-am']!],
    ["'m", R['i-am']!],
    ['’m', R['i-am']!],
    ['von', R['im-alter']!],
  ],
  true,
);

const isDigit = (c: number) => c >= 48 && c <= 57;

/** A whole number of one to three digits (found by the native regex engine, much faster than a JS loop). */
const SHORT_NUMBER = /(?<![0-9])[0-9]{1,3}(?![0-9])/g;

/**
 * Rules that can match somewhere in the text (bit i = RULES[i]). `tokens`, when given, are the name
 * detector's tokens of this very text: every ASCII digit is in a number token, so the numbers are
 * found without a regex scan. Exported for tests.
 */
export function possibleRules(text: string, tokens?: readonly Token[]): number {
  let mask = 0;
  if (tokens === undefined) {
    SHORT_NUMBER.lastIndex = 0;
    while (SHORT_NUMBER.test(text)) {
      const end = SHORT_NUMBER.lastIndex;
      let start = end - 1;
      while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
      mask |= rulesAround(text, start, end);
    }
    return mask;
  }
  for (const t of tokens) {
    const first = text.charCodeAt(t.s);
    if (!isDigit(first) && first < 128) continue;
    for (let p = t.s; p < t.e; ) {
      if (!isDigit(text.charCodeAt(p))) {
        p++;
        continue;
      }
      const start = p;
      while (p < t.e && isDigit(text.charCodeAt(p))) p++;
      // A whole number: no digit right before (tokens hold whole digit runs) or after.
      if (p - start <= 3 && (start === 0 || !isDigit(text.charCodeAt(start - 1))) && !isDigit(text.charCodeAt(p))) mask |= rulesAround(text, start, p);
    }
  }
  return mask;
}

/** Rules whose words sit next to the number text[start, end). */
function rulesAround(text: string, start: number, end: number): number {
  const n = text.length;
  let c: number;
  let a = end;
  while (a < n && isSpace(text.charCodeAt(a))) a++;
  let mask = AFTER.match(text, a);
  let b = start;
  while (b > 0 && (isSpace((c = text.charCodeAt(b - 1))) || c === 58 || c === 61)) b--;
  mask |= BEFORE.match(text, b);
  return mask;
}

/** Ages in the text; `tokens`: the name detector's tokens of this very text, if at hand (see possibleRules). */
export function findAges(text: string, tokens?: readonly Token[]): Candidate[] {
  if (!/\d/.test(text)) return [];
  const possible = possibleRules(text, tokens);
  if (possible === 0 || !PREFILTER.test(text)) return [];
  const out: Candidate[] = [];
  const seen = new Set<number>();
  for (let r = 0; r < RULES.length; r++) {
    if ((possible & (1 << r)) === 0) continue;
    const rule = RULES[r]!;
    rule.regex.lastIndex = 0;
    for (let m = nextMatch(rule.regex, text); m !== null; m = nextMatch(rule.regex, text)) {
      const value = m[1]!;
      const n = Number(value);
      if (n > 125) continue;
      const start = m.index + m[0].indexOf(value);
      if (seen.has(start)) continue;
      seen.add(start);
      out.push({
        entity: 'AGE',
        start,
        end: start + value.length,
        score: rule.score,
        baseScore: rule.score,
        recognizer: 'NameRecognizer',
        pattern: rule.name,
        reason: `age phrase (${rule.name})`,
        contextApplied: true,
      });
    }
  }
  return out;
}
