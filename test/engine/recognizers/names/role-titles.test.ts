import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../../src/engine/index.ts';

/** TITLE spans found in `text` (threshold 0). */
function titles(text: string): string[] {
  return analyze(text, { entities: ['TITLE'] }).entities.map((e) => e.text);
}

test('a job title in a role frame is a TITLE without a person beside it', () => {
  assert.deepEqual(titles('She works as a Principal Research Administrator in Bolivia.'), ['Principal Research Administrator']);
  assert.deepEqual(titles('He has been a Regional Accounts Manager since 2012.'), ['Regional Accounts Manager']);
  assert.deepEqual(titles('Joana is a 36-year-old Product Creative Supervisor from Porto.'), ['Product Creative Supervisor']);
  assert.deepEqual(titles('The firm hired her as Dynamic Intranet Producer.'), ['Dynamic Intranet Producer']);
  assert.deepEqual(titles('He worked as a senior software engineer for years.'), ['senior software engineer']);
  assert.deepEqual(titles('Contact our Legacy Optimization Architect, Hélio Batista, today.'), ['Legacy Optimization Architect']);
});

test('agent nouns end a capitalised job phrase; the phrase is cut at its last head', () => {
  assert.deepEqual(titles('She was hired as an Investor Assurance Representative.'), ['Investor Assurance Representative']);
  assert.deepEqual(titles('He is a Senior Data Strategist Monday to Friday.'), ['Senior Data Strategist']);
});

test('occupations in sentence case, as forms and generated data write them', () => {
  assert.deepEqual(titles('I work as a Chartered certified accountant in Leeds.'), ['Chartered certified accountant']);
  assert.deepEqual(titles('She is a Clinical psychologist.'), ['Clinical psychologist']);
  assert.deepEqual(titles('Contact our Quantity surveyor, Jane Roe, today.'), ['Quantity surveyor']);
  assert.deepEqual(titles('Fleta Heaney PhD, who works as a Quantity surveyor in Leeds.'), ['Quantity surveyor'], '"who" is a person');
  assert.deepEqual(titles('The firm hired Silas van den Pol as Retail buyer.'), ['Retail buyer'], 'sentence case after a bare "as" is no name');
});

test('a place the rules read in the first word of a long title gives way to it', () => {
  assert.deepEqual(analyze('Ellen has been a Central Data Analyst since 1970.', { entities: ['TITLE', 'LOCATION'] }).entities.map((e) => [e.entity_type, e.text]), [['TITLE', 'Central Data Analyst']]);
  assert.deepEqual(analyze('He moved to Central London as a child.', { entities: ['TITLE', 'LOCATION'] }).entities.map((e) => [e.entity_type, e.text]), [['LOCATION', 'Central London']]);
});

test('near misses: no frame, no head, an agent noun alone, a name after a bare "as", a possessive without the comma', () => {
  assert.deepEqual(titles('The Principal Research Administrator building is closed.'), []);
  assert.deepEqual(titles('Software as a Service and Infrastructure as a Platform.'), []);
  assert.deepEqual(titles('She joined as a Member and stayed an Independent.'), []);
  assert.deepEqual(titles('The plan failed, as Spencer Taylor said.'), []);
  assert.deepEqual(titles('Check our Data Center Provider for details.'), []);
  assert.deepEqual(titles('It serves as the Gateway Router for the office.'), []);
  assert.deepEqual(titles('It is a Reverse proxy server.'), [], 'sentence case, an agent noun, no person');
  assert.deepEqual(titles('Check our Reverse proxy server, then restart.'), [], 'a possessive apposition without a person');
});

test('more role frames: an apposition after a person, a sentence opening "The … at", a nationality before the title', () => {
  assert.deepEqual(titles('He introduced himself as Eugénie Olivier, a Land surveyor from Drancy.'), ['Land surveyor']);
  assert.deepEqual(titles('The Sales executive at Feil - Kunze, Mr. Keagan Brekke, signed the letter.'), ['Sales executive', 'Mr.']);
  assert.deepEqual(titles('The Chief Engineer of Acme Corp resigned.'), ['Chief Engineer']);
  assert.deepEqual(titles('Marley Ryan is a Vietnamese Human Markets Agent who lives near Leeds.'), ['Human Markets Agent']);
  assert.deepEqual(titles('Antonio Heathcote is a Chilean Librarian who lives near Leeds.'), ['Librarian']);
  assert.deepEqual(titles('I am 48 and my husband is a Global Security Liaison.'), ['Global Security Liaison']);
});

test('near misses of those frames: works named like a job, a nationality before a quality, an opening "The" without "at"', () => {
  assert.deepEqual(titles('The Barber of Seville opens tonight.'), []);
  assert.deepEqual(titles('The Demon Barber of Fleet Street was revived.'), []);
  assert.deepEqual(titles('Justincase was an American Alternative rock band from Chicago.'), []);
  assert.deepEqual(titles('She won the British Independent Film Award for Best Actress.'), []);
  assert.deepEqual(titles('The report, a Senior Manager said, is late.'), [], 'an apposition needs a person before its comma');
});

