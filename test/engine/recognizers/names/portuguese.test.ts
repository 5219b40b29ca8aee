/** Portuguese: closed-class words opening a sentence begin no name (lang/pt.ts), in the model and in the rules. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../../../src/engine/index.ts';
import { PORTUGUESE_FUNCTION_WORDS } from '../../../../src/engine/recognizers/names/lang/pt.ts';
import { NAME_PARTICLES } from '../../../../src/engine/recognizers/names/vocab.ts';

const names = (text: string) => analyze(text, { language: 'pt', entities: ['PERSON', 'LOCATION', 'ORGANIZATION'], score_threshold: 0 }).entities.map((e) => e.text);

test('the function-word list holds no article and no name particle', () => {
  for (const w of ['o', 'a', 'os', 'as', 'um', 'uma']) assert.ok(!PORTUGUESE_FUNCTION_WORDS.has(w), w);
  for (const w of NAME_PARTICLES) assert.ok(!PORTUGUESE_FUNCTION_WORDS.has(w), w);
});

test('"Como" opening a sentence is no place (Como is also an Italian town the gazetteer knows)', () => {
  assert.ok(!names('Como o Estado não tem recursos, o atendimento deixa de fora os mais pobres.').includes('Como'));
  assert.ok(!names('Ao contrário, todos gostariam de ajudar o país.').includes('Ao'));
});

test('the town is still a place where it is one', () => {
  assert.ok(names('Ela passou as férias em Como, na Itália.').includes('Como'));
});

test('a transcript\'s answer after the speaker\'s name is no part of it (function word or article, then lower case)', () => {
  assert.deepEqual(names('Alec Nunca usei um chapéu daqueles na vida!'), ['Alec']);
  assert.deepEqual(names('Bruno Fortunato A gente sempre teve músicas que dão para tocar no violão.'), ['Bruno Fortunato']);
  // A lower-case article inside a name stays ("Cidade de o México" is the corpus's split "do").
  assert.ok(names('Ele voltou para a Cidade do México ontem.').some((n) => n.includes('México')));
});

test('an article before a capitalised noun is no initial: "O Ministro", shouted "O DIA"', () => {
  assert.deepEqual(names('O Ministro disse que vai pagar.'), []);
  assert.deepEqual(names('HORÁRIO: EM O DIA 12, DE AS 19H A O ÚLTIMO CLIENTE'), []);
  // With its dot a letter is an initial again.
  assert.ok(names('O. Henry escreveu contos.').some((n) => n.includes('Henry')));
});

test('"Novo"/"Nova" before a place is part of its name (passes/new-places.ts)', () => {
  assert.ok(names('O governador do Novo México falou ontem.').includes('Novo México'));
  assert.ok(names('Dois homens foram achados na favela Nova Brasília, na zona norte.').includes('Nova Brasília'));
});

test('a Brazilian state code in brackets after a town is a place (passes/region-codes.ts)', () => {
  const found = analyze('Ele foi preso em agosto em Belém (PA) com a carga.', { language: 'pt', entities: ['LOCATION', 'ORGANIZATION'], score_threshold: 0 }).entities.map((e) => [e.entity_type, e.text]);
  assert.deepEqual(found, [['LOCATION', 'Belém'], ['LOCATION', 'PA']]);
});

test('a town after the masculine article is a club or a firm (passes/article-clubs.ts)', () => {
  const typed = (text: string) => analyze(text, { language: 'pt', entities: ['LOCATION', 'ORGANIZATION'], score_threshold: 0 }).entities.map((e) => [e.entity_type, e.text]);
  assert.deepEqual(typed('Depois da derrota para o Milan, o time voltou para casa.'), [['ORGANIZATION', 'Milan']]);
  assert.deepEqual(typed('Ele mora em Santos desde 1990.'), [['LOCATION', 'Santos']]);
  assert.deepEqual(typed('O presidente visitou o Brasil ontem.'), [['LOCATION', 'Brasil']]);
});
