/** Legal letters, court notices and contracts. */
import type { DocContext } from '../context.ts';
import { idSentence } from './ids.ts';

export function legal(ctx: DocContext): string {
  const r = ctx.rng;
  const kind = r.int(0, 3);
  if (kind === 0) {
    return [
      '{{org}}\n{{address2}}',
      '',
      '{{date}}',
      '',
      '{{title}} {{full}}\n{{address}}',
      '',
      'Re: Notice of breach of tenancy agreement',
      '',
      `Dear {{title}} {{last}},`,
      '',
      `We act for our client, {{full2}}, the landlord of the above property. Our client informs us that rent of {{amount}} due on {{date2}} remains unpaid. ${r.chance(0.5) ? idSentence(ctx, 0.1) : ''} Unless payment is received by {{futuredate}}, our client will commence proceedings in the county court at {{city}} without further notice.`,
      '',
      'Yours sincerely,',
      '{{full3}}\nSolicitor, {{org}}',
    ].join('\n');
  }
  if (kind === 1) {
    return `THIS AGREEMENT is made on {{date}} between {{company}}, a company registered in {{homecountry}} with its office at {{address}} (the "Company"), and {{full}}, born {{dob}}, residing at {{address2}} (the "Contractor"). ${idSentence(ctx, 0.05)} The Contractor shall report to {{full2}}. Notices shall be sent to {{email}}.`;
  }
  if (kind === 2) {
    return `IN THE SUPERIOR COURT OF {{region|upper}}\n\n{{full|upper}}, Plaintiff,\nv.\n{{company|upper}}, Defendant.\n\nCase No. {{num}}-CV-{{num2}}\n\nThe deposition of {{title2}} {{full2}} is scheduled for {{datetime}} at the offices of {{org}}, {{street}}, {{city}}. Counsel for the plaintiff, {{full3}}, may be reached at {{phone}}.`;
  }
  return `Power of attorney. I, {{full}}, of {{address}}, born on {{dob}} in {{foreigncity}}, hereby appoint {{full2}} of {{city2}} as my attorney. ${idSentence(ctx, 0.05)} Signed in {{city}} on {{date}} in the presence of {{title3}} {{full3}}, notary public.`;
}
