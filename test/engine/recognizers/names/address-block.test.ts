import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';

/** [type, text] of every entity at threshold 0.5 (default overlap resolution). */
function spans(text: string, language = 'en'): [string, string][] {
  return analyze(text, { language, score_threshold: 0.5 }).entities.map((e) => [e.entity_type, e.text]);
}
function locations(text: string, language = 'en'): string[] {
  return spans(text, language)
    .filter(([t]) => t === 'LOCATION')
    .map(([, s]) => s);
}

test('a multi-line Nordic address block is one LOCATION span, with the house number, staircase and flat', () => {
  const text = 'Lähetys: 2210 Kalliokatu 8 C 14\nVantaa\n01300\nFinland\n\nKiitos!';
  assert.deepEqual(locations(text), ['2210 Kalliokatu 8 C 14\nVantaa\n01300\nFinland']);
  assert.deepEqual(locations('Adress: Drottninggatan 21, 111 51 Stockholm, Sverige.', 'en'), ['Drottninggatan 21, 111 51 Stockholm, Sverige']);
});

test('UK: a flat before the street and the postcode are inside the span, the postcode never cut', () => {
  assert.deepEqual(locations('Post it to Flat 12, 9 Tenter Lane, Leeds LS2 7QT, UK by Friday.'), ['Flat 12, 9 Tenter Lane, Leeds LS2 7QT, UK']);
  // No UK_POSTCODE or city fragment is left beside the joined address.
  assert.deepEqual(spans('Deliver to 40 Ship Street, Brighton BN1 1AE.').map(([t]) => t), ['LOCATION']);
  // A place with a postcode and no street.
  assert.deepEqual(locations('Our office moved to Bristol BS1 4DJ last year.'), ['Bristol BS1 4DJ']);
});

test('c/o and unit lines join the street below them', () => {
  assert.deepEqual(locations('c/o Ravi Menon\nSuite 410\n2200 Harbor Boulevard\nCosta Mesa, CA 92626'), ['c/o Ravi Menon\nSuite 410\n2200 Harbor Boulevard\nCosta Mesa, CA 92626']);
  assert.deepEqual(locations('Apt 7C, 88 Elm Avenue, Portland, OR 97205'), ['Apt 7C, 88 Elm Avenue, Portland, OR 97205']);
});

test('postal formats of the supported countries', () => {
  const cases: [string, string, string][] = [
    ['en', 'Ship to 350 Bay Street, Toronto, ON M5H 2S6, Canada.', '350 Bay Street, Toronto, ON M5H 2S6, Canada'],
    ['en', 'Level 5, 60 Pitt Street, Sydney NSW 2000, Australia', 'Level 5, 60 Pitt Street, Sydney NSW 2000, Australia'],
    ['de', 'Bitte an Lindenallee 17, 50968 Köln senden.', 'Lindenallee 17, 50968 Köln'],
    ['nl', 'Ons adres: Prinsengracht 263\n1016 GV Amsterdam', 'Prinsengracht 263\n1016 GV Amsterdam'],
    ['fr', 'Envoyez-le au 8 rue des Lilas, 69003 Lyon, France.', '8 rue des Lilas, 69003 Lyon, France'],
    ['es', 'Vivo en Calle de Serrano 41, 2º A, 28001 Madrid.', 'Calle de Serrano 41, 2º A, 28001 Madrid'],
    ['it', 'Abito in via Garibaldi 7, 10122 Torino.', 'via Garibaldi 7, 10122 Torino'],
    ['pt', 'Morada: Rua do Carmo 25, 1200-093 Lisboa', 'Rua do Carmo 25, 1200-093 Lisboa'],
    ['pl', 'Adres: ul. Piękna 11/3, 00-549 Warszawa.', 'ul. Piękna 11/3, 00-549 Warszawa'],
  ];
  for (const [language, text, address] of cases) assert.deepEqual(locations(text, language), [address], `${language}: ${text}`);
});

test('near misses: the address ends where the address ends', () => {
  // A sentence after the city, a name on the next line, a lower-case word: none is part of the address.
  assert.deepEqual(locations('Send it to 12 Mill Road, Cambridge. Thanks, Tom'), ['12 Mill Road, Cambridge']);
  assert.deepEqual(locations('15 Park Lane, London W1K 1QA\nPhone 020 7946 0000'), ['15 Park Lane, London W1K 1QA']);
  assert.deepEqual(locations('We live at 5 Oak Close and love it.'), ['5 Oak Close']);
  // Two addresses in one text stay two spans.
  assert.deepEqual(locations('From 3 High Street, Oxford OX1 4AP to 20 Quay Street, Manchester M3 3HN.'), ['3 High Street, Oxford OX1 4AP', '20 Quay Street, Manchester M3 3HN']);
});

