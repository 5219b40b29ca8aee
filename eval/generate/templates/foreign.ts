/** Documents written in German, French, Spanish, Italian, Dutch, Portuguese and Polish. */
import type { DocContext } from '../context.ts';

const T: Record<string, string[]> = {
  de: [
    'Sehr geehrte{{suffix}} {{title}} {{last}},\n\nvielen Dank für Ihre Nachricht vom {{date}}. Ihr Termin in unserer Filiale in {{city}} ist am {{futuredate}} um {{time}} Uhr. Bitte bringen Sie Ihren Personalausweis ({{ausweis}}) mit.\n\nMit freundlichen Grüßen\n{{full2}}\n{{org}}',
    'Rechnung an: {{full}}, {{address}}\nSteuer-ID: {{steuerid}}\nUSt-IdNr.: {{ustid}}\nBitte überweisen Sie den Betrag auf das Konto {{iban}}.',
    'Hallo {{first}}, ich bin ab {{date}} in {{city}}. Ruf mich an unter {{mobile}} oder schreib an {{email}}. Grüße, {{first2}}',
    'Bewerbung von {{full}}, geboren am {{dob}} in {{city2}}, Staatsangehörigkeit: [[NRP|deutsch]]. Reisepass Nr. {{depass}}. Anschrift: {{address}}.',
    'Protokoll vom {{date}}: Anwesend waren {{title}} {{full}}, {{full2}} und {{full3}} ({{org}}). Nächstes Treffen am {{futuredate}} in {{city}}.',
  ],
  fr: [
    'Bonjour {{title}} {{last}},\n\nSuite à notre entretien du {{date}}, je vous confirme votre rendez-vous à {{city}} le {{futuredate}} à {{time}}. Numéro de sécurité sociale : {{nir}}.\n\nCordialement,\n{{full2}}\n{{org}}',
    'Facture adressée à {{full}}, {{address}}. Téléphone : {{phone}}. Merci de régler par virement sur le compte {{iban}}.',
    'Salut {{first}} ! Je suis à {{city}} jusqu\'au {{date}}. Appelle-moi au {{mobile}}. Bises, {{first2}}',
    'Le patient, {{full}}, âgé de {{age}} ans, né le {{dob}} à {{city2}}, a été admis le {{date}}. Médecin traitant : {{title2}} {{full2}}.',
  ],
  es: [
    'Estimado/a {{title}} {{last}}:\n\nLe confirmamos su cita en nuestra oficina de {{city}} el {{futuredate}} a las {{time}}. Por favor, traiga su DNI ({{nif}}).\n\nAtentamente,\n{{full2}}\n{{org}}',
    'Factura a nombre de {{full}}, NIE {{nie}}, domicilio en {{address}}. IBAN para el pago: {{iban}}.',
    'Hola {{first}}, llego a {{city}} el {{date}}. Mi móvil es {{mobile}} y mi correo {{email}}. Un abrazo, {{first2}}',
    'El paciente {{full}}, de {{age}} años, natural de {{city2}}, ingresó el {{date}} en el {{org}}. NIF: {{nif}}.',
  ],
  it: [
    'Gentile {{title}} {{last}},\n\nLe confermiamo l\'appuntamento presso la nostra sede di {{city}} il {{futuredate}} alle ore {{time}}. Codice fiscale: {{cf}}.\n\nCordiali saluti,\n{{full2}}\n{{org}}',
    'Fattura intestata a {{full}}, {{address}}. Partita IVA: {{piva}}. Pagamento tramite bonifico su IBAN {{iban}}.',
    'Ciao {{first}}! Sono a {{city}} fino al {{date}}, chiamami al {{mobile}}. Un saluto, {{first2}}',
    'Il paziente {{full}}, di {{age}} anni, nato a {{city2}} il {{dob}}, è stato ricoverato il {{date}}.',
  ],
  nl: [
    'Beste {{title}} {{last}},\n\nHierbij bevestigen wij uw afspraak op {{futuredate}} om {{time}} op ons kantoor in {{city}}. Uw BSN: {{bsn}}.\n\nMet vriendelijke groet,\n{{full2}}\n{{org}}',
    'Factuur voor {{full}}, {{address}}. Gelieve te betalen op rekening {{iban}} onder vermelding van {{orderno}}.',
    'Hoi {{first}}, ik ben vanaf {{date}} in {{city}}. Bel me op {{mobile}}. Groetjes, {{first2}}',
    'Patiënt {{full}}, {{age}} jaar, geboren op {{dob}} te {{city2}}, is op {{date}} opgenomen.',
  ],
  pt: [
    'Prezado(a) {{title}} {{last}},\n\nConfirmamos sua consulta em {{city}} no dia {{futuredate}} às {{time}}. Em caso de dúvidas, ligue para {{phone}}.\n\nAtenciosamente,\n{{full2}}\n{{org}}',
    'Nota fiscal em nome de {{full}}, {{address}}. E-mail: {{email}}.',
    'Oi {{first}}! Chego em {{city}} no dia {{date}}. Meu celular é {{mobile}}. Beijos, {{first2}}',
    'O paciente {{full}}, de {{age}} anos, natural de {{city2}}, foi internado em {{date}} no {{org}}.',
  ],
  pl: [
    'Szanowny {{title}} {{last}},\n\npotwierdzamy wizytę w naszym oddziale w {{city}} w dniu {{futuredate}} o godzinie {{time}}. Prosimy o podanie numeru PESEL: {{pesel}}.\n\nZ poważaniem,\n{{full2}}\n{{org}}',
    'Faktura dla: {{full}}, {{address}}. Numer konta: {{iban}}.',
    'Cześć {{first}}! Będę w {{city}} od {{date}}. Zadzwoń pod {{mobile}}. Pozdrawiam, {{first2}}',
    'Pacjent {{full}}, lat {{age}}, urodzony {{dob}} w {{city2}}, PESEL {{pesel}}, został przyjęty {{date}}.',
  ],
};

export function foreign(ctx: DocContext): string {
  const t = ctx.rng.pick(T[ctx.lang]!);
  return t.replace('{{suffix}}', ctx.persona(0).female ? '' : 'r');
}
