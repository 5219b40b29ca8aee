/** Ages in apposition to a person found earlier: "Jane Roe, 42, of Leeds", "Jane Roe (42)". */
import { type Doc, emit } from '../doc.ts';
import { AGE_ANCHOR, AGE_APPOSITION, AGE_PARENTHESIS } from '../scores.ts';

/** "Jane Roe, 42, of Leeds": the number after a person is an age. */
export function appositionAges(doc: Doc): void {
  const { tokens } = doc;
  const persons = doc.out.filter((c) => c.entity === 'PERSON' && c.score >= AGE_ANCHOR);
  if (persons.length === 0) return;
  let k = 0;
  for (const p of persons.sort((a, b) => a.start - b.start)) {
    while (k < tokens.length && tokens[k]!.e < p.end) k++;
    // tokens[k] is the last token of the person (or the token right after it)
    let m = k;
    if (tokens[m] && tokens[m]!.e <= p.end) m++;
    const comma = tokens[m];
    const num = tokens[m + 1];
    const close = tokens[m + 2];
    if (comma?.t === ',' && num?.kind === 2 && /^\d{1,3}$/.test(num.t) && Number(num.t) <= 120 && close && (close.t === ',' || close.t === '.' || close.lower === 'of' || close.lower === 'from' || close.lower === 'and')) {
      emit(doc, 'AGE', num.s, num.e, AGE_APPOSITION, 'age-apposition', 'number in commas after a person name');
    } else if (comma?.t === '(' && num?.kind === 2 && /^\d{1,3}$/.test(num.t) && Number(num.t) <= 120 && close?.t === ')') {
      emit(doc, 'AGE', num.s, num.e, AGE_PARENTHESIS, 'age-parenthesis', 'number in parentheses after a person name');
    }
  }
}
