/** Digit-string helpers shared by the checksums and the national recognizers that use them. */

/** The digits of `value`, separators (spaces, dots, dashes, slashes) removed. */
export function digitsOf(value: string): string {
  return value.replace(/[\s.\-/]/g, '');
}

/** True when every digit is the same (000000000, 111111111): placeholder values, never issued. */
export function allSameDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

/** A number: digit groups joined by single separators (space, dash, dot, slash). */
const NUMBER = /\d+(?:[ .\-/]\d+)*/g;

/** Longest numbers of a text, see `digitRuns`. */
export interface DigitRuns {
  /** Most digits in one number counting through single separators (123-45-6789 → 9, 1 85 05 78 006 084 36 → 15). */
  readonly grouped: number;
  /** Bit n set when some run of exactly n consecutive digits occurs (bit 31: 31 or more). */
  readonly plainLengths: number;
  /**
   * Layouts of the numbers with two or more groups: group lengths joined by their separators
   * ("123-45-6789" → "3-2-4"). `hasShape` looks for a layout inside them.
   */
  readonly layouts: readonly string[];
  /** Bit n set when a run of exactly n digits has an upper-case letter right before it (a space or dash between allowed). */
  readonly letterBefore: number;
  /** Bit n set when a run of exactly n digits has an upper-case letter right after it (a space or dash between allowed). */
  readonly letterAfter: number;
}

let lastText: string | undefined;
let lastRuns: DigitRuns = { grouped: 0, plainLengths: 0, layouts: [], letterBefore: 0, letterAfter: 0 };

function isUpper(code: number): boolean {
  return (code >= 65 && code <= 90) || code === 196 || code === 214 || code === 220; // A–Z, Ä Ö Ü
}

/** Upper-case letter at `i`, or at `i ± 1` across one space or dash (`step` −1 looks back, +1 ahead). */
function letterNear(text: string, i: number, step: number): boolean {
  const c = text.charCodeAt(i);
  if (isUpper(c)) return true;
  return (c === 32 || c === 45) && isUpper(text.charCodeAt(i + step));
}

/**
 * The numbers in `text`, summarised in one pass. A recognizer whose identifier needs n digits, a
 * layout such as 6-4, or letters glued to its digits can skip a text without them and without
 * running any regex. All national recognizers ask about the same text one after the other, so the
 * last answer is kept.
 */
export function digitRuns(text: string): DigitRuns {
  return text === lastText ? lastRuns : summariseDigits(text);
}

/**
 * digitRuns' work, in a function of its own: some thirty prefilters call digitRuns, and the JIT
 * inlines a small callee into each of them. With this body inside digitRuns every prefilter was
 * compiled with its own copy of the scan (40–80 ms of compiler time each, for code that runs once
 * per text); now only the cache test is copied.
 */
function summariseDigits(text: string): DigitRuns {
  let grouped = 0;
  let plainLengths = 0;
  let letterBefore = 0;
  let letterAfter = 0;
  const layouts: string[] = [];
  // The regex skips prose natively; only the numbers themselves are walked in JS.
  NUMBER.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = NUMBER.exec(text)) !== null) {
    const number = m[0];
    let digits = 0;
    let run = 0;
    let layout = '';
    for (let i = 0; i <= number.length; i++) {
      const code = i < number.length ? number.charCodeAt(i) : 0;
      if (code >= 48 && code <= 57) {
        digits++;
        run++;
      } else {
        const bit = 1 << Math.min(run, 31);
        plainLengths |= bit;
        const at = m.index + i;
        if (letterNear(text, at - run - 1, -1)) letterBefore |= bit;
        if (letterNear(text, at, 1)) letterAfter |= bit;
        if (i < number.length) layout += `${run}${number[i]!}`;
        else if (layout !== '') layouts.push(`${layout}${run}`);
        run = 0;
      }
    }
    if (digits > grouped) grouped = digits;
  }
  lastText = text;
  lastRuns = { grouped, plainLengths, layouts, letterBefore, letterAfter };
  return lastRuns;
}

function isSeparator(code: number): boolean {
  return code === 32 || code === 45 || code === 46 || code === 47;
}

/**
 * True when some number of the text has one of these layouts, whole or as a stretch of its groups
 * ("3-2" is in "3-2-4", "13-2" is not: the stretch must start and end at group boundaries).
 */
export function hasShape(text: string, ...shapes: string[]): boolean {
  const { layouts } = digitRuns(text);
  for (const layout of layouts) {
    for (const shape of shapes) {
      for (let at = layout.indexOf(shape); at >= 0; at = layout.indexOf(shape, at + 1)) {
        const end = at + shape.length;
        if ((at === 0 || isSeparator(layout.charCodeAt(at - 1))) && (end === layout.length || isSeparator(layout.charCodeAt(end)))) return true;
      }
    }
  }
  return false;
}

/** Bit mask of the run lengths from `min` to `max` (as in `DigitRuns.plainLengths`). */
export function lengthBits(min: number, max = min): number {
  let bits = 0;
  for (let n = min; n <= max; n++) bits |= 1 << Math.min(n, 31);
  return bits;
}

/** A run of `min`–`max` digits glued to an upper-case letter before it (ABC1234567, MH 12). */
export function hasLetterBefore(text: string, min: number, max = min): boolean {
  return (digitRuns(text).letterBefore & lengthBits(min, max)) !== 0;
}

/** A run of `min`–`max` digits glued to an upper-case letter after it (53325555D, 65170839J). */
export function hasLetterAfter(text: string, min: number, max = min): boolean {
  return (digitRuns(text).letterAfter & lengthBits(min, max)) !== 0;
}

/**
 * True when `text` has a run of consecutive digits, neither preceded nor followed by another digit,
 * whose length is between `min` and `max`: the necessary condition of every digits-only pattern.
 */
export function hasPlainRun(text: string, min: number, max = min): boolean {
  const lengths = digitRuns(text).plainLengths;
  for (let n = min; n <= max; n++) if (lengths & (1 << Math.min(n, 31))) return true;
  return false;
}

/**
 * Every layout a pattern accepts, for `hasShape`: one list of possible lengths per group, joined by
 * any of `separators` ("2-2-6-2", "2 2 6 2", "2-2 6-2" … for [[2], [2], [6], [2]] and "- ").
 */
export function layoutsOf(groups: readonly (readonly number[])[], separators: string): string[] {
  let out = groups[0]!.map(String);
  const seps = separators.split(/(?:)/u);
  for (const lengths of groups.slice(1)) out = out.flatMap((prefix) => seps.flatMap((sep) => lengths.map((n) => `${prefix}${sep}${n}`)));
  return out;
}
