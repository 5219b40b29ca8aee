/** Support tickets: customer problem descriptions with account details pasted in. */
import type { DocContext } from '../context.ts';
import { idSentences } from './ids.ts';

const PROBLEMS = [
  'I was charged twice for order {{orderno}} on {{date}}.',
  'I can\'t log in to my account since the password reset on {{date}}.',
  'The package was supposed to arrive at {{address}} on {{date}} but tracking shows it in {{city2}}.',
  'My card was declined although the bank says everything is fine.',
  'The app crashes when I upload a photo (version {{version}}).',
  'I need to update the phone number on my account to {{phone}}.',
  'Please change the account email from {{email}} to {{email2}}.',
  'I moved to {{address}} and the bills still go to my old address.',
  'The technician, {{full2}}, did not show up at {{time}} as agreed.',
  'I would like to cancel my subscription and get a refund of {{amount}}.',
  'My elderly father ({{age}}) got a suspicious call from someone claiming to be from {{org}}.',
  'Someone logged in from {{ip}} in {{country}} - that wasn\'t me!',
];
const DETAILS = [
  'Customer: {{full}}',
  'Name: {{lastfirst}}',
  'Contact: {{email}}, {{phone}}',
  'Account holder: {{title}} {{full}}',
  'Callback number: {{phone}}',
  'Reported by {{full}} via web form at {{datetime}}.',
  'Customer since {{monthyear}}.',
  'Date of birth: {{dob}}',
  'Location: {{city}}, {{region}}',
];
const AGENT = [
  'Agent note: verified identity with DOB and last four digits. Escalated to tier 2 ({{full2}}).',
  'Agent {{first2}}: refund issued, customer informed by email.',
  'Internal: duplicate of {{ticket}}. Assigned to {{full2}}.',
  'Status: waiting for customer. Next follow-up {{futuredate}}.',
  'Resolution: address updated; confirmation sent to {{email}}.',
];

export function ticket(ctx: DocContext): string {
  const r = ctx.rng;
  const head = `Ticket {{ticket}} | Priority: ${r.pick(['Low', 'Normal', 'High', 'Urgent'])} | Opened {{datetime}}`;
  const details = r.sample(DETAILS, r.int(1, 4));
  const problem = r.sample(PROBLEMS, r.int(1, 2));
  const extra = r.chance(0.5) ? idSentences(ctx, 1, 2) : [];
  const body = [r.pick(['Hello,', 'Hi support,', 'To whom it may concern,', '']), ...problem, ...extra, r.pick(['Thanks, {{first}}', 'Regards, {{full}}', '{{full}}', 'Please help ASAP.'])].filter(Boolean).join(' ');
  return [head, ...details, '', body, '', ...(r.chance(0.6) ? [r.pick(AGENT)] : [])].join('\n').trim();
}