test('"as our new …", "is a former …": a possessive or a word for when the role is held may stand before the title', () => {
  assert.deepEqual(titles('We hired Elva Upton as our new Insurance underwriter.'), ['Insurance underwriter']);
  assert.deepEqual(titles('He is a former Sales manager.'), ['Sales manager']);
  assert.deepEqual(titles('As a new Member he voted.'), []);
});

test('a weak place reading of the first of two words gives way to the title; a city does not', () => {
  assert.deepEqual(titles('He works as a Police officer in Hayesfort.'), ['Police officer']);
  assert.deepEqual(analyze('She is a Paris correspondent for the BBC.', { entities: ['TITLE', 'LOCATION'] }).entities.map((e) => [e.entity_type, e.text]), [['LOCATION', 'Paris']]);
});

test('", the …" after a person, and a possessive before a title and the person\'s given name', () => {
  assert.deepEqual(titles("I'm Matilda Boyle, the Air traffic controller at Kunze."), ['Air traffic controller']);
  assert.deepEqual(titles('For questions, contact our Graphic designer João Pedro Costa today.'), ['Graphic designer']);
  assert.deepEqual(titles('As a comfort, the Doctor felt himself called upon.'), [], 'a lower-case word before the comma is no person');
});

test('"our …" before a title and the given name of a person the phrase ran into', () => {
  assert.deepEqual(titles('For questions, contact our Internal Program Executive Benjamin Pereira today.'), ['Internal Program Executive']);
});

test('form labels whose value is a job: "Occupation:", "Job title:", "Position:"', () => {
  assert.deepEqual(titles('First name: Rita\nAge: 33\nOccupation: Mechanical engineer'), ['Mechanical engineer']);
  assert.deepEqual(titles('Employer: Hahn LLC\nJob title: Librarian\nWork phone: 555 0100'), ['Librarian']);
  assert.deepEqual(titles('Applicant: Mae Brakus | Position: Human Tactics Representative | Start date: April 11, 1966'), ['Human Tactics Representative']);
  assert.deepEqual(titles('Position: Fixed Wing'), [], 'no head');
  assert.deepEqual(titles('Role: Data Manager software'), [], 'the value must end at the head');
});

test('"was appointed …", "promoted to …", and a possessive before a title closed by an end mark or a preposition', () => {
  assert.deepEqual(titles('Liah Tiedtke was appointed Regional Applications Designer at Rink AG.'), ['Regional Applications Designer']);
  assert.deepEqual(titles('In May she was promoted to Senior Tactics Consultant.'), ['Senior Tactics Consultant']);
  assert.deepEqual(titles('Please contact our Software developer at 0728419971.'), ['Software developer']);
  assert.deepEqual(titles('Please welcome Adel Dumas, our new Marketing manager! She starts today.'), ['Marketing manager']);
  assert.deepEqual(titles('We sold her Data Manager software last year.'), []);
});

test('an adjective with an agent noun\'s ending after a sentence-case title is no part of it', () => {
  assert.deepEqual(titles('Lucille Schmitt has resigned from her position as Social worker effective March 13, 2024.'), ['Social worker']);
});

test('an apposition without an article after a person: sentence case, or job words ending in a listed head', () => {
  assert.deepEqual(titles('Signed: Penelope Streich, Museum curator, 25.06.2019'), ['Museum curator']);
  assert.deepEqual(titles('Vicki Jakubowski, Estate agent at McKenzie LLC, is based in Leeds.'), ['Estate agent']);
  assert.deepEqual(titles('Performance review for Otho Bosco, Senior Sales Manager, scheduled for 04/06/2012.'), ['Senior Sales Manager']);
  assert.deepEqual(titles('Guest list: Lisa Carter, Tom Walker, Amy Baker.'), []);
  assert.deepEqual(titles('Jane Roe, Harbour Master Builder and friends.'), []);
});

test('"the role of …", a contracted pronoun as the subject, an opening "The" before a title and a given name', () => {
  assert.deepEqual(titles('We are pleased to offer you the role of Marketing manager.'), ['Marketing manager']);
  assert.deepEqual(titles("I'm 51 years old and work as a Fitness instructor in Naderbury."), ['Fitness instructor']);
  assert.deepEqual(titles('The Senior Web Designer Marcus Hill is here.'), ['Senior Web Designer']);
  assert.deepEqual(titles('The Boston Globe Reporter Anna Smith wrote.'), [], 'no job word before the head');
});

test('an apposition in brackets, and capitalised words before a listed head with no job word', () => {
  assert.deepEqual(titles('Salary change approved for Morin (Software developer) effective 08/2012.'), ['Software developer']);
  assert.deepEqual(titles('Reported by Emanuel Braga, Future Functionality Supervisor'), ['Future Functionality Supervisor']);
  assert.deepEqual(titles('Termination of employment: Elena Terlecki, Investor Optimization Coordinator, last working day 1 May.'), ['Investor Optimization Coordinator']);
  assert.deepEqual(titles('We met Jane Roe (London) yesterday.'), []);
});
