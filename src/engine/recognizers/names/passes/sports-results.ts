/**
 * Teams in a match result are organisations, whatever their name says: clubs carry the names of
 * towns ("Heerenveen", "Genoa") and of people, and news reports them as "Sampdoria beat Heerenveen
 * 3-1" or "Ajax 2 Feyenoord 1". A name followed by a score, and a name that beat, drew with or
 * lost to such a team, is reported as ORGANIZATION. Runs on the names after the vote; structural
 * findings (a postal address) are no teams and keep their type.
 */
import type { Candidate } from '../../../types.ts';
import { RESULT_SIDE } from '../scores.ts';
import { isNameType, isStructural } from '../vote.ts';
import { SpanIndex } from '../span-index.ts';
import { claimSpans, type Claim, replaceNames } from './claim.ts';

/** " 3-1", " 2:0", " 1–1" right after a name (a one- or two-digit score pair, not a date or a range of years). */
const SCORE_AFTER = /^ ?(?:\d{1,2} ?[-–:] ?\d{1,2})(?![\d/:-]|\.\d)/;
/** Two set scores in a row after a name: " 6-3 6-4", " 7-6 (7-4) 6-2", " 6-3, 6-4". */
const SET_SCORES_AFTER = /^ ?[0-7] ?[-–] ?[0-7](?: ?\(\d{1,2}[-–]\d{1,2}\))?,? [0-7] ?[-–] ?[0-7](?!\d)/;
/** " 2 Feyenoord 1": a results line, the number before the next name. */
const GOALS_AFTER = /^ \d{1,2} (?=\p{Lu})/u;
/** The verbs between two teams in a result: "X beat Y 3-1". */
const RESULT_VERB = /^ (?:beat|beats|defeated|defeats|edged|edges|thrashed|thrash|drew with|draw with|drew|lost to|lose to|loses to|held|routed|overcame|eliminated|knocked out) $/;

const TEAM_TYPES = new Set(['LOCATION', 'PERSON']);

/** What a result says instead of the score: " by 20 points", " by five wickets", " on penalties", " after extra time". */
const MARGIN_AFTER = /^ (?:by (?:\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|an innings and \d{1,3}) (?:runs?|wickets?|points?|goals?|tries|innings)\b|on (?:penalties|aggregate|away goals)\b|(?:in|after) extra time\b)/;

/** "Everton 1-1 at Anfield", "PSV 3 Twente": a name the model ran on through a score. */
const THROUGH_SCORE = /^(\p{Lu}[^\d\n]*?) (\d{1,2} ?[-–:] ?\d{1,2}|\d{1,2})(?: (.*))?$/u;
const CAPITALISED_WORDS = /^\p{Lu}\S*(?: \p{Lu}\S*)*$/u;

const isDigitCode = (code: number) => code >= 48 && code <= 57;

/** Whether text[start, end) holds a digit. */
function hasDigitIn(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) if (isDigitCode(text.charCodeAt(k))) return true;
  return false;
}

/** Whether text[start, end) holds two capital letters A–Z in a row. */
function hasCapitalPairIn(text: string, start: number, end: number): boolean {
  for (let k = start + 1; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c >= 65 && c <= 90) {
      const p = text.charCodeAt(k - 1);
      if (p >= 65 && p <= 90) return true;
    }
  }
  return false;
}

