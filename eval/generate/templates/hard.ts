/**
 * Hard cases: names that are common words, names next to places, lowercase and ALL-CAPS names,
 * titles, dates that look like plain numbers, organisations named like words.
 */
import type { DocContext } from '../context.ts';

const HARD = [
  '{{first}} {{last}} met {{full2}} in {{city}} on {{date}}.',
  'Ask {{first}} - she knows the way to {{city}}.',
  'We drove from {{city}} to {{city2}} with {{first}} and {{first2}}.',
  '{{full|upper}} SIGNED THE LEASE ON {{date}}.',
  'cc: {{full|lower}}, {{full2|lower}}',
  '{{last}}, {{first}} ({{age}}) - {{city}}',
  'Thanks to {{title}} {{last}} and {{title2}} {{last2}} for reviewing.',
  'Born {{dob}} in {{city}}, {{first}} grew up in {{country}}.',
  'Meeting w/ {{first}} @ {{time}} re budget',
  'The report by {{initlast}} and {{initlast2}} was filed on {{date}}.',
  'Payment due {{date}}; amount {{amount}}; ref {{orderno}}.',
  'Dear {{first}}, your appointment on {{date}} at {{time}} is confirmed.',
  '{{first}} from {{city}} wrote: "I loved the hotel!"',
  '"{{first}}!" shouted {{first2}}. "Wait for me!"',
  '{{full}} ({{nationality}}, {{age}}) won the {{city}} marathon.',
  'Interview with {{full}}, {{age}}, a {{religion}} teacher from {{city}}.',
  'Grace period ends on {{date}}; contact {{full}} for an extension.',
  'Will {{full}} attend? Mark the calendar for {{date}}.',
  'My name is {{full}} and I live in {{city}}.',
  '{{first|lower}} {{last|lower}} here, call me at {{phone}}',
  'Invoice date: {{numdate}}; due {{numdate2}}; total {{amount}}.',
  'Scan received {{numdate}} from {{full}} ({{city}}).',
];

export function hard(ctx: DocContext): string {
  ctx.wordNameRate = 0.45;
  const r = ctx.rng;
  return r.sample(HARD, r.int(2, 4)).join(r.chance(0.5) ? ' ' : '\n');
}
