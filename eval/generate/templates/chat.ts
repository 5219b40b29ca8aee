/** Chat messages (mixed case or all lower-case), short and informal. */
import type { DocContext } from '../context.ts';
import { idSentence } from './ids.ts';

const LINES = [
  'hey {{first}}, are we still on for {{time}}?',
  'just landed in {{city}}!!',
  'can you send me {{first2}}\'s number?',
  'sure, it\'s {{phone2}}',
  'my email is {{email}} btw',
  'meet at {{street}}?',
  '{{first2}} said the party is on {{date}}',
  'omg {{full2}} just got promoted at {{org}}',
  'ok see you at {{time}}',
  'lol no, that was {{first2}}',
  'turning {{age}} next week 😂',
  'happy birthday {{first}}! 🎉',
  'which hotel in {{city}}?',
  'moving to {{country}} next year',
  'did {{title2}} {{last2}} reply?',
  'sent you the link: {{url}}',
  'call me on {{mobile}} when you\'re free',
  'my flight lands at {{time}}, gate B{{num}}',
  'who\'s {{full2}}?',
  '{{first2}} and {{first3}} are coming too',
  'send the money to my account {{iban}} pls',
  'ugh the wifi at {{org}} is down again',
  'brb',
  'thanks!!',
  'sounds good 👍',
  'np',
  'what time is it there in {{foreigncity}}?',
];

export function chat(ctx: DocContext): string {
  const r = ctx.rng;
  const a = r.chance(0.6) ? '{{first}}' : '{{username}}';
  const b = '{{first2}}';
  const n = r.int(3, 8);
  const out: string[] = [];
  const lines = r.sample(LINES, n);
  if (r.chance(0.25)) lines.splice(r.int(0, lines.length), 0, idSentence(ctx, 0.3));
  lines.forEach((l, i) => {
    const who = i % 2 === 0 ? a : b;
    const stamp = r.chance(0.4) ? `[{{time${i + 1}}}] ` : '';
    out.push(r.chance(0.5) ? `${stamp}${who}: ${l}` : l);
  });
  return out.join('\n');
}
