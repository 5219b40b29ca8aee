/** News-style paragraphs built from templates (the hand-written news set is separate: eval/news/). */
import type { DocContext } from '../context.ts';

const SENTENCES = [
  '{{full}}, {{age}}, of {{city}}, was arrested on {{date}} after a police chase on the interstate.',
  'Mayor {{full}} said the city of {{city}} would appeal the ruling.',
  '"We are devastated," said {{full2}}, a spokeswoman for {{org}}.',
  '{{org}} announced on {{date}} that chief executive {{full}} would step down.',
  'The {{age}}-year-old striker scored twice as {{city}} beat {{city2}} 3-1.',
  'Police in {{region}} are asking anyone who saw {{full}} after {{time}} on {{date}} to come forward.',
  '{{full}}, a {{nationality}} national, was detained at the border with {{country}}.',
  'Senator {{full}} ({{political}}) voted against the bill.',
  'The {{religion}} community in {{city}} held a vigil on {{date}}.',
  '{{title}} {{full}}, a researcher at {{org}}, led the study published on {{date}}.',
  'According to {{full2}}, who has lived on {{street}} for 30 years, the flooding was the worst since {{year}}.',
  '{{full}} was born in {{city}} in {{year}} and moved to {{country}} as a teenager.',
  'The trial of {{full}} is expected to begin on {{futuredate}} in {{city}}.',
  'Shares of {{org}} fell 4% after the company missed earnings estimates.',
  '{{full2}} told reporters in {{city2}} that talks with {{org2}} had stalled.',
  'Firefighters from {{city}} and {{city2}} battled the blaze for six hours.',
  '{{first}} {{last}} is survived by her husband, {{full2}}, and two daughters.',
  'The {{nationality}} prime minister met {{full2}} in {{foreigncity}} on {{date}}.',
];

export function news(ctx: DocContext): string {
  const r = ctx.rng;
  const dateline = r.chance(0.5) ? r.pick(['{{city|upper}} — ', '{{city|upper}}, {{region}} ([[ORGANIZATION|AP]]) — ', '{{city}} ({{org3}}) - ']) : '';
  return dateline + r.sample(SENTENCES, r.int(2, 5)).join(' ');
}
