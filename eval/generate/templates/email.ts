/** Emails: personal and business correspondence with names, contacts, dates and identifiers. */
import type { DocContext } from '../context.ts';
import { idSentences } from './ids.ts';

const GREETINGS = ['Hi {{first}},', 'Dear {{title}} {{last}},', 'Hello {{first}},', 'Dear {{full}},', 'Hey {{first}} -', 'Good morning {{title}} {{last}},', '{{first}},', 'Dear Sir or Madam,', 'Hi team,', 'Dear {{title}} {{full}},'];
const OPENERS = [
  'Thanks for getting back to me so quickly.',
  'I hope you had a good weekend.',
  'Following up on our call on {{date}}.',
  'As discussed at the meeting in {{city}} last week, here are the details.',
  'I am writing on behalf of {{org}} regarding your recent application.',
  'Sorry for the delay - I was travelling to {{country}} until {{date}}.',
  'Please find below the information you requested.',
  'Just a quick note before the long weekend.',
  'My colleague {{full2}} forwarded your message to me.',
  'Thank you for choosing {{org}}.',
];
const BODIES = [
  'Could we move our meeting to {{datetime}}? I will be in {{city}} that morning.',
  '{{title2}} {{full2}} will join us from the {{city2}} office.',
  'The contract with {{org}} starts on {{futuredate}}.',
  'You can reach me on {{phone}} or on my mobile, {{mobile}}.',
  'My new address is {{address}}.',
  'Please send the signed copy to {{email2}} rather than to me.',
  'The invoice {{orderno}} for {{amount}} is attached.',
  '{{first2}} mentioned that you are moving to {{city2}} in {{monthyear}}.',
  'I will be out of office from {{date}} to {{date2}}; {{full2}} ({{email2}}) is covering.',
  'The workshop is at the {{org}} offices at {{street}}, {{city}}.',
  'Our {{nationality}} partners asked whether {{title2}} {{last2}} could present.',
  'I have shared the folder with {{email}} - let me know if it doesn\'t show up.',
  'Your flight to {{foreigncity}} departs at {{time}} on {{futuredate}}.',
  'Reminder: the deadline for expenses is {{date}}.',
  'We met {{full2}} from {{org2}} at the conference in {{city2}}.',
];
const CLOSERS = ['Best regards,', 'Kind regards,', 'Thanks,', 'Cheers,', 'Best,', 'Sincerely,', 'Many thanks,', 'Warm wishes,', 'Thanks again,'];
const SIGNATURES = [
  '{{full3}}',
  '{{full3}}\n{{job}}, {{org3}}\n{{phone3}}',
  '{{first3}}',
  '{{full3}} | {{org3}}\nT: {{phone3}} | E: {{email3}}',
  '{{full3}}\n{{address3}}',
  '-- \n{{full3}}\n{{url}}',
];

export function email(ctx: DocContext): string {
  const r = ctx.rng;
  const lines: string[] = [];
  if (r.chance(0.4)) lines.push(`From: {{full3}} <{{email3}}>\nTo: {{full}} <{{email}}>\nDate: {{datetime}}\nSubject: ${r.pick(['Re: ', 'Fwd: ', ''])}${r.pick(['Next steps', 'Your application', 'Meeting', 'Invoice {{orderno}}', 'Account update', 'Quick question', 'Travel plans'])}\n`);
  lines.push(r.pick(GREETINGS), '');
  const body: string[] = [r.pick(OPENERS), ...r.sample(BODIES, r.int(1, 3))];
  if (r.chance(0.45)) body.splice(r.int(1, body.length), 0, ...idSentences(ctx, 1, 2));
  lines.push(body.join(r.chance(0.5) ? ' ' : '\n\n'), '', r.pick(CLOSERS), r.pick(SIGNATURES));
  return lines.join('\n');
}
