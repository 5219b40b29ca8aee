/** Clinical notes, discharge summaries and referral letters. */
import type { DocContext } from '../context.ts';
import { idSentence } from './ids.ts';

const HEADERS = [
  'Patient: {{full}}\nDOB: {{dob}}\nMRN: {{num}}{{num2}}',
  'PATIENT NAME: {{lastfirst}}   AGE: {{age}}   SEX: {{sex}}',
  'Discharge summary - {{title}} {{full}}, {{age}}-year-old',
  'Referral letter\nRe: {{title}} {{fullmid}}, born {{dob}}',
  'Clinic note ({{date}}) - {{org}}',
];
const HPI = [
  '{{title}} {{last}} is a {{age}}-year-old {{nrp}} {{sexword}} who presents with chest pain radiating to the left arm since {{date}}.',
  'The patient, {{first}}, reports three days of fever and productive cough after returning from {{country}}.',
  '{{full}} was brought in by ambulance from {{street}} at {{time}} after a fall at home.',
  'Seen today with a relative, {{full2}}. History of type 2 diabetes and hypertension.',
  'He lives alone in {{city}} and works as a {{job}}.',
  'Aged {{age}}, non-smoker, drinks about 10 units a week.',
  'Previously treated at {{org2}} in {{city2}} by {{title2}} {{full2}}.',
  'Next of kin: {{full2}} (wife), phone {{phone}}.',
  'Allergies: penicillin. Current medication: metformin 500 mg twice daily.',
  'Follow-up appointment booked for {{futuredate}} at {{time}}.',
  'On examination: BP 142/88, HR 96, temp 38.2 C, SpO2 95% on air.',
  'Plan: chest X-ray, full blood count, repeat ECG in 4 hours.',
  'She identifies as {{religion}} and requests a female clinician.',
  'The patient is {{age}} years old and was last seen on {{date}}.',
];
const SIGN = ['Signed: {{title2}} {{full2}}', 'Dictated by {{title2}} {{initlast2}}, consultant', '{{title2}} {{full2}}, {{org2}}', 'Electronically signed by {{full2}}, MD on {{datetime}}', 'Prescriber: {{title2}} {{full2}} (DEA {{dea2}}, NPI {{npi}})'];

export function medical(ctx: DocContext): string {
  const r = ctx.rng;
  const female = ctx.persona(0).female;
  const header = r.pick(HEADERS).replace('{{sex}}', female ? 'F' : 'M');
  const body = r.sample(HPI, r.int(3, 6)).map((s) => s.replace('{{sexword}}', female ? 'woman' : 'man'));
  if (r.chance(0.5)) body.splice(r.int(0, body.length), 0, idSentence(ctx, 0.1));
  let sign = r.pick(SIGN);
  if (ctx.locale !== 'en_US') sign = sign.replace(' (DEA {{dea2}}, NPI {{npi}})', '');
  return [header, '', body.join(' '), '', sign].join('\n');
}
