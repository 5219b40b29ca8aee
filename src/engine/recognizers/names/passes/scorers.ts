/**
 * A scorers line of a match report names players: "Scorers: Berglund 12, Okafor 55", "Scorers :
 * Mboma ( 2nd , 53rd ) , Etame ( 46th )", "Goalscorers: Van Basten 12; De Boer 44 pen". On the rest
 * of the line after such a label, every capitalised name followed by a minute, a bracket, a comma,
 * a semicolon or the line's end is a PERSON, whatever the model made of it; a name followed by a
 * dash is the team of the players after it ("Japan - Miura 22") and is left alone, as are
 * structural findings (addresses).
 */
import type { Candidate } from '../../../types.ts';
import { SCORER_IN_LINE } from '../scores.ts';
import { isNameType, isStructural } from '../vote.ts';

const LABEL = /(?:^|\n)[ \t]*(?:Goal ?scorers?|Scorers?|Try ?scorers?|Tries|Goals)[ \t]*:/gi;
/** A player: capitalised words (particles between them), then what follows a scorer. */
const PLAYER = /(\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:(?:van|de|der|den|da|di|dos|del|le|la)[ \t]+)*\p{Lu}[\p{L}'’.-]*){0,3})(?=[ \t]*(?:\d|\(|,|;|$|\n|\.[ \t]*$))/gmu;

export function scorerLines(names: Candidate[], text: string, recognizer: string): void {
  if (!/corer|Goals|Tries/.test(text)) return;
  LABEL.lastIndex = 0;
  for (let m = LABEL.exec(text); m !== null; m = LABEL.exec(text)) {
    const from = m.index + m[0].length;
    const nl = text.indexOf('\n', from);
    const to = nl < 0 ? text.length : nl;
    const line = text.slice(from, to);
    PLAYER.lastIndex = 0;
    for (let p = PLAYER.exec(line); p !== null; p = PLAYER.exec(line)) {
      const start = from + p.index;
      const end = start + p[1]!.length;
      // A trailing dot belongs to the sentence, not to the name.
      const trimmedEnd = text[end - 1] === '.' ? end - 1 : end;
      mark(names, start, trimmedEnd, recognizer);
    }
  }
}

function mark(names: Candidate[], start: number, end: number, recognizer: string): void {
  for (let i = names.length - 1; i >= 0; i--) {
    const c = names[i]!;
    if (c.end <= start || end <= c.start) continue;
    if (!isNameType(c.entity) || isStructural(c)) return;
    names.splice(i, 1);
  }
  names.push({ entity: 'PERSON', start, end, score: SCORER_IN_LINE, baseScore: SCORER_IN_LINE, recognizer, pattern: 'scorer', reason: 'a player on a scorers line', contextApplied: true });
}
