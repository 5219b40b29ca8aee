/**
 * A language's name is no person, place or organisation: "wrote the lyrics in Telugu, Hindi, Tamil
 * and Malayalam" gave two people and a place. The model has seen few of them and reads an unknown
 * capitalised word in a list as a name. A span that is exactly one of these words is dropped; the
 * list holds languages only, not the words that are also a people or a nation ("English",
 * "Tamil", "Welsh" stay with the NRP rules) or a common surname ("Breton").
 */
import type { Candidate } from '../../../types.ts';
import { wordSet } from '../vocab.ts';

const LANGUAGES: ReadonlySet<string> = wordSet(`
Afrikaans Amharic Aramaic Assamese Aymara Azeri Bengali Cantonese Cebuano Esperanto Farsi Gujarati
Guarani Hausa Hindi Hokkien Ilocano Inuktitut Kannada Konkani Ladino Malayalam Mandarin Marathi
Nahuatl Odia Oriya Pali Papiamento Pashto Punjabi Quechua Romansh Sanskrit Sinhala Swahili Tagalog
Telugu Tigrinya Tulu Urdu Xhosa Yiddish Yoruba
`);

export function languageNames(names: Candidate[], text: string): void {
  let kept = 0;
  for (const c of names) {
    const drop = (c.entity === 'PERSON' || c.entity === 'LOCATION' || c.entity === 'ORGANIZATION') && c.end - c.start <= 12 && LANGUAGES.has(text.slice(c.start, c.end));
    if (!drop) names[kept++] = c;
  }
  names.length = kept;
}
