/**
 * Sentences that carry identifiers, in English, chosen per locale. Most carry the context words a
 * person would write next to the number; some ("bare") do not, because real text often doesn't.
 */
import type { DocContext } from '../context.ts';
import type { LocaleId } from '../lexicon.ts';

export const ID_SENTENCES: Record<string, string[]> = {
  ssn: [
    'My social security number is {{ssn}}.',
    'SSN: {{ssn}}',
    'Please confirm the SSN on file ({{ssn}}) before releasing the W-2.',
    'Her Social Security # is {{ssn}} and the card was issued in {{region}}.',
    'The applicant listed {{ssn}} as their SSN.',
    'ss# {{ssn}}',
    'Number on the form: {{ssn}}.',
  ],
  itin: [
    'ITIN: {{itin}}',
    'He files with an individual taxpayer identification number, {{itin}}.',
    'Taxpayer ID (ITIN) {{itin}} was assigned by the IRS last year.',
    'Use ITIN {{itin}} for the 1040.',
  ],
  uspassport: [
    'Passport number: {{uspassport}}',
    'Her passport ({{uspassport}}) expires in {{futuredate}}.',
    'Travel document: US passport no. {{uspassport}}, issued {{date}}.',
    'Please upload a scan of passport {{uspassport}}.',
  ],
  usdl: [
    'ID presented: {{usdl}}.',
    'Driver\'s license #: {{dlnum}}',
    'DL number {{dlnum}}, class C, exp. {{futuredate}}',
    'He showed a {{usdl}} at the front desk.',
  ],
  bank: [
    'Please deposit to account number {{bankacct}}, routing number {{aba}}.',
    'Bank account: {{bankacct}} (routing {{aba}})',
    'Direct deposit — ABA {{aba}}, acct {{bankacct}}.',
    'Wire instructions: routing no. {{aba}}, checking account {{bankacct}}, {{org}}.',
  ],
  aba: ['Routing number: {{aba}}', 'The ABA routing number for our branch is {{aba}}.'],
  cc: [
    'Card number: {{cc}}',
    'I paid with my {{cardbrand}} ending in the number {{cc}} but was charged twice.',
    'Please charge {{cc}}, exp 0{{num}}/27.',
    'The credit card on file is {{cc}}.',
    'cc {{cc}}',
    'Refund should go back to {{cc}}.',
  ],
  iban: [
    'IBAN: {{iban}}',
    'Please transfer the deposit to {{iban}} ({{org}}).',
    'Bank details — account holder {{full}}, IBAN {{iban}}.',
    'Our new bank account is {{iban}}.',
  ],
  btc: [
    'Send the payment to this bitcoin wallet: {{btc}}',
    'BTC address {{btc}}',
    'The ransom note demanded payment to {{btc}} within 48 hours.',
    'My wallet is {{btc}} if you want to tip.',
  ],
  npi: ['NPI: {{npi}}', 'Referring provider NPI {{npi}}.', 'The billing provider\'s national provider identifier is {{npi}}.'],
  dea: ['DEA #: {{dea}}', 'Prescriber DEA number {{dea}}.', 'Controlled substance prescriptions require the DEA registration {{dea}}.'],
  nhs: ['NHS number: {{nhs}}', 'Her NHS no. is {{nhs}}.', 'Patient (NHS {{nhs}}) was seen in clinic.', 'Ref {{nhs}}'],
  nino: ['National Insurance number: {{nino}}', 'NI number {{nino}}', 'Please quote your NINO ({{nino}}) on all correspondence.', 'NI No: {{nino}}'],
  postcode: ['Postcode: {{postcode}}', 'We deliver to {{postcode}} on Tuesdays.', 'She moved to {{city}} {{postcode}} last spring.'],
  nif: ['NIF: {{nif}}', 'His [[NRP|Spanish]] DNI is {{nif}}.', 'Tax ID (NIF) {{nif}} must appear on the invoice.'],
  nie: ['NIE: {{nie}}', 'Her foreigner identity number (NIE) is {{nie}}.', 'The NIE {{nie}} was issued in {{city}}.'],
  cf: ['Codice fiscale: {{cf}}', 'Her [[NRP|Italian]] tax code is {{cf}}.', 'Fiscal code {{cf}}'],
  piva: ['Partita IVA: {{piva}}', 'The supplier\'s [[NRP|Italian]] VAT number is {{piva}}.', 'VAT code {{piva}}'],
  steuerid: ['Steuer-ID: {{steuerid}}', 'His [[NRP|German]] tax identification number is {{steuerid}}.', 'Tax ID {{steuerid}}'],
  ausweis: ['Personalausweis-Nr.: {{ausweis}}', '[[NRP|German]] ID card number {{ausweis}}', 'She identified herself with ID card {{ausweis}}.'],
  depass: ['Reisepass: {{depass}}', '[[NRP|German]] passport number {{depass}}', 'passport no. {{depass}}'],
  ustid: ['USt-IdNr.: {{ustid}}', 'VAT ID {{ustid}}', 'Our [[NRP|German]] VAT registration number is {{ustid}}.'],
  nir: ['Numéro de sécurité sociale : {{nir}}', 'His [[NRP|French]] social security number (NIR) is {{nir}}.', 'INSEE number {{nir}}'],
  bsn: ['BSN: {{bsn}}', 'Her burgerservicenummer is {{bsn}}.', '[[NRP|Dutch]] citizen service number {{bsn}}'],
  pesel: ['PESEL: {{pesel}}', 'His [[NRP|Polish]] national ID number (PESEL) is {{pesel}}.', 'numer PESEL {{pesel}}'],
  pan: ['PAN: {{pan}}', 'Please share your PAN card number ({{pan}}) for TDS.', 'Permanent Account Number {{pan}}', 'pan no {{pan}}'],
  aadhaar: ['Aadhaar: {{aadhaar}}', 'My Aadhaar number is {{aadhaar}}.', 'UID {{aadhaar}} linked to the bank account.', 'aadhar card {{aadhaar}}'],
  tfn: ['TFN: {{tfn}}', 'Your tax file number ({{tfn}}) is missing from the form.', 'Tax File Number {{tfn}}'],
  abn: ['ABN: {{abn}}', 'Invoice from {{company}} (ABN {{abn}}).', 'Business number (ABN) {{abn}}'],
  sin: ['SIN: {{sin}}', 'Her [[NRP|Canadian]] social insurance number is {{sin}}.', 'Social Insurance No. {{sin}}'],
  nric: ['NRIC: {{nric}}', '[[LOCATION|Singapore]] NRIC/FIN {{nric}}', 'IC number {{nric}}', 'FIN {{nric}} on the work pass'],
  ip: ['Login from IP {{ip}}.', 'The request came from {{ip}}.', 'client address {{ip}}'],
  mac: ['Device MAC {{mac}}', 'The laptop\'s MAC address is {{mac}}.'],
  url: ['See {{url}}', 'Profile: {{url}}', 'Link: {{url}}'],
};