test('negative: numbers next to places are not postcodes', () => {
  assert.deepEqual(locations('In 2019 Paris hosted 30000 visitors.'), ['Paris']);
  assert.deepEqual(locations('London 10000 runners finished.'), ['London']);
  assert.deepEqual(locations('Version 2.4 ships on 12 servers in Dublin.'), ['Dublin']);
});

test('a phone number on the line after an address is not a postcode', () => {
  assert.deepEqual(locations('Sarah Bell\n12 Orchard Terrace, York YO1 7HH\n0131 496 0022 · sbell@example.com'), ['12 Orchard Terrace, York YO1 7HH']);
  assert.deepEqual(locations('3 Mill Lane, Leeds LS1 2AB\n07700 900123'), ['3 Mill Lane, Leeds LS1 2AB']);
});

test('US military mail (APO/FPO/DPO) is one LOCATION span with its first line', () => {
  assert.deepEqual(locations('Ship it to USNS Brown\nFPO AE 98301 please.'), ['USNS Brown\nFPO AE 98301']);
  assert.deepEqual(locations('Send it to PSC 4115, Box 7815\nAPO AA 41945'), ['PSC 4115, Box 7815\nAPO AA 41945']);
  assert.deepEqual(locations('Unit 0964 Box 1130, DPO AP 50256'), ['Unit 0964 Box 1130, DPO AP 50256']);
  assert.deepEqual(locations('The APO is closed; code AE 12345 is not an address.'), []);
});

test('USPS street types in the plural ("Drives", "Ways") end a street like the singular', () => {
  assert.deepEqual(locations('Please ship the order to 79402 Peterson Drives Apt. 511\nDavisstad, ND 52311'), ['79402 Peterson Drives Apt. 511\nDavisstad, ND 52311']);
  assert.deepEqual(locations('They live at 18 Miller Ways, Lake Tonya, WI 53005.'), ['18 Miller Ways, Lake Tonya, WI 53005']);
});

test('a postcode named as one is a LOCATION without a street: "zip code is 94103"', () => {
  assert.deepEqual(locations('Her zip code is 94103 and she is 34.'), ['94103']);
  assert.deepEqual(locations('ZIP: 10001-1234'), ['10001-1234']);
  assert.deepEqual(locations('Die Postleitzahl ist 10115.', 'de'), ['10115']);
  assert.deepEqual(locations('The cap on spending is 50000 dollars; he zipped 12345 files.'), []);
});

test('a street line without a house number and a flat line above a town and postcode join the address', () => {
  assert.deepEqual(locations('Flat 45\nPatel Roads\nNorth Rebecca\nW1T 3JH'), ['Flat 45\nPatel Roads\nNorth Rebecca\nW1T 3JH']);
  assert.deepEqual(locations('Studio 12\nSmith rapids\nWest Lindaport\nB4 7QJ'), ['Studio 12\nSmith rapids\nWest Lindaport\nB4 7QJ']);
  assert.deepEqual(locations('Thanks for the Help\nLondon SW1A 2AA'), ['London SW1A 2AA'], 'a line that is no street stays out');
});

test('Brazil: the CEP (five digits, dash, three) is never cut', () => {
  assert.deepEqual(locations('Meu nome é João Silva e moro na Rua Augusta 1500, São Paulo, CEP 01304-001.', 'pt'), ['Rua Augusta 1500, São Paulo, CEP 01304-001']);
});

test('Germany: "-Str." compounds, streets led by Am/Im/An der, units "Zimmer 5" and "6 OG", cities of several words', () => {
  const cases: [string, string][] = [
    ['Bitte an Fritz-Henseler-Str. 51, 97108 Bergisch Gladbach senden.', 'Fritz-Henseler-Str. 51, 97108 Bergisch Gladbach'],
    ['Die Adresse ist An der Luisenburg 48, 54213 Aalen.', 'An der Luisenburg 48, 54213 Aalen'],
    ['Lieferung an:\nAm Kreispark 98c\n80331 München', 'Am Kreispark 98c\n80331 München'],
    ['Neujudenhof 67b Zimmer 540, 24720 Nord Larsburg', 'Neujudenhof 67b Zimmer 540, 24720 Nord Larsburg'],
    ['Bohnenkampsweg 79c 6 OG\n10332 Böblingen', 'Bohnenkampsweg 79c 6 OG\n10332 Böblingen'],
    ['Wir wohnen Am Sportplatz 64b, 14770 Brandenburg an der Havel.', 'Am Sportplatz 64b, 14770 Brandenburg an der Havel'],
  ];
  for (const [text, address] of cases) assert.deepEqual(locations(text, 'de'), [address], text);
});

