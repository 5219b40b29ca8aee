/**
 * Where a PERSON span starts and ends, by the API's conventions: honorifics and office titles before
 * a name are reported as TITLE, not as part of the PERSON ("King Gongmin" → "Gongmin"), a greeting
 * is not part of the name it greets ("Dear Zorbina" → "Zorbina"), and a
 * possessive ending is not part of any name ("Clinton's" → "Clinton"). Shared by the model's output,
 * its training gold and the evaluation's gold, so that all three agree.
 */
import type { Token } from './prepare.ts';
import { HONORIFICS, OFFICE_TITLES } from './vocab.ts';

/** Salutations that open a letter or a message: never part of the name they greet. */
const GREETINGS = new Set(
  'dear hi hello hey hiya thanks cheers greetings liebe lieber hallo cher chère bonjour salut querido querida hola caro cara ciao beste geachte hoi drogi droga olá oi'.split(' '),
);

/**
 * Ranks and offices written before a name in the other languages Veil reads (OFFICE_TITLES holds
 * the English ones, which the model's features also use): "Kaiser Meiji", "Fürst Salm", "le
 * président Macron", "koning Willem-Alexander". Words that are also common given names or
 * English words ("Rei", "Papa", "Graf") are left out.
 */
const TITLES_ABROAD = new Set(
  `kaiser kaiserin könig königin prinz prinzessin prinzen fürst fürstin fürsten herzog herzogin herzogs gräfin grafen baron baronin
  freiherr freiherrn papst kanzler kanzlerin bundeskanzler bundeskanzlerin präsident präsidentin bundespräsident ministerin
  bürgermeister bürgermeisterin kardinal bischof erzbischof pfarrer richter richterin feldherr feldmarschall kronprinz erzherzog
  erzherzogin roi reine princesse duc duchesse comte comtesse empereur impératrice pape président présidente ministre maire
  général évêque archevêque juge koning koningin prins prinses gravin keizer keizerin paus burgemeester generaal
  rainha príncipe princesa duque duquesa conde condessa imperador imperatriz presidenta ministro ministra prefeito governador
  cardeal bispo juiz reina príncipe emperador presidente alcalde obispo regina principe principessa imperatore sindaco vescovo`.split(/\s+/),
);

/** An honorific, office title or salutation (Veil reports the first two as TITLE). */
export function isTitleWord(word: string): boolean {
  const w = word.toLowerCase().replace(/\.$/, '');
  return HONORIFICS.has(w) || OFFICE_TITLES.has(w) || GREETINGS.has(w) || TITLES_ABROAD.has(w);
}

/** First token of a PERSON span after leading titles (and the dots of abbreviated ones); never past `last`. */
export function skipTitles(tokens: readonly Token[], first: number, last: number): number {
  let k = first;
  while (k < last && tokens[k]!.kind === 1 && isTitleWord(tokens[k]!.t)) {
    k++;
    if (k < last && tokens[k]!.t === '.') k++;
  }
  return k;
}

/** Length of a possessive ending ("'s", "’s", or a bare apostrophe after s) at the end of s, else 0. */
export function possessiveLength(s: string): number {
  if (/['’]s$/i.test(s)) return 2;
  if (/s['’]$/i.test(s)) return 1;
  return 0;
}
