/** ALL-CAPS forms (shipping labels, government forms, bank forms): everything upper-cased. */
import type { DocContext } from '../context.ts';
import { idSentence } from './ids.ts';

export function capsForm(ctx: DocContext): string {
  const r = ctx.rng;
  const kind = r.int(0, 3);
  if (kind === 0) return `SHIP TO:\n{{full}}\n{{address}}\nTEL {{phone}}\n\nFROM:\n{{org}}\n{{address2}}\nORDER {{orderno}}  DATE {{date}}`;
  if (kind === 1) return `APPLICATION FOR ACCOUNT\nSURNAME: {{last}}\nGIVEN NAMES: {{first}}\nTITLE: {{title}}\nDATE OF BIRTH: {{dob}}\nPLACE OF BIRTH: {{city2}}, {{country}}\nNATIONALITY: {{nationality}}\nADDRESS: {{address}}\nEMAIL: {{email}}\n${idSentence(ctx, 0.1)}`;
  if (kind === 2) return `PATIENT: {{lastfirst}}  AGE: {{age}}\nADMITTED: {{datetime}}\nATTENDING: {{title2}} {{full2}}\nNOTES: PT REPORTS DIZZINESS SINCE {{date}}. LIVES WITH DAUGHTER {{full3}} IN {{city}}.`;
  return `WITNESS STATEMENT\nNAME: {{full}}   AGE: {{age}}\nOCCUPATION: {{job}}\nI WAS WALKING ALONG {{street}} AT ABOUT {{time}} ON {{date}} WHEN I SAW A MAN I NOW KNOW TO BE {{full2}} GET OUT OF A CAR.\nSIGNED: {{full}}`;
}