test('Germany, negative: Am/Im/An der and weak compounds with a number but no postcode are no address', () => {
  assert.deepEqual(locations('Am Montag 12 Leute kamen vorbei.', 'de'), []);
  assert.deepEqual(locations('Im Jahr 2020 waren es mehr.', 'de'), []);
  assert.deepEqual(locations('Auf dem Markt 3 Äpfel gekauft.', 'de'), []);
  assert.deepEqual(locations('Der Freizeitpark 2 ist neu.', 'de'), []);
});

test('France: street types Voie/Passage/Impasse, "d\'" particles, "3 étage", postcode line', () => {
  const cases: [string, string][] = [
    ['Envoyez le colis à 975 Voie de Caumartin Apt. 867, 98682 Amiens.', '975 Voie de Caumartin Apt. 867, 98682 Amiens'],
    ['Envoyez le colis à 16 Voie d\'Assas, 98683 Vénissieux.', '16 Voie d\'Assas, 98683 Vénissieux'],
    ['41 Boulevard d\'Alésia 3 étage\n34551 Noisy-le-Grand', '41 Boulevard d\'Alésia 3 étage\n34551 Noisy-le-Grand'],
    ['Adresse : 47 Place de Tilsitt\n13981 Le Tampon', '47 Place de Tilsitt\n13981 Le Tampon'],
    ['7 Passage d\'Abbeville, 59650 Villeneuve d\'Ascq', '7 Passage d\'Abbeville, 59650 Villeneuve d\'Ascq'],
  ];
  for (const [text, address] of cases) assert.deepEqual(locations(text, 'fr'), [address], text);
});

test('English prose: street keywords of other languages without a number are no address', () => {
  assert.deepEqual(locations('Place Order now; Route planning and Passage of time are topics.'), []);
  assert.deepEqual(locations('Via email 3 times a day, Piano 7 keys were broken.'), []);
  // A street after a house number still takes its unit, but no prose word.
  assert.deepEqual(locations('I live at 12 Main Street I think.'), ['12 Main Street']);
});

test('Netherlands: "1234 AB" postcode with the city, street types -park/-dijk/-laan, units "3 hoog", "III"', () => {
  const cases: [string, string][] = [
    ['Stuur het pakket naar Maximilianlaan 18 3 hoog, 9821 SZ Amerongen.', 'Maximilianlaan 18 3 hoog, 9821 SZ Amerongen'],
    ['Ilaypark 33\n5506 QG Spitsburen', 'Ilaypark 33\n5506 QG Spitsburen'],
    ['van der Veldegracht 959 III 1 hoog\n4283 MX Bakelsedonk', 'van der Veldegracht 959 III 1 hoog\n4283 MX Bakelsedonk'],
    ['Maaikeweg 924b 3 hoog achter, 2986 LR Beswerddijk', 'Maaikeweg 924b 3 hoog achter, 2986 LR Beswerddijk'],
    ['Ahmadplantsoen 616, 4198 BU Westereinbosch', 'Ahmadplantsoen 616, 4198 BU Westereinbosch'],
    ['Hendrikagracht 367a\n2411 QG Alphen aan den Rijn', 'Hendrikagracht 367a\n2411 QG Alphen aan den Rijn'],
  ];
  for (const [text, address] of cases) assert.deepEqual(locations(text, 'nl'), [address], text);
  assert.deepEqual(locations('Het Vondelpark 3 keer bezocht.', 'nl'), []);
});

