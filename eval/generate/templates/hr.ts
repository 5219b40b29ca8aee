/** HR forms and records: onboarding, leave requests, payroll changes. */
import type { DocContext } from '../context.ts';
import { idSentence } from './ids.ts';

const FIELDS = [
  'Employee name: {{full}}',
  'Preferred name: {{first}}',
  'Title: {{title}}',
  'Date of birth: {{dob}}',
  'Age: {{age}}',
  'Home address: {{address}}',
  'Personal email: {{email}}',
  'Mobile: {{mobile}}',
  'Emergency contact: {{full2}} ({{phone2}})',
  'Start date: {{futuredate}}',
  'Manager: {{full3}}',
  'Department: Finance',
  'Office: {{city}}',
  'Citizenship: {{nationality}}',
  'Previous employer: {{org}}',
];
const NARRATIVE = [
  '{{full}} has requested parental leave from {{date}} to {{date2}}.',
  'Following the meeting on {{date}}, {{first}} will relocate to the {{city2}} office.',
  '{{title}} {{last}} ({{age}}) joined {{org}} on {{date}} as a {{job}}.',
  'Payroll: please update the bank details for {{full}}.',
  'The exit interview with {{full}} was conducted by {{full3}} on {{date}}.',
  '{{first}} asked for a prayer room; they are {{religion}} and observe daily prayers.',
];

export function hr(ctx: DocContext): string {
  const r = ctx.rng;
  const head = r.pick(['NEW HIRE FORM', 'Employee Record', 'Leave Request', 'Payroll change request', 'Personnel file – confidential']);
  const fields = r.sample(FIELDS, r.int(4, 8));
  if (r.chance(0.7)) fields.splice(r.int(0, fields.length), 0, idSentence(ctx, 0.1));
  const narrative = r.chance(0.6) ? ['', r.sample(NARRATIVE, r.int(1, 2)).join(' ')] : [];
  return [head, ...fields, ...narrative].join('\n');
}
