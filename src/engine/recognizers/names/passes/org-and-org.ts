/**
 * Two organisations joined by "and the" are two names: "the Bank of Japan and the Reserve Bank of
 * India", "the Women's Institute and the Children's Hospital", "the World Bank and the International
 * Monetary Fund". The model runs one ORGANIZATION through "and the" when both halves look like
 * organisation names. An organisation's own name holds "and the" only in bands ("Derek and the
 * Dominos", "Sly and the Family Stone", "Echo and the Bunnymen": all 9 organisations with "and the"
 * in the train split are bands), whose halves carry no institution head. So an ORGANIZATION span is
 * split at " and the " when the words before it hold an organisation head noun (ORG_HEADS or "X of Y"
 * heads: "Bank", "Institute", "Ministry", "Party") and so do the capitalised words after it.
 * Market reports join two firms by a bare "and": "Ssangyong Cement and Samsung Electronics Co led the
 * market", "Daewoo Corp and Hyundai Motor Co". A firm's own name with "and" ends in a legal form
 * only after the last half ("Procter and Gamble Co", "Harris Bank and Trust Co"), so an
 * ORGANIZATION is also split at " and " when the words before it end in a legal form or a trade
 * (firm-heads.ts: "Cement", "Securities") and the capitalised words after it, two or more, end in a
 * legal form. English only (the pipeline's call); runs on the names after the vote; linear (one
 * search per span).
 */
import type { Candidate } from '../../../types.ts';
import { ORG_HEADS, ORG_LEGAL, ORG_OF_HEADS } from '../vocab.ts';
import { TRADES } from './firm-heads.ts';

/** Heads the model's word sets lack (ORG_HEADS is a model feature and stays as it is). Lowercase. */
const MORE_HEADS = new Set(['organisation', 'organization', 'movement', 'front', 'alliance', 'orchestra']);

const JOIN = ' and the ';
const BARE_JOIN = ' and ';

/** The last word of a part, without a full stop ("Co." → "Co"). */
const lastWord = (part: string) => part.slice(part.lastIndexOf(' ') + 1).replace(/\.$/, '');

/** "Ssangyong Cement and Samsung Electronics Co": a firm ending in a legal form or a trade, and a firm of two words or more ending in a legal form. */
function twoFirms(left: string, right: string): boolean {
  const leftLast = lastWord(left);
  return left.includes(' ') && (ORG_LEGAL.has(leftLast) || TRADES.has(leftLast)) && /^\p{Lu}/u.test(right) && right.includes(' ') && ORG_LEGAL.has(lastWord(right));
}

function headed(part: string): boolean {
  for (const w of part.split(' ')) {
    const lower = w.replace(/['’]s$/, '').toLowerCase();
    if (ORG_HEADS.has(lower) || ORG_OF_HEADS.has(lower) || MORE_HEADS.has(lower)) return true;
  }
  return false;
}

export function orgAndOrg(names: Candidate[], text: string): void {
  const added: Candidate[] = [];
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'ORGANIZATION' || c.end - c.start > 200) continue;
    const surface = text.slice(c.start, c.end);
    const at = surface.indexOf(JOIN);
    if (at > 0 && surface.indexOf(JOIN, at + 1) < 0) {
      const left = surface.slice(0, at);
      const right = surface.slice(at + JOIN.length);
      if (!/^\p{Lu}/u.test(right) || !headed(left) || !headed(right)) continue;
      const reason = `${c.reason ?? ''}; two organisations joined by "and the"`;
      names[i] = { ...c, end: c.start + at, reason };
      added.push({ ...c, start: c.start + at + JOIN.length, reason });
      continue;
    }
    const bare = surface.indexOf(BARE_JOIN);
    if (at >= 0 || bare <= 0 || surface.indexOf(BARE_JOIN, bare + 1) >= 0) continue;
    if (!twoFirms(surface.slice(0, bare), surface.slice(bare + BARE_JOIN.length))) continue;
    const reason = `${c.reason ?? ''}; two firms joined by "and"`;
    names[i] = { ...c, end: c.start + bare, reason };
    added.push({ ...c, start: c.start + bare + BARE_JOIN.length, reason });
  }
  names.push(...added);
}
