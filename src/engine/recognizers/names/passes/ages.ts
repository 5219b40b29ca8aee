/** Ages in apposition to a person found earlier: "Jane Roe, 42, of Leeds", "Jane Roe (42)". */
import { type Doc, emit } from '../doc.ts';
import { AGE_ANCHOR, AGE_APPOSITION, AGE_PARENTHESIS } from '../scores.ts';

/** An age, alone or with a unit or sex written on ("42", "52y", "72yo", "51M", "45F"). */
const AGE_TOKEN = /^(\d{1,3})(?:y|yo|yrs?|[MF])?$/;
/** The same unit or sex as a token of its own, glued to the number. */
const AGE_UNIT = /^(?:y|yo|yrs?|[MF])$/;

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
    const age = num?.kind === 2 ? AGE_TOKEN.exec(num.t) : null;
    // The line or the text may end the apposition ("Victim: Jane Roe, 92\n…"), and clinical notes
    // write the age with its unit or the sex glued on ("Jane Roe, 52y", "Roe, 51M, presented").
    const unit = close !== undefined && close.glued && close.kind === 1 && AGE_UNIT.test(close.t);
    const after = unit ? tokens[m + 3] : close;
    const ends = after === undefined || after.nl || after.t === ',' || after.t === '.' || after.lower === 'of' || after.lower === 'from' || after.lower === 'and';
    if (comma?.t === ',' && num !== undefined && age !== null && Number(age[1]) <= 120 && ends) {
      emit(doc, 'AGE', num.s, num.s + age[1]!.length, AGE_APPOSITION, 'age-apposition', 'number in commas after a person name');
    } else if (comma?.t === '(' && num?.kind === 2 && /^\d{1,3}$/.test(num.t) && Number(num.t) <= 120 && close?.t === ')') {
      emit(doc, 'AGE', num.s, num.e, AGE_PARENTHESIS, 'age-parenthesis', 'number in parentheses after a person name');
    }
  }
}
