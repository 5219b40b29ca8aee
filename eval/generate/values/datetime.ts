/** Dates and times in the forms found in letters, forms, logs and chat, per language. */
import type { Rng } from '../rng.ts';

export type DocLanguage = 'en' | 'de' | 'es' | 'fr' | 'it' | 'nl' | 'pt' | 'pl';

const MONTHS: Record<DocLanguage, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  pl: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
};
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const p2 = (n: number) => String(n).padStart(2, '0');

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export function randomDate(rng: Rng, fromYear = 2015, toYear = 2025): DateParts {
  return { year: rng.int(fromYear, toYear), month: rng.int(1, 12), day: rng.int(1, 28) };
}

export function birthDate(rng: Rng): DateParts {
  return randomDate(rng, 1940, 2004);
}

/** A calendar date written in the document's language, in one of several common styles. */
export function formatDate(rng: Rng, d: DateParts, lang: DocLanguage, usStyle = true): string {
  const m = MONTHS[lang][d.month - 1]!;
  if (lang === 'en') {
    const short = m.slice(0, 3);
    return rng.weighted<string>([
      [`${m} ${d.day}, ${d.year}`, 3],
      [`${d.day} ${m} ${d.year}`, 3],
      [`${d.year}-${p2(d.month)}-${p2(d.day)}`, 3],
      [usStyle ? `${p2(d.month)}/${p2(d.day)}/${d.year}` : `${p2(d.day)}/${p2(d.month)}/${d.year}`, 3],
      [usStyle ? `${d.month}/${d.day}/${String(d.year).slice(2)}` : `${d.day}/${d.month}/${String(d.year).slice(2)}`, 1],
      [`${short} ${d.day}, ${d.year}`, 1],
      [`${d.day}-${short}-${d.year}`, 1],
      [`${rng.pick(WEEKDAYS)}, ${m} ${d.day}, ${d.year}`, 1],
      [`${d.day}.${p2(d.month)}.${d.year}`, 0.5],
    ]);
  }
  switch (lang) {
    case 'de':
      return rng.pick([`${d.day}. ${m} ${d.year}`, `${p2(d.day)}.${p2(d.month)}.${d.year}`]);
    case 'es':
    case 'pt':
      return rng.pick([`${d.day} de ${m} de ${d.year}`, `${p2(d.day)}/${p2(d.month)}/${d.year}`]);
    case 'fr':
    case 'it':
    case 'nl':
    case 'pl':
      return rng.pick([`${d.day} ${m} ${d.year}`, `${p2(d.day)}/${p2(d.month)}/${d.year}`, `${p2(d.day)}-${p2(d.month)}-${d.year}`]);
  }
}

export function formatTime(rng: Rng, lang: DocLanguage): string {
  const h = rng.int(7, 19);
  const min = rng.pick([0, 15, 30, 45, rng.int(0, 59)]);
  if (lang === 'en' && rng.chance(0.6)) {
    const h12 = h > 12 ? h - 12 : h;
    return rng.pick([`${h12}:${p2(min)} ${h >= 12 ? 'PM' : 'AM'}`, `${h12}:${p2(min)}${h >= 12 ? 'pm' : 'am'}`, `${h12}${h >= 12 ? 'pm' : 'am'}`]);
  }
  return `${p2(h)}:${p2(min)}`;
}

/** Month and year only ("March 2021"), as in CVs. */
export function formatMonthYear(rng: Rng, d: DateParts, lang: DocLanguage): string {
  const m = MONTHS[lang][d.month - 1]!;
  return lang === 'en' && rng.chance(0.3) ? `${m.slice(0, 3)} ${d.year}` : lang === 'en' && rng.chance(0.2) ? `${p2(d.month)}/${d.year}` : `${m} ${d.year}`;
}

/** Machine timestamps as found in logs. */
export function timestamp(rng: Rng): string {
  const d = randomDate(rng, 2022, 2025);
  const t = `${p2(rng.int(0, 23))}:${p2(rng.int(0, 59))}:${p2(rng.int(0, 59))}`;
  return rng.weighted<string>([
    [`${d.year}-${p2(d.month)}-${p2(d.day)}T${t}Z`, 3],
    [`${d.year}-${p2(d.month)}-${p2(d.day)} ${t}`, 3],
    [`${d.year}-${p2(d.month)}-${p2(d.day)}T${t}.${rng.digits(3)}+00:00`, 1],
    [`${p2(d.day)}/${MONTHS.en[d.month - 1]!.slice(0, 3)}/${d.year}:${t} +0000`, 1],
  ]);
}