/** Bare variants: the value with no context word at all. */
export const BARE: Record<string, string> = {
  ssn: '{{ssn}}', itin: '{{itin}}', cc: '{{cc}}', iban: '{{iban}}', nhs: '{{nhs}}', nino: '{{nino}}', nif: '{{nif}}', cf: '{{cf}}',
  steuerid: '{{steuerid}}', bsn: '{{bsn}}', pesel: '{{pesel}}', pan: '{{pan}}', aadhaar: '{{aadhaar}}', tfn: '{{tfn}}', abn: '{{abn}}',
  sin: '{{sin}}', nric: '{{nric}}', btc: '{{btc}}', npi: '{{npi}}', nir: '{{nir}}', uspassport: '{{uspassport}}', aba: '{{aba}}',
};

const LOCAL_IDS: Record<LocaleId, [string, number][]> = {
  en_US: [['ssn', 5], ['itin', 2], ['uspassport', 2], ['usdl', 3], ['bank', 2], ['aba', 1], ['cc', 4], ['npi', 1], ['dea', 1], ['btc', 1], ['iban', 0.5], ['sin', 0.7], ['nric', 0.3]],
  en_GB: [['nhs', 4], ['nino', 4], ['postcode', 2], ['cc', 3], ['iban', 3], ['btc', 0.5], ['sin', 0.3], ['nric', 0.5]],
  en_IN: [['pan', 5], ['aadhaar', 5], ['cc', 2], ['iban', 0.5], ['nric', 0.5]],
  en_AU: [['tfn', 5], ['abn', 4], ['cc', 3], ['nric', 0.5], ['sin', 0.3]],
  de: [['steuerid', 4], ['ausweis', 3], ['depass', 3], ['ustid', 3], ['iban', 3], ['cc', 1]],
  fr: [['nir', 5], ['iban', 3], ['cc', 1]],
  es: [['nif', 5], ['nie', 4], ['iban', 3], ['cc', 1]],
  it: [['cf', 5], ['piva', 4], ['iban', 3], ['cc', 1]],
  nl: [['bsn', 5], ['iban', 3], ['cc', 1]],
  pt_BR: [['cc', 3], ['iban', 1], ['btc', 1]],
  pl: [['pesel', 5], ['iban', 3], ['cc', 1]],
};

/** An identifier sentence that fits the locale; about 15% are bare numbers without context. */
export function idSentence(ctx: DocContext, bareRate = 0.15): string {
  const key = ctx.rng.weighted(LOCAL_IDS[ctx.locale]);
  const bare = BARE[key];
  if (bare && ctx.rng.chance(bareRate)) return ctx.rng.pick([bare, `(${bare})`, `ref. ${bare}`, `${bare} — see attached.`]);
  return ctx.rng.pick(ID_SENTENCES[key]!);
}

export function idSentences(ctx: DocContext, min: number, max: number): string[] {
  const n = ctx.rng.int(min, max);
  const out: string[] = [];
  for (let i = 0; i < n * 4 && out.length < n; i++) {
    const s = idSentence(ctx);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}
