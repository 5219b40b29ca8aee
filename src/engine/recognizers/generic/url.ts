import type { AnalysisDocument, Candidate, CustomRecognizer } from '../../types.ts';
import { BARE_DOMAIN_TLDS } from './domains.ts';

/**
 * Web addresses in three strengths: with a scheme (certainly a URL: 0.8), starting with "www."
 * (0.7), and a bare "name.tld" with a known TLD (0.5: prose has "e.g.", file names, dotted
 * identifiers). A bare domain glued to '@' is an email's domain and is not reported, nor is one
 * glued to a word, a dot or a path. Trailing sentence punctuation stays outside the span; a closing
 * parenthesis is kept only when the URL opened it (Wikipedia-style paths).
 *
 * Bare domains are found from each ".tld" outwards rather than by a regex that has to try every
 * letter of the text as a possible start of a host name.
 */

// Quotes of every kind (straight, curly, guillemets) close a URL: they are never part of it.
const PATH_CHAR = String.raw`[^\s<>"'\`(){}|\\^\u2018\u2019\u201C\u201D\u00AB\u00BB]`;
const END_CHAR = String.raw`[^\s<>"'\`(){}|\\^.,;:!?*\]\u2018\u2019\u201C\u201D\u00AB\u00BB]`;
const PARENS = String.raw`\([^\s()<>"'\`]*\)`;
/** Optional path/query/fragment: a run of URL characters that does not end in punctuation. */
const PATH = `(?:[/?#](?:(?:${PATH_CHAR}|${PARENS})*(?:${END_CHAR}|${PARENS}))?)?`;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

const WITH_SCHEME = new RegExp(`\\b(?:https?|ftps?|sftp|wss?)://(?:${PATH_CHAR}|${PARENS})*(?:${END_CHAR}|${PARENS})`, 'gi');
const WWW = new RegExp(`(?<![\\w@./:-])www\\.(?:${LABEL}\\.)+[A-Za-z]{2,24}(?![\\w-]|\\.[A-Za-z0-9]|@)(?::\\d{2,5})?${PATH}`, 'gi');
/** Port and path after a bare host, tried where the host ends. */
const REST = new RegExp(`(?::\\d{2,5})?${PATH}`, 'y');
const HOST = new RegExp(`^(?:${LABEL}\\.)+$`);

const HTML_QUOTE = /&(?:quot|#34|#39|apos);?/;
const USERINFO_WITH_PASSWORD = /^[a-z]+:\/\/[^\s/@:]+:[^\s/@]+@/i;
const TLDS = new Set(BARE_DOMAIN_TLDS);
const SCORES = { scheme: 0.8, www: 0.7, bare: 0.5 } as const;

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}
function isHostChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 46;
}
/** Characters that make a host part of something else: a word, an email, a path, a dotted run. */
function gluedBefore(c: number): boolean {
  return isHostChar(c) || c === 95 || c === 64 || c === 47 || c === 58 || (c > 127 && /\p{L}/u.test(String.fromCharCode(c)));
}

function candidate(start: number, end: number, form: keyof typeof SCORES): Candidate {
  return { entity: 'URL', start, end, score: SCORES[form], baseScore: SCORES[form], recognizer: 'UrlRecognizer', pattern: form === 'bare' ? 'bare domain' : form === 'www' ? 'www domain' : 'url with scheme' };
}

/**
 * "name.tld" hosts: from each dot followed by a known lower-case TLD that ends the host, walk back
 * over the labels. Lower case only: "ASP.NET" and "Socket.IO" are product names.
 */
function bareDomains(text: string, taken: readonly Candidate[], out: Candidate[]): void {
  let dot = text.indexOf('.');
  let after = 0;
  while (dot >= 0) {
    let e = dot + 1;
    while (e < text.length && isLower(text.charCodeAt(e))) e++;
    const next = e < text.length ? text.charCodeAt(e) : 0;
    const last = e - dot - 1 >= 2 && TLDS.has(text.slice(dot + 1, e));
    // The TLD must end the host: no more name characters, no further label, no '@'.
    const ends = !(isHostChar(next) && next !== 46) && next !== 95 && next !== 64 && !(next === 46 && e + 1 < text.length && isHostChar(text.charCodeAt(e + 1)) && text.charCodeAt(e + 1) !== 46);
    if (last && ends && dot > after) {
      let s = dot;
      while (s > after && isHostChar(text.charCodeAt(s - 1))) s--;
      while (s < dot && text.charCodeAt(s) === 46) s++;
      const host = text.slice(s, e);
      if (s < dot && (s === 0 || !gluedBefore(text.charCodeAt(s - 1))) && !/^www\./i.test(host) && HOST.test(text.slice(s, dot + 1))) {
        REST.lastIndex = e;
        const rest = REST.exec(text);
        const end = e + (rest ? rest[0].length : 0);
        if (!taken.some((c) => c.start < end && s < c.end)) out.push(candidate(s, end, 'bare'));
        after = end;
      }
    }
    dot = text.indexOf('.', Math.max(dot + 1, after));
  }
}

export const urlRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'UrlRecognizer',
  languages: 'all',
  entities: [{ entity_type: 'URL', description: 'Web address (URL), with or without a scheme', category: 'contact', detection: 'pattern' }],
  context: ['url', 'link', 'website', 'site', 'web', 'homepage', 'domain', 'webseite', 'sitio', 'página', 'sito', 'strona'],
  analyze(doc: AnalysisDocument): Candidate[] {
    const { text } = doc;
    if (!text.includes('.')) return [];
    const out: Candidate[] = [];
    if (text.includes('://')) {
      for (const m of text.matchAll(WITH_SCHEME)) {
        // user:password@ is a credential, reported on its own (PASSWORD): the URL starts at the host.
        const userinfo = USERINFO_WITH_PASSWORD.exec(m[0]);
        // In HTML source a URL in quotes ends before the escaped quote (&quot; &#34; &#39; &apos;).
        const quote = HTML_QUOTE.exec(m[0]);
        out.push(candidate(m.index + (userinfo ? userinfo[0].length : 0), m.index + (quote ? quote.index : m[0].length), 'scheme'));
      }
    }
    if (/www\./i.test(text)) for (const m of text.matchAll(WWW)) out.push(candidate(m.index, m.index + m[0].length, 'www'));
    bareDomains(text, out.slice(), out);
    return out;
  },
};
