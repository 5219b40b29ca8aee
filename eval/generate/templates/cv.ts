/** CVs / résumés: contact block, experience with dates and employers, education. */
import type { DocContext } from '../context.ts';

export function cv(ctx: DocContext): string {
  const r = ctx.rng;
  const contact = r.pick([
    '{{full}}\n{{address}}\n{{phone}} · {{email}}',
    '{{full|upper}}\n{{job}}\n{{city}}, {{country}} | {{mobile}} | {{email}} | {{url}}',
    'Curriculum Vitae\nName: {{full}}\nDate of birth: {{dob}}\nNationality: {{nationality}}\nEmail: {{email}}\nPhone: {{phone}}',
    '{{fullmid}} — {{email}} — {{phone}}\n[[ORGANIZATION|LinkedIn]]: {{url}}',
  ]);
  const summary = r.pick([
    'Experienced {{job}} with a track record in fast-growing teams.',
    '{{nationality}} engineer, {{age}}, relocating to {{city2}}.',
    'Bilingual project manager with ten years in logistics.',
    'Motivated graduate seeking an entry-level role in finance.',
  ]);
  const jobs: string[] = [];
  for (let i = 1; i <= r.int(1, 3); i++) {
    jobs.push(
      r.pick([
        `{{monthyear${i}}} – {{monthyear${i + 4}}}: {{job${i}}}, {{org${i}}}, {{city${i + 1}}}`,
        `{{org${i}}} ({{city${i + 1}}}, {{country${i}}}) — {{job${i}}}, since {{year${i}}}`,
        `{{job${i}}} at {{org${i}}}, {{monthyear${i}}} to present. Reported to {{full${i + 1}}}.`,
      ]),
    );
  }
  const edu = r.pick(['Education: BSc Computer Science, {{org5}}, {{year5}}', 'MBA, {{org5}} ({{year5}})', 'Education\n{{org5}}, {{city5}} — MSc, graduated {{monthyear5}}']);
  const refs = r.pick(['References available on request.', 'References: {{title4}} {{full4}}, {{org4}}, {{email4}}', 'Referee: {{full4}} ({{phone4}})', '']);
  const hobbies = r.pick(['Interests: marathon running, chess, volunteering at the food bank.', 'Certifications: PMP, Six Sigma Green Belt.', '']);
  return [contact, '', summary, '', 'Experience', ...jobs, '', edu, hobbies, refs].filter((l, i, a) => !(l === '' && a[i - 1] === '')).join('\n').trim();
}
