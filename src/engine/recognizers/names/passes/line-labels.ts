/**
 * A record's or an e-mail header's field label is no name: "Dx: community-acquired pneumonia",
 * "Betreff: Rückruf", "Assunto: Sinistro", "De: Fabiano Batista <…>" (Portuguese and French "From"),
 * "Courriel : …". The model read such words at the start of a line as names, and a label joined to
 * the name after it ("De: Fabiano Batista") spoiled that name's span. A PERSON, LOCATION or
 * ORGANIZATION span of one word that opens a line (or the text), with a colon after it and more on
 * the line, is dropped when the word is a header label of the languages Veil reads, or an ordinary
 * word of the text's language (or English), or a word of at most three letters ("Dx", "Ref"), and
 * is no listed given name, family name, place or organisation: speaker labels in chats ("Anna: ok")
 * and datelines ("Washington: …") keep their names.
 *
 * Eighth session (the records probe, eval/synthetic/frames-records.ts). Every language; runs on the
 * names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';

/** E-mail and form header labels (lowercase): from, to, subject, date, sent in en/de/fr/nl/pt/es/it; contact and address labels. */
const HEADER_LABELS = new Set(
  `from to cc bcc subject date sent re fwd fw attn
  von an betreff datum gesendet kopie
  de à objet envoyé date copie
  van aan onderwerp verzonden datum
  para assunto enviado data cópia
  asunto enviado fecha
  da oggetto inviato
  courriel e-mail email telefon telefone téléphone telefoon handy mobiel celular adresse adres endereço anschrift
  woonplaats wohnort cidade ville stadt geboortedatum geburtsdatum naissance nascimento`
    .split(/\s+/)
    .filter(Boolean),
);

const ONE_WORD = /^\p{L}[\p{L}'’.-]*$/u;
const SHORT = /^\p{L}{1,3}$/u;

/** True when only spaces, tabs and quote markers ('>') stand between the last newline (or the text's start) and `start`. */
function opensLine(text: string, start: number): boolean {
  for (let k = start - 1; k >= 0; k--) {
    const c = text.charCodeAt(k);
    if (c === 10 || c === 13) return true;
    if (c !== 32 && c !== 9 && c !== 62) return false;
  }
  return true;
}

/** A colon after `end` (spaces before it allowed, as French writes "Objet :"), then a space or a tab and more on the line. */
function colonAfter(text: string, end: number): boolean {
  let k = end;
  while (k < text.length && k - end < 2 && text.charCodeAt(k) === 32) k++;
  if (text.charCodeAt(k) !== 58) return false;
  const next = text.charCodeAt(k + 1);
  if (next !== 32 && next !== 9) return false;
  for (let m = k + 2; m < text.length && m < k + 200; m++) {
    const c = text.charCodeAt(m);
    if (c === 10 || c === 13) return false;
    if (c !== 32 && c !== 9) return true;
  }
  return false;
}

export function lineLabels(names: Candidate[], text: string, lex: Lexicon, ordinary: (lower: string) => boolean): void {
  let kept = 0;
  for (const c of names) {
    if (c.entity !== 'PERSON' && c.entity !== 'LOCATION' && c.entity !== 'ORGANIZATION') {
      names[kept++] = c;
      continue;
    }
    const surface = c.end - c.start <= 24 ? text.slice(c.start, c.end) : '';
    if (!ONE_WORD.test(surface) || !opensLine(text, c.start) || !colonAfter(text, c.end)) {
      names[kept++] = c;
      continue;
    }
    const lower = surface.toLowerCase();
    const listed = lex.first.has(lower) || lex.surname.has(lower) || lex.places.has(lower) || lex.orgs.has(lower) || lex.acronyms.has(surface);
    const label = HEADER_LABELS.has(lower) || (!listed && (lex.wordRank.has(lower) || ordinary(lower) || SHORT.test(surface)));
    if (!label) names[kept++] = c;
  }
  names.length = kept;
}