test('Brazil: cities of several words with particles, units "Apto.", "Casa 7", "Quadra 91"', () => {
  const cases: [string, string][] = [
    ['Envie o pacote para 97985 Rua Franco, 25180-971 Ofélia de Nossa Senhora.', '97985 Rua Franco, 25180-971 Ofélia de Nossa Senhora'],
    ['53206 Rua Costa Apto. 592, 66508-310 Reis de Nossa Senhora', '53206 Rua Costa Apto. 592, 66508-310 Reis de Nossa Senhora'],
    ['Rua das Flores 120 Casa 7, 80010-000 Curitiba', 'Rua das Flores 120 Casa 7, 80010-000 Curitiba'],
    ['993 Rodovia Valentina\n31596-506 Martins do Sul', '993 Rodovia Valentina\n31596-506 Martins do Sul'],
  ];
  for (const [text, address] of cases) assert.deepEqual(locations(text, 'pt'), [address], text);
});

test('Spain: "s/n", "1º Izda.", "Bajo Dcha.", "3º B" and the postcode line', () => {
  const cases: [string, string][] = [
    ['Envíe el paquete a Travesía Juan Ramón s/n. 1º Izda., 86709 Gerona.', 'Travesía Juan Ramón s/n. 1º Izda., 86709 Gerona'],
    ['Calle Mayor 69 1º B\n03328 Ferrol', 'Calle Mayor 69 1º B\n03328 Ferrol'],
    ['Urbanización Laura Alicea Negrón, 12 Bajo Izda.\n14926 Benidorm', 'Urbanización Laura Alicea Negrón, 12 Bajo Izda.\n14926 Benidorm'],
    ['Muelle Olivia s/n., 71087 Inca', 'Muelle Olivia s/n., 71087 Inca'],
    ['Paseo de Gracia 43, 08007 Barcelona', 'Paseo de Gracia 43, 08007 Barcelona'],
  ];
  for (const [text, address] of cases) assert.deepEqual(locations(text, 'es'), [address], text);
  assert.deepEqual(locations('El Muelle Olivia es bonito.', 'es'), []);
});

test('Italy: street types Strada/Contrada/Borgo, units "Piano 7", "Appartamento 35", the postcode line', () => {
  const cases: [string, string][] = [
    ['Invia il pacco a Piazza Oddone 526, Appartamento 73\n31982 Piedicavallo.', 'Piazza Oddone 526, Appartamento 73\n31982 Piedicavallo'],
    ['Contrada Azzurra 19, 51979 Quarto Ilva', 'Contrada Azzurra 19, 51979 Quarto Ilva'],
    ['Strada Viola 96, Piano 5, 20619 Celeste', 'Strada Viola 96, Piano 5, 20619 Celeste'],
    ['Via Emilia 12\n42121 Reggio nell\'Emilia', 'Via Emilia 12\n42121 Reggio nell\'Emilia'],
  ];
  for (const [text, address] of cases) assert.deepEqual(locations(text, 'it'), [address], text);
  assert.deepEqual(locations('Il Borgo 3 volte al giorno.', 'it'), []);
});

test('UK: a house number and "The …", a town line, a postcode line; a flat line above the street', () => {
  assert.deepEqual(locations('Send it to:\n6 The Hawthorns\nUpton\nCB2 4WB'), ['6 The Hawthorns\nUpton\nCB2 4WB']);
  assert.deepEqual(locations('Please send the parcel to 6 The Hawthorns\nGreat Shelford\nCB22 5AB'), ['6 The Hawthorns\nGreat Shelford\nCB22 5AB']);
  assert.deepEqual(locations('Flat 2\n14 Mill Lane\nHarpenden\nAL5 1AB\nUnited Kingdom'), ['Flat 2\n14 Mill Lane\nHarpenden\nAL5 1AB\nUnited Kingdom']);
  assert.deepEqual(locations('Flat 3, 27 Kings Road, Brighton BN1 1NB, UK'), ['Flat 3, 27 Kings Road, Brighton BN1 1NB, UK']);
});

test('Australia: two-word street types ("Estate Dr") and "Circuit"', () => {
  assert.deepEqual(locations('Please send the parcel to 1248 Hettinger Estate Dr Apt. 493, Finnworth, NT 0800.'), ['1248 Hettinger Estate Dr Apt. 493, Finnworth, NT 0800']);
  assert.deepEqual(locations('49 Phillips Circuit, Grahamside, NT 3090'), ['49 Phillips Circuit, Grahamside, NT 3090']);
});

