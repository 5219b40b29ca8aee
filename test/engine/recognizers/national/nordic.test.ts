import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreOf, texts } from './helpers.ts';
import { hetuValid } from '../../../../src/engine/recognizers/fi/personal-identity-code.ts';
import { organisationsnummerValid } from '../../../../src/engine/recognizers/se/organisationsnummer.ts';
import { personnummerValid } from '../../../../src/engine/recognizers/se/personnummer.ts';

test('FI_PERSONAL_IDENTITY_CODE: date, century sign, mod-31 check character', () => {
  // 131052-308T is the Digital and Population Data Services Agency's example: 131052308 mod 31 = 25 → T.
  assert.equal(hetuValid('131052-308T'), true);
  assert.equal(hetuValid('131052-308U'), false, 'wrong check character');
  assert.equal(hetuValid('310252-308T'), false, '31 February');
  assert.equal(hetuValid('131052A308T'), true, 'the check ignores the century sign');
  assert.ok(scoreOf('Henkilötunnus: 131052-308T', 'FI_PERSONAL_IDENTITY_CODE', 'fi') >= 0.99);
  assert.ok(scoreOf('ref 131052-308T', 'FI_PERSONAL_IDENTITY_CODE') >= 0.8, 'a 1-in-31 check with a date is strong alone');
  assert.deepEqual(texts('131052-308U, 131052*308T, 1131052-308T', 'FI_PERSONAL_IDENTITY_CODE', 'fi'), []);
});

test('SE_PERSONNUMMER: Luhn over YYMMDDNNNC, real dates, coordination numbers, century forms', () => {
  assert.equal(personnummerValid('811218-9876'), true); // Skatteverket's example
  assert.equal(personnummerValid('19811218-9876'), true);
  assert.equal(personnummerValid('811218+9876'), true, '+ marks a centenarian');
  assert.equal(personnummerValid('811278-9873'), true, 'day + 60: samordningsnummer');
  assert.equal(personnummerValid('811218-9877'), false);
  assert.equal(personnummerValid('811318-9871'), false, 'month 13');
  assert.ok(scoreOf('Personnummer: 811218-9876', 'SE_PERSONNUMMER', 'sv') >= 0.99);
  assert.deepEqual(texts('811218-9877 and 1811218-9876', 'SE_PERSONNUMMER', 'sv'), []);
});

test('SE_ORGANISATIONSNUMMER: third digit ≥ 2 and Luhn', () => {
  assert.equal(organisationsnummerValid('556036-0793'), true); // a listed company's published number
  assert.equal(organisationsnummerValid('16556036-0793'), true);
  assert.equal(organisationsnummerValid('556036-0794'), false);
  assert.equal(organisationsnummerValid('811218-9876'), false, 'a personal number is not an organisation number');
  assert.ok(scoreOf('org.nr 556036-0793', 'SE_ORGANISATIONSNUMMER', 'sv') >= 0.99);
  assert.deepEqual(texts('556036-0794', 'SE_ORGANISATIONSNUMMER', 'sv'), []);
});
