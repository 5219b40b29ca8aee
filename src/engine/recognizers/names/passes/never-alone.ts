/**
 * Words that are no name by themselves, dropped when a span is exactly one of them.
 *
 * A name particle alone is no one. Written in lower case ("van" in Dutch OCR) it never is; shouted
 * ("VAN", "DE", "VON"), the model and the rules have no capital to tell "VAN" (of) from the start of
 * "VAN GOGH", so the prepositions and articles among them are dropped ("BEN", "AL" and "ABU" are
 * given names too); in Dutch and German "Van" and "Von" open sentences ("Van wege de Synode …"), and
 * the gazetteer's Turkish city is rarely meant.
 *
 * A language's name is no person, place or organisation: "wrote the lyrics in Telugu, Hindi, Tamil
 * and Malayalam" gave two people and a place. The model has seen few of them and reads an unknown
 * capitalised word in a list as a name. A span that is exactly one of these words is dropped; the
 * list holds languages only, not the words that are also a people or a nation ("English",
 * "Tamil", "Welsh" stay with the NRP rules) or a common surname ("Breton").
 *
 * In English, a parent or grandparent called by the word for them is no PERSON: "Happy birthday
 * Mum !", "With Dad on the way", "Me : Mom , I got recruited". The training splits never label
 * "Mum", "Mom" or "Dad" alone a person (btc-en and wnut17-en: 17 times O), and the model, seeing a
 * capital after a greeting, took them for names. A name after the word stays ("Mama June").
 * Nor is a plural noun for people one person: "Men's singles", "Women's 800 metres" head the
 * results of news wire (the model read "Men" and "Women" before "'s" as a person's name); an
 * organisation or a longer name holding the word stays ("Women's Institute").
 */
import type { Candidate } from '../../../types.ts';
import { NAME_PARTICLES, wordSet } from '../vocab.ts';

const LANGUAGES: ReadonlySet<string> = wordSet(`
Afrikaans Amharic Aramaic Assamese Aymara Azeri Bengali Cantonese Cebuano Esperanto Farsi Gujarati
Guarani Hausa Hindi Hokkien Ilocano Inuktitut Kannada Konkani Ladino Malayalam Mandarin Marathi
Nahuatl Odia Oriya Pali Papiamento Pashto Punjabi Quechua Romansh Sanskrit Sinhala Swahili Tagalog
Telugu Tigrinya Tulu Urdu Xhosa Yiddish Yoruba
`);

export function neverAlone(names: Candidate[], text: string, language: string): void {
  const capitalParticles = language === 'nl' || language === 'de';
  const english = language === 'en';
  let kept = 0;
  for (const c of names) {
    if (!((c.entity === 'PERSON' || c.entity === 'LOCATION' || c.entity === 'ORGANIZATION') && c.end - c.start <= LONGEST && noNameAlone(text.slice(c.start, c.end), capitalParticles, english && c.entity === 'PERSON'))) names[kept++] = c;
  }
  names.length = kept;
}

const SHOUTED_PARTICLES: ReadonlySet<string> = wordSet('VAN VON DE DA DI DEL DELLA DER DEN DES DU DO DOS DAS LA LE ZU ZUR VOM TER TEN OP');
const KIN: ReadonlySet<string> = wordSet('Mum Mom Mam Mummy Mommy Dad Daddy Grandma Grandpa Granny Grandad Granddad');
const PEOPLE: ReadonlySet<string> = wordSet('Men Women Ladies');

/** The longest word of the lists: a longer span is none of them, found without slicing it. */
const LONGEST = Math.max(...[...LANGUAGES, ...SHOUTED_PARTICLES, ...NAME_PARTICLES, ...KIN, ...PEOPLE].map((w) => w.length));

function noNameAlone(word: string, capitalParticles: boolean, englishPerson: boolean): boolean {
  return LANGUAGES.has(word) || SHOUTED_PARTICLES.has(word) || NAME_PARTICLES.has(word) || (capitalParticles && (word === 'Van' || word === 'Von')) || (englishPerson && (KIN.has(word) || PEOPLE.has(word)));
}