test('continental Europe: a street of any name with a house number, then postcode and city, is an address', () => {
  const cases: [string, string, string][] = [
    ['de', 'Bitte an Steinbücheler Feld 77b\n95576 West Simon.', 'Steinbücheler Feld 77b\n95576 West Simon'],
    ['de', 'Domblick 40, 56740 Ost Smilla', 'Domblick 40, 56740 Ost Smilla'],
    ['es', 'Envíe el paquete a Mercado Marisol s/n.\n39131 Oviedo', 'Mercado Marisol s/n.\n39131 Oviedo'],
    ['it', 'Invia il pacco a Incrocio Maggiorino 208, Piano 7, 13542 Settimo Candido', 'Incrocio Maggiorino 208, Piano 7, 13542 Settimo Candido'],
  ];
  for (const [language, text, address] of cases) assert.deepEqual(locations(text, language), [address], text);
  // Numbered things that are no street, and a number without a postcode and city after it.
  assert.deepEqual(locations('Siehe Seite 12, 10000 Exemplare wurden gedruckt.', 'de'), []);
  assert.deepEqual(locations('Capítulo 3, 28001 Madrid es la sede.', 'es'), ['28001 Madrid']);
  assert.deepEqual(locations('Wir kamen um 12, 30000 Menschen warteten.', 'de'), []);
  assert.deepEqual(locations('Tavolo 12, 20 persone.', 'it'), []);
});

test('UK: a street of any name ("97 Beer Lea", "9 The Copse") before a town and a UK postcode', () => {
  assert.deepEqual(locations('Please send the parcel to 97 Beer Lea Suite 709, Deckow-over-Greenfelder CB2 0AG.'), ['97 Beer Lea Suite 709, Deckow-over-Greenfelder CB2 0AG']);
  assert.deepEqual(locations('9 The Copse, Tromphampton, AL5 4YJ, UK'), ['9 The Copse, Tromphampton, AL5 4YJ, UK']);
  assert.deepEqual(locations('8 Vella Orchard\nNew Bruen Green\nW1T 7ZW'), ['8 Vella Orchard\nNew Bruen Green\nW1T 7ZW']);
  // Without a UK postcode a number and capitalised words stay prose.
  assert.deepEqual(locations('We sold 3 Big Macs, London loved them.'), ['London']);
});

test('a name and a comma before a numbered street stay out of the address', () => {
  assert.deepEqual(locations('Contact : Hippolyte Gaillard, 8194 Allée Vaneau, 57588 Reims.', 'fr'), ['8194 Allée Vaneau, 57588 Reims']);
  assert.deepEqual(locations('Envíe el paquete a Barranco Jennifer, 4, 60760 Benalmádena.', 'es'), ['Barranco Jennifer, 4, 60760 Benalmádena']);
});

test('Poland: lower-case street types ("park", "skwer", "wyb.") with "m." flats before a "00-000" postcode', () => {
  const cases: [string, string][] = [
    ['Proszę wysłać paczkę na adres park Niedźwiecki 208 m. 670, 82-113 Zelów.', 'park Niedźwiecki 208 m. 670, 82-113 Zelów'],
    ['skwer Sochacki 54a m. 110, 35-924 Prudnik', 'skwer Sochacki 54a m. 110, 35-924 Prudnik'],
    ['bulw. Trojanowski 30b\n37-684 Kolbuszowa', 'bulw. Trojanowski 30b\n37-684 Kolbuszowa'],
    ['ul. Długa 5/7, 00-950 Warszawa', 'ul. Długa 5/7, 00-950 Warszawa'],
  ];
  for (const [text, address] of cases) assert.deepEqual(locations(text, 'pl'), [address], text);
  assert.deepEqual(locations('W park Miejski 3 razy poszliśmy.', 'pl'), []);
});

test('Austria, Switzerland, Belgium: four-digit postcodes after a street of any name, ending where the sentence does', () => {
  const cases: [string, string, string][] = [
    ['de', 'Grünbach 35c 4 OG, 9243 Übelbach', 'Grünbach 35c 4 OG, 9243 Übelbach'],
    ['de', 'Hirschengraben 75c Apt. 208, 7098 Onex', 'Hirschengraben 75c Apt. 208, 7098 Onex'],
    ['nl', 'Quintendreef 2 1e verdieping, 2982 Oostendevijve', 'Quintendreef 2 1e verdieping, 2982 Oostendevijve'],
    ['fr', 'Porte Arturo 51 bis Apt. 466\n6586 Floreffe', 'Porte Arturo 51 bis Apt. 466\n6586 Floreffe'],
    ['fr', 'Drève du Finistère 161a 2 étage\n9550 Aubel', 'Drève du Finistère 161a 2 étage\n9550 Aubel'],
  ];
  for (const [language, text, address] of cases) assert.deepEqual(locations(text, language), [address], text);
  assert.deepEqual(locations('In Runde 3, 2000 Meter weit gelaufen.', 'de'), []);
  assert.deepEqual(locations('Runde 3, 12345 Zuschauer kamen.', 'de'), []);
});

