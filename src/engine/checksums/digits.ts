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
}

let lastText: string | undefined;
let lastRuns: DigitRuns = { grouped: 0, plainLengths: 0 };

/**
 * The numbers in `text`, summarised in one pass. A recognizer whose identifier needs n digits can
 * skip a text without such a number and without running any regex. All national recognizers ask
 * about the same text one after the other, so the last answer is kept.
 */
export function digitRuns(text: string): DigitRuns {
  if (text === lastText) return lastRuns;
  let grouped = 0;
  let plainLengths = 0;
  // The regex skips prose natively; only the numbers themselves are walked in JS.
  NUMBER.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = NUMBER.exec(text)) !== null) {
    const number = m[0];
    let digits = 0;
    let run = 0;
    for (let i = 0; i <= number.length; i++) {
      const code = i < number.length ? number.charCodeAt(i) : 0;
      if (code >= 48 && code <= 57) {
        digits++;
        run++;
      } else {
        plainLengths |= 1 << Math.min(run, 31);
        run = 0;
      }
    }
    if (digits > grouped) grouped = digits;
  }
  lastText = text;
  lastRuns = { grouped, plainLengths };
  return lastRuns;
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
