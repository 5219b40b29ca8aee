/**
 * Polish inflects names and places ("z Anną Kowalską w Gdańsku" — Anna Kowalska, Gdańsk), so the
 * lexicons, which hold nominatives, miss most mentions. The base forms a word may have, by the
 * regular case endings of given names, surnames and place names; the caller keeps those its lists
 * know. Over-generating is harmless: a form that is no name matches nothing.
 */

/** [ending, replacement] pairs, longest endings first. */
const ENDINGS: readonly (readonly [string, string])[] = [
  // Adjectival surnames: Kowalskiego/Kowalskiemu/Kowalskim → Kowalski; Kowalskiej/Kowalską → Kowalska.
  // The lists hold the masculine form, so the feminine ones map to it too: Kowalską/Kowalska → Kowalski.
  ['skiego', 'ski'], ['skiemu', 'ski'], ['skim', 'ski'], ['skiej', 'ski'], ['ską', 'ski'], ['ska', 'ski'],
  ['ckiego', 'cki'], ['ckiemu', 'cki'], ['ckim', 'cki'], ['ckiej', 'cki'], ['cką', 'cki'], ['cka', 'cki'],
  ['iego', 'i'], ['iemu', 'i'], ['ich', 'i'], ['im', 'i'], ['ymi', 'y'], ['ego', 'y'], ['emu', 'y'], ['iej', 'a'], ['ej', 'a'],
  // Feminine nouns in -a: Anną/Annę → Anna, Annie → Anna, Anny → Anna, Warszawie → Warszawa.
  ['ą', 'a'], ['ę', 'a'], ['ie', 'a'], ['y', 'a'], ['i', 'a'],
  // Masculine nouns: Janowi/Janem/Jana/Janie/Janu → Jan; Gdańsku/Gdańska → Gdańsk.
  ['owi', ''], ['iem', ''], ['em', ''], ['ie', ''], ['a', ''], ['u', ''], ['y', ''],
];

export function polishBaseForms(word: string): string[] {
  const out: string[] = [];
  for (const [ending, base] of ENDINGS) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) out.push(word.slice(0, -ending.length) + base);
  }
  return out;
}