test('negative: a weekday after "Am", or words between the number and the postcode, make no address', () => {
  assert.deepEqual(locations('Treffen: Am Freitag 13 Uhr, 10115 Berlin.', 'de'), ['10115 Berlin']);
  assert.deepEqual(locations('Am Sonntag 5, 10115 Berlin', 'de'), ['10115 Berlin']);
  assert.ok(!locations('Het Vondelpark 3 keer, 1071 AA Amsterdam.', 'nl').some((l) => l.includes('Vondelpark')));
});

test('real layouts: Spanish "C/", Italian province in brackets and "14/B", French CEDEX', () => {
  assert.deepEqual(locations('Dirección: C/ Mayor, 5, 3º izq., 28013 Madrid.', 'es'), ['C/ Mayor, 5, 3º izq., 28013 Madrid']);
  assert.deepEqual(locations('Sede: Via dei Mille 14/B, 80121 Napoli (NA).', 'it'), ['Via dei Mille 14/B, 80121 Napoli (NA)']);
  assert.deepEqual(locations('12 rue de la Paix, 75002 Paris CEDEX 2.', 'fr'), ['12 rue de la Paix, 75002 Paris CEDEX 2']);
  // A bracket after a city that is no province code stays out.
  assert.deepEqual(locations('Via Roma 5, 00100 Roma (vedi mappa).', 'it'), ['Via Roma 5, 00100 Roma']);
});

test('Germany: streets named after a title or a saint ("Dr.-Oberreiter-Straße", "St. Ingberter Str.")', () => {
  assert.deepEqual(locations('Dr.-Oberreiter-Straße 52c, 9436 Ludesch', 'de'), ['Dr.-Oberreiter-Straße 52c, 9436 Ludesch']);
  assert.deepEqual(locations('St. Ingberter Str. 813\n66123 Saarbrücken', 'de'), ['St. Ingberter Str. 813\n66123 Saarbrücken']);
  // A title before a street with a space is the person's, not the street's.
  assert.deepEqual(locations('Er traf Dr. Hauptstraße 5 nicht.', 'de'), ['Hauptstraße 5']);
});

test('a country whose name holds an "and" ends the address whole: "Bosnia and Herzegovina", "Saint Vincent and the Grenadines"', () => {
  assert.deepEqual(locations('Ship it to 12 Main Street, Springfield, Bosnia and Herzegovina.'), ['12 Main Street, Springfield, Bosnia and Herzegovina']);
  assert.deepEqual(locations('Ship to 12 rue de la Paix, 75002 Paris, Trinidad and Tobago, thanks.'), ['12 rue de la Paix, 75002 Paris, Trinidad and Tobago']);
  assert.deepEqual(locations('Send it to 879 Quai de Vaugirard, Cayenne, Saint Vincent and the Grenadines'), ['879 Quai de Vaugirard, Cayenne, Saint Vincent and the Grenadines']);
  // Any other "and" still ends it.
  assert.deepEqual(locations('Ship it to 12 Main Street, Springfield, Ohio and call me.'), ['12 Main Street, Springfield, Ohio']);
});

test('a town alone on its line above a country line belongs to the address; a year-like house number after "at" is one', () => {
  assert.deepEqual(locations('Address: 3328 W 1st Street\nEmilieview\nBenin'), ['3328 W 1st Street\nEmilieview\nBenin']);
  assert.deepEqual(locations('I live at 1973 Kings Highway, Springfield.'), ['1973 Kings Highway, Springfield']);
  assert.ok(!locations('In 2019 Apple Park opened.').some((l) => l.startsWith('2019')));
});

test('a unit before the street needs a number or capital letters: "the office at" is no unit', () => {
  const loc = (text: string) => analyze(text, { entities: ['LOCATION'] }).entities.map((e) => e.text);
  assert.deepEqual(loc('Please send it to the Acme office at Flurstr. 95c.'), ['Flurstr. 95c']);
  assert.deepEqual(loc('Flat A, 27 Kings Road, Brighton BN1 1NB'), ['Flat A, 27 Kings Road, Brighton BN1 1NB']);
});