export function sportsResults(names: Candidate[], text: string, recognizer: string, isNation: (lower: string) => boolean): void {
  splitAtScores(names, text);
  splitAtResultVerbs(names, text);
  clubsOfPlayers(names, text, isNation);
  const teams = names.filter((c) => isNameType(c.entity)).sort((a, b) => a.start - b.start);
  const isTeam = new Set<Candidate>();
  for (let k = 0; k < teams.length; k++) {
    const c = teams[k]!;
    // SCORE_AFTER and GOALS_AFTER both need a digit first, after at most a space: most names are
    // followed by none, and skip the slice and the two expressions.
    const first = text.charCodeAt(c.end);
    if (!isDigitCode(first) && !(first === 32 && isDigitCode(text.charCodeAt(c.end + 1)))) continue;
    const after = text.slice(c.end, c.end + 12);
    if (SCORE_AFTER.test(after)) {
      // Set scores ("6-3 6-4", "7-6 (7-4) 6-2") are a tennis match: players, not teams.
      if (!SET_SCORES_AFTER.test(text.slice(c.end, c.end + 24))) isTeam.add(c);
      continue;
    }
    // "Ajax 2 Feyenoord 1": both sides of the results line.
    const goals = GOALS_AFTER.exec(after);
    const next = teams[k + 1];
    if (goals !== null && next && goals[0].length === next.start - c.end && /^ \d{1,2}(?!\d)/.test(text.slice(next.end, next.end + 4))) {
      isTeam.add(c);
      isTeam.add(next);
    }
  }
  // "Sampdoria beat Heerenveen 3-1": the team before the verb played the team with the score.
  // "Footscray defeated North Melbourne by 20 points": a margin instead of the score; then only
  // places are teams (players win by strokes and sets), and no country (CoNLL-style news labels a
  // national side by its country).
  for (let k = 1; k < teams.length; k++) {
    const c = teams[k]!;
    const prev = teams[k - 1]!;
    if (!RESULT_VERB.test(text.slice(prev.end, c.start))) continue;
    if (isTeam.has(c)) isTeam.add(prev);
    else if (MARGIN_AFTER.test(text.slice(c.end, c.end + 40))) {
      for (const side of [prev, c]) if (side.entity === 'ORGANIZATION' || (side.entity === 'LOCATION' && !isNation(text.slice(side.start, side.end).toLowerCase()))) isTeam.add(side);
    }
  }
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    // A side the model already read as an organisation, unsure of it: the result is evidence too.
    if (isTeam.has(c) && c.entity === 'ORGANIZATION' && c.score < RESULT_SIDE) {
      names[i] = { ...c, score: RESULT_SIDE, baseScore: RESULT_SIDE, reason: `${c.reason ?? ''}; a team in a match result` };
      continue;
    }
    if (!isTeam.has(c) || !TEAM_TYPES.has(c.entity) || isStructural(c) || fullName(c, text)) continue;
    // A national side keeps its country ("Brazil beat Uruguay 3-1"), as CoNLL-style news labels it.
    if (c.entity === 'LOCATION' && isNation(text.slice(c.start, c.end).toLowerCase())) continue;
    names[i] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; a team in a match result` };
  }
  unnamedTeams(names, text, recognizer, isNation);
  resultLines(names, text, recognizer, isNation);
}

/** A side of a result: capitalised words or an acronym (up to four), and the verbs between two sides. */
const SIDE = String.raw`(\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,3})`;
const VERBS = '(?:beat|beats|defeated|defeats|edged|thrashed|drew with|lost to|held|routed|overcame|eliminated)';
const RESULT_SENTENCE = new RegExp(String.raw`(?<![\p{L}\p{N}])${SIDE} ${VERBS} ${SIDE} \d{1,2} ?[-–:] ?\d{1,2}(?![\d/:–-]|\.\d| [0-7] ?[-–] ?[0-7])`, 'gu');
/** The same with a margin instead of the score ("Footscray defeated North Melbourne by 20 points"). */
const RESULT_BY_MARGIN = new RegExp(String.raw`(?<![\p{L}\p{N}])${SIDE} ${VERBS} ${SIDE}(?=${MARGIN_AFTER.source.slice(1)})`, 'gu');
/** The cheap tests before those: a verb before a capital, and a margin anywhere. */
const VERB_BEFORE_CAPITAL = new RegExp(` ${VERBS} \\p{Lu}`, 'u');
const MARGIN_ANYWHERE = new RegExp(MARGIN_AFTER.source.slice(1));

/** A person named in two words or more ("Pete Sampras"): a player of a one-on-one game, not a team. */
function fullName(c: Candidate, text: string): boolean {
  return c.entity === 'PERSON' && text.slice(c.start, c.end).includes(' ');
}

/**
 * "Ajax beat PSV 2-1": a side neither the model nor the rules named (an acronym, a word that reads
 * as a given name) is still a team when a result verb and a score frame it; with a margin instead
 * of the score ("Footscray defeated North Melbourne by 20 points"), a place or an unnamed side.
 * Capitalised words or an acronym on both sides of the verb, the score right after the second, no
 * set scores.
 */
function unnamedTeams(names: Candidate[], text: string, recognizer: string, isNation: (lower: string) => boolean): void {
  if (!VERB_BEFORE_CAPITAL.test(text)) return;
  const claims: Claim[] = [];
  let index: SpanIndex<Candidate> | undefined;
  const scored = /\d ?[-–:] ?\d/.test(text) ? [...text.matchAll(RESULT_SENTENCE)] : [];
  const margins = MARGIN_ANYWHERE.test(text) ? [...text.matchAll(RESULT_BY_MARGIN)] : [];
  for (const [matches, byMargin] of [[scored, false], [margins, true]] as const) for (const m of matches) {
    const first = m[1]!;
    const second = m[2]!;
    const secondStart = m.index + m[0].indexOf(` ${second}`, first.length) + 1;
    for (const [from, side] of [[m.index, first], [secondStart, second]] as const) {
      const end = from + side.length;
      // A name found inside the words that ends with them is the team ("Yesterday Ajax beat …").
      index ??= new SpanIndex(names);
      const inside: Candidate[] = [];
      index.forEachOverlap(from, end, (c) => inside.push(c));
      if (inside.length > 1 || (inside.length === 1 && (inside[0]!.end !== end || inside[0]!.start < from || !TEAM_TYPES.has(inside[0]!.entity) || fullName(inside[0]!, text)))) continue;
      // Given by a margin, a side is a team only when it is a place (no nation) or nothing yet:
      // players win by strokes and sets.
      if (byMargin && (inside.length === 1 ? inside[0]!.entity !== 'LOCATION' || isNation(text.slice(inside[0]!.start, end).toLowerCase()) : isNation(side.toLowerCase()))) continue;
      const start = inside.length === 1 ? inside[0]!.start : from;
      // A national side keeps its country ("Brazil beat Uruguay 3-1").
      const entity = isNation(text.slice(start, end).toLowerCase()) ? 'LOCATION' : 'ORGANIZATION';
      claims.push({ entity, start, end, score: RESULT_SIDE, pattern: 'team', reason: 'a side in a match result' });
    }
  }
  claimSpans(names, claims, recognizer);
}

/**
 * A result verb inside a name on a headline in capitals ("JUVENTUS BEAT AC MILAN"), where the
 * model reads the verb as one more word of a name. Only in capitals: in title case the verb may be
 * part of a name ("The Beat Farmers"). The two sides keep the name's type (clubs, or players in
 * tennis and golf).
 */
const VERB_INSIDE = /^(.+?) (?:BEAT|BEATS|DEFEAT|DEFEATS|EDGE|EDGES|THRASH|THRASHES|ROUT|ROUTS|DOWN|DOWNS|CRUSH|CRUSHES|SINK|SINKS|STUN|STUNS|UPSET|UPSETS|HOLD|HOLDS|HELD BY|DRAW WITH|DREW WITH|LOSE TO|LOSES TO|LOST TO|OUST|OUSTS) (.+)$/u;

function splitAtResultVerbs(names: Candidate[], text: string): void {
  const added: Candidate[] = [];
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (!isNameType(c.entity) || isStructural(c)) continue;
    // Every verb of VERB_INSIDE begins with two capitals: a name without them is not sliced.
    if (!hasCapitalPairIn(text, c.start, c.end)) continue;
    const m = VERB_INSIDE.exec(text.slice(c.start, c.end));
    if (m === null || !CAPITALISED_WORDS.test(m[1]!) || !CAPITALISED_WORDS.test(m[2]!)) continue;
    const reason = `${c.reason ?? ''}; cut at the verb of a result headline`;
    names[i] = { ...c, end: c.start + m[1]!.length, reason };
    added.push({ ...c, start: c.end - m[2]!.length, reason });
  }
  names.push(...added);
}

/**
 * A place followed by a player's position names the club: "Chelsea 's Dutch midfielder", "Liverpool
 * striker Robbie Fowler", "Milan's goalkeeper". Only positions that exist on a pitch alone: a
 * "coach", "manager", "captain", "keeper" or "defender" of a town may be anything else's.
 */
const PLAYER_AFTER = /^(?: ?['’]s)?(?: \p{Lu}[\p{Ll}-]+)? (?:striker|strikers|midfielder|midfielders|goalkeeper|goalkeepers|winger|wingers|full-back|fullback|centre-back|center-back|centre-forward|center-forward|playmaker)\b/u;

/**
 * A place after what players do for a club names the club: "scored twice for Barcelona", "the
 * winner against Hamburg", "signed Lilian Thuram from Monaco", "player-manager of Chelsea"; and a
 * place given the lead ("Ravanelli gave Middlesbrough the lead"). Countries and home nations keep
 * their place (national sides: "scored for England").
 */
const CLUB_BEFORE = /(?:^|[^\p{L}])(?:(?:scored|scores|scoring|netted|nets|goal|goals|winner|equali[sz]er|hat-trick|brace|debut|played|plays|playing|signed|signs|signing)(?: [\p{Ll}\d-]+){0,3} (?:for|against)|(?:player-manager|manager|coach|captain|chairman) of|(?:signed|signs|bought|buys|joined|joins)(?: [\p{L}'’-]+){0,4} from) $/u;
const CLUB_LINK = /(?:for|against|of|from) $/;
const LEAD_AFTER = /^ (?:the|a (?:\d-\d|one-goal|two-goal|\d+-point)) lead\b/;

function clubsOfPlayers(names: Candidate[], text: string, isNation: (lower: string) => boolean): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'LOCATION' || isStructural(c)) continue;
    if (PLAYER_AFTER.test(text.slice(c.end, c.end + 40))) {
      names[i] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; a club before a player's position` };
      continue;
    }
    // CLUB_BEFORE ends in "for", "against", "of" or "from": the word before is looked at first.
    const clubBefore = CLUB_LINK.test(text.slice(Math.max(0, c.start - 9), c.start)) && CLUB_BEFORE.test(text.slice(Math.max(0, c.start - 60), c.start));
    if (!clubBefore && !LEAD_AFTER.test(text.slice(c.end, c.end + 24))) continue;
    if (isNation(text.slice(c.start, c.end).toLowerCase())) continue;
    names[i] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; a club after what players do for it` };
  }
}

/** Cuts a name that runs through a score into the team before it (and the team after it, if the rest is one). */
function splitAtScores(names: Candidate[], text: string): void {
  const added: Candidate[] = [];
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (!isNameType(c.entity)) continue;
    // THROUGH_SCORE needs a digit inside the name.
    if (!hasDigitIn(text, c.start, c.end)) continue;
    const m = THROUGH_SCORE.exec(text.slice(c.start, c.end));
    if (m === null) continue;
    // The other team's score, when the name ran on through it too ("Juventus 3 Fiorentina 1").
    const otherScore = m[3] === undefined ? null : / \d{1,2}$/.exec(m[3]);
    // A bare number splits only a results line ("PSV 3 Twente 0") or a score the name stopped inside
    // ("PSV 2" of "PSV 2-1"), not "Channel 4 News" or "Hannover 96".
    const scoreRunsOn = m[3] === undefined && /^ ?[-–:] ?\d{1,2}(?![\d/:-]|\.\d)/.test(text.slice(c.end, c.end + 6));
    if (!/[-–:]/.test(m[2]!) && !scoreRunsOn && (m[3] === undefined || (otherScore === null && !/^ \d{1,2}(?!\d)/.test(text.slice(c.end, c.end + 4))))) continue;
    const reason = `${c.reason ?? ''}; cut at the score of a match result`;
    names[i] = { ...c, entity: 'ORGANIZATION', end: c.start + m[1]!.length, reason };
    const other = m[3] === undefined ? undefined : otherScore === null ? m[3] : m[3].slice(0, otherScore.index);
    if (other !== undefined && CAPITALISED_WORDS.test(other)) {
      const start = c.end - m[3]!.length;
      added.push({ ...c, entity: 'ORGANIZATION', start, end: start + other.length, reason });
    }
  }
  names.push(...added);
}

/**
 * A results line: a side, its score, the other side, its score, and nothing else ("Blackburn 0
 * Manchester United 2", "Chicago Bulls 102 New York Knicks 94", "Brazil 3 Uruguay 1"). Each side is
 * a team whatever the model made of the line (it runs one name through the scores, or reads a
 * club's town as a place): a club is an ORGANIZATION, a country or a home nation keeps its
 * LOCATION (CoNLL-style news labels a national side by its country). Both sides must hold a name
 * the detector found, so that "Revenue 12 Costs 14" is no result; on a line next to another
 * results line (a block of results) one found side is enough, since such blocks print the home
 * team in capitals ("Pittsburgh 4 BUFFALO 2"), which the model often misses in mixed-case text.
 * A street address the address detector read from the first score and the second side ("Coventry
 * 1 Nottingham Forest 1": "1 Nottingham Forest" as a house number and a street) is the score and a
 * team: it goes, and counts as a found side. A short note in brackets may close the line ("(OT)",
 * "(10 innings)", "(aet)"): it names no one, and a name found in it goes.
 */
const RESULT_LINE = new RegExp(String.raw`^[ 	]*${SIDE} (\d{1,3}) ${SIDE} (\d{1,3})([ 	]+\([^()\n]{1,24}\))?[ 	]*$`, 'u');

interface ResultLine {
  from: number;
  to: number;
  sides: readonly (readonly [number, number])[];
  found: number;
}

function resultLines(names: Candidate[], text: string, recognizer: string, isNation: (lower: string) => boolean): void {
  let index: SpanIndex<Candidate> | undefined;
  const lines: ResultLine[] = [];
  const dropped = new Set<Candidate>();
  // Line by line, and the expression only on a line that ends in a digit (most lines do not).
  for (let lineStart = 0; lineStart < text.length; ) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const from = lineStart;
    lineStart = lineEnd + 1;
    let last = lineEnd - 1;
    while (last > from && (text.charCodeAt(last) === 32 || text.charCodeAt(last) === 9 || text.charCodeAt(last) === 13)) last--;
    const code = text.charCodeAt(last);
    if (!((code >= 48 && code <= 57) || code === 41)) continue;
    const m = RESULT_LINE.exec(text.slice(from, last + 1));
    if (m === null) continue;
    const first = m[1]!;
    const second = m[3]!;
    const firstStart = from + m[0].indexOf(first);
    const scoreStart = firstStart + first.length + 1;
    const secondStart = scoreStart + m[2]!.length + 1;
    const sides = [
      [firstStart, firstStart + first.length],
      [secondStart, secondStart + second.length],
    ] as const;
    index ??= new SpanIndex(names);
    if (m[5] !== undefined) {
      const noteEnd = from + m[0].length;
      index.forEachOverlap(noteEnd - m[5].length, noteEnd, (c) => {
        if (isNameType(c.entity) && !isStructural(c) && c.start >= noteEnd - m[5]!.length) dropped.add(c);
      });
    }
    let address: Candidate | undefined;
    index.forEachOverlap(scoreStart, secondStart + second.length, (c) => {
      if (isStructural(c) && c.start === scoreStart && c.end <= secondStart + second.length) address = c;
    });
    const found = (start: number, end: number) => index!.some(start, end, (c) => isNameType(c.entity) && !isStructural(c));
    let count = found(sides[0][0], sides[0][1]) ? 1 : 0;
    if (address !== undefined) {
      dropped.add(address);
      count++;
    } else if (found(sides[1][0], sides[1][1])) count++;
    lines.push({ from, to: lineEnd, sides, found: count });
  }
  if (lines.length === 0) return;
  if (dropped.size > 0) replaceNames(names, dropped, []);
  const claims: Claim[] = [];
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    const inBlock = (k > 0 && lines[k - 1]!.to + 1 === line.from) || (k + 1 < lines.length && line.to + 1 === lines[k + 1]!.from);
    if (line.found < (inBlock ? 1 : 2)) continue;
    for (const [start, end] of line.sides) {
      const entity = isNation(text.slice(start, end).toLowerCase()) ? 'LOCATION' : 'ORGANIZATION';
      claims.push({ entity, start, end, score: RESULT_SIDE, pattern: 'team', reason: 'a side on a results line' });
    }
  }
  claimSpans(names, claims, recognizer);
}
