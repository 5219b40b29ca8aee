import { test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { analyze, anonymize, entityCatalogue } from '../../../../src/engine/index.ts';
import { githubChecksumValid } from '../../../../src/engine/recognizers/secrets/github.ts';
import { jwtHeaderValid } from '../../../../src/engine/recognizers/secrets/jwt.ts';
import { looksLikeKey } from '../../../../src/engine/recognizers/secrets/keyed.ts';

/** [type, text] of every credential found. */
function secrets(text: string): [string, string][] {
  return analyze(text, { entities: ['SECRET'] }).entities.map((e) => [e.entity_type, e.text]);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A classic GitHub token with its checksum tail computed through zlib's CRC-32 (independent of the engine's). */
function githubToken(prefix: string, body: string): string {
  let crc = zlibCrc32(body);
  let tail = '';
  for (let i = 0; i < 6; i++) {
    tail = BASE62[crc % 62]! + tail;
    crc = Math.floor(crc / 62);
  }
  return `${prefix}${body}${tail}`;
}

test('catalogue: four credential types in category credentials, every language, SECRET as their alias', () => {
  const byType = new Map(entityCatalogue().map((e) => [e.entity_type, e]));
  for (const t of ['API_KEY', 'AUTH_TOKEN', 'PRIVATE_KEY', 'PASSWORD']) {
    const e = byType.get(t);
    assert.ok(e, t);
    assert.equal(e.category, 'credentials');
    assert.ok(e.languages.includes('en') && e.languages.includes('ko') && e.languages.includes('de'));
    assert.deepEqual(e.aliases, ['SECRET']);
  }
  assert.deepEqual(entityCatalogue().filter((e) => e.category === 'credentials').map((e) => e.entity_type).sort(), ['API_KEY', 'AUTH_TOKEN', 'PASSWORD', 'PRIVATE_KEY']);
});

test('GitHub tokens: prefix and length; a valid CRC-32 tail makes the score 1', () => {
  const valid = githubToken('ghp_', 'R7kD2mQ9xW4vL8pN3sT6yB1cF5hJ0g');
  assert.equal(githubChecksumValid(valid), true);
  const broken = valid.slice(0, -1) + (valid.endsWith('A') ? 'B' : 'A');
  assert.equal(githubChecksumValid(broken), false);
  const [good] = analyze(`GITHUB_TOKEN=${valid}`, { entities: ['AUTH_TOKEN'] }).entities;
  assert.equal(good?.text, valid);
  assert.equal(good?.score, 1);
  const [weak] = analyze(`token ${broken}`, { entities: ['AUTH_TOKEN'] }).entities;
  assert.equal(weak?.text, broken, 'an unchecked tail is still a token');
  assert.ok(weak.score < 1);
  for (const p of ['gho_', 'ghu_', 'ghs_', 'ghr_']) assert.deepEqual(secrets(`x ${githubToken(p, 'a'.repeat(30))} y`).map(([t]) => t), ['AUTH_TOKEN'], p);
  assert.deepEqual(secrets('ghp_short and ghx_R7kD2mQ9xW4vL8pN3sT6yB1cF5hJ0gZ2aE9u123456 and xghp_' + 'a'.repeat(36)), [], 'near misses');
  assert.deepEqual(secrets(`github_pat_11ABCDEFG0123456789abc_${'x1Y2z3'.repeat(9)}abcde`).map(([t]) => t), ['AUTH_TOKEN']);
});

test('documented prefixes: AWS, GitLab, Slack, Stripe, OpenAI, Anthropic, Google', () => {
  const cases: [string, string, string][] = [
    ['aws_access_key_id = AKIAIOSFODNN7EXAMPLE', 'API_KEY', 'AKIAIOSFODNN7EXAMPLE'],
    ['temporary ASIAY34FZKBOKMUTVV7A in the log', 'API_KEY', 'ASIAY34FZKBOKMUTVV7A'],
    ['CI_TOKEN: glpat-9sQ2mZ7xK4vB1nR8tY3w', 'AUTH_TOKEN', 'glpat-9sQ2mZ7xK4vB1nR8tY3w'],
    ['SLACK_BOT_TOKEN=xoxb-2934857203-5739201847362-Qw7eRt9yUi2oPa4sDf6gHj8k', 'AUTH_TOKEN', 'xoxb-2934857203-5739201847362-Qw7eRt9yUi2oPa4sDf6gHj8k'],
    ['stripe.api_key = "sk_live_51HxQ2cLkV9mB3nR7tY8wZ1pA"', 'API_KEY', 'sk_live_51HxQ2cLkV9mB3nR7tY8wZ1pA'],
    ['restricted rk_test_4eC39HqLyjWDarjtT1zdp7dc', 'API_KEY', 'rk_test_4eC39HqLyjWDarjtT1zdp7dc'],
    ['OPENAI_API_KEY=sk-proj-Xy7Kp2Qm9Lw4Rt8Vn3Bz6Hd1Fs5Gj0Ac', 'API_KEY', 'sk-proj-Xy7Kp2Qm9Lw4Rt8Vn3Bz6Hd1Fs5Gj0Ac'],
    ['key sk-Ab3De6Gh9Jk2Mn5Pq8T3BlbkFJSt1Vw4Yz7Bc0Ef3Hi6', 'API_KEY', 'sk-Ab3De6Gh9Jk2Mn5Pq8T3BlbkFJSt1Vw4Yz7Bc0Ef3Hi6'],
    ['ANTHROPIC_API_KEY=sk-ant-api03-Zx9Cv8Bn7Mm6Ll5Kk4Jj3Hh2Gg1Ff0', 'API_KEY', 'sk-ant-api03-Zx9Cv8Bn7Mm6Ll5Kk4Jj3Hh2Gg1Ff0'],
    ['maps key AIzaSyD4kX9mQ2vL7pN1sT8yB3cF6hJ0gZ5aE2u in the page', 'API_KEY', 'AIzaSyD4kX9mQ2vL7pN1sT8yB3cF6hJ0gZ5aE2u'],
  ];
  for (const [text, type, value] of cases) assert.deepEqual(secrets(text), [[type, value]], text);
  assert.deepEqual(secrets('AKIAIOSFODNN7EXAMPL, task-sk-123, AIzaShort, sk_live_, the Asia region'), [], 'near misses');
});

test('JWT: three base64url parts whose header decodes to JSON with alg', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
  assert.equal(jwtHeaderValid(jwt), true);
  assert.deepEqual(secrets(`Authorization: Bearer ${jwt}`), [['AUTH_TOKEN', jwt]]);
  // Header {"typ":"JWT"} has no alg; a header that is not JSON is not a JOSE header.
  const noAlg = `${Buffer.from('{"typ":"JWT"}').toString('base64url')}.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abc`;
  assert.equal(jwtHeaderValid(noAlg), false);
  assert.deepEqual(secrets(`token ${noAlg}`), []);
  assert.deepEqual(secrets('eyJhbGciOiJIUzI1NiJ9.notbase64json'), []);
});

test('PEM private keys are one span from BEGIN to END, also with escaped newlines; public keys are not secrets', () => {
  const body = 'MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM9OiJjRazXBZ1BjP5CEWmRr500PQ\nK7mDfHvB5gC4nE9sP2kL8wR3tY6uI1oA0zX\n';
  const pem = `-----BEGIN RSA PRIVATE KEY-----\n${body}-----END RSA PRIVATE KEY-----`;
  assert.deepEqual(secrets(`key:\n${pem}\nend`), [['PRIVATE_KEY', pem]]);
  const escaped = `"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\nBKcwggSjAgEAAoIBAQC7\\n-----END PRIVATE KEY-----\\n"`;
  assert.deepEqual(secrets(`{"private_key": ${escaped}}`).map(([t, v]) => [t, v.length]), [['PRIVATE_KEY', escaped.length - 4]]);
  const openssh = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n';
  assert.deepEqual(secrets(openssh).map(([t]) => t), ['PRIVATE_KEY'], 'a block cut before END');
  assert.deepEqual(secrets('-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----'), []);
});

test('passwords: connection strings and assignments; placeholders, prose and code are not passwords', () => {
  assert.deepEqual(secrets('DATABASE_URL=postgres://app:S3cr3t-Pa55@db.internal:5432/main'), [['PASSWORD', 'S3cr3t-Pa55']]);
  assert.deepEqual(secrets('see https://bob:hunter2@example.com/x'), [['PASSWORD', 'hunter2']]);
  assert.deepEqual(analyze('see https://bob:hunter2@example.com/x', { entities: ['URL'] }).entities.map((e) => e.text), ['example.com/x'], 'the URL starts after the credentials');
  assert.deepEqual(secrets('password=hunter2'), [['PASSWORD', 'hunter2']]);
  assert.deepEqual(secrets('{"db_password": "Tr0ub4dor&3"}'), [['PASSWORD', 'Tr0ub4dor&3']]);
  assert.deepEqual(secrets('Server=db;User Id=sa;Password=Xk9#mP2q;'), [['PASSWORD', 'Xk9#mP2q']]);
  assert.deepEqual(secrets('mysql -u root --password S3cure!pw db'), [['PASSWORD', 'S3cure!pw']]);
  assert.deepEqual(secrets('<password>gR8t-p4ss</password>'), [['PASSWORD', 'gR8t-p4ss']]);
  assert.deepEqual(secrets('the wifi password is Blue42Sky.'), [['PASSWORD', 'Blue42Sky']]);
  assert.deepEqual(secrets('PGPASSWORD=qwerty123 psql'), [['PASSWORD', 'qwerty123']]);
  for (const text of [
    'password=${DB_PASSWORD}', 'password: "<your password>"', 'password=****', 'pwd = os.environ["PWD"]', 'password: string;',
    'Password: Please enter it twice.', 'The password is incorrect.', 'bypass=yes', "result = ok ? 'PASS' : 'FAIL'", 'PWD=/home/me',
    'const password = hashPassword(input);', 'password = user.password', 'postgres://user:password@localhost/db',
  ]) {
    assert.deepEqual(secrets(text), [], text);
  }
});

test('generic keys: high-entropy values of secret-named keys, Bearer tokens, AWS secret keys near their name', () => {
  assert.deepEqual(secrets('{"api_key": "9f8e7d6c5b4a39281716abcdef012345"}'), [['API_KEY', '9f8e7d6c5b4a39281716abcdef012345']]);
  assert.deepEqual(secrets('CLIENT_SECRET=aB3dE5fG7hI9jK1lM3nO'), [['API_KEY', 'aB3dE5fG7hI9jK1lM3nO']]);
  assert.deepEqual(secrets('access_token: 4f9a2c7e1b8d3f6a0e5c9b2d7a4f1e8c'), [['AUTH_TOKEN', '4f9a2c7e1b8d3f6a0e5c9b2d7a4f1e8c']]);
  assert.deepEqual(secrets('curl -H "Authorization: Bearer a8F3kL9mQ2xZ7vB4nR1tY6wP"'), [['AUTH_TOKEN', 'a8F3kL9mQ2xZ7vB4nR1tY6wP']]);
  assert.deepEqual(secrets('aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'), [['API_KEY', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY']]);
  assert.equal(looksLikeKey('my_super_secret_value'), false, 'no digits: an identifier');
  assert.equal(looksLikeKey('1.2.3-4567-8901.22'), false, 'a version');
  for (const text of [
    'The key findings: token economy; secret sauce.', 'api_key = config.get("api_key")', 'monkey = a1b2c3d4e5f6g7h8i9j0',
    'tokenizer: bert-base-uncased-v2', 'secret_file=/etc/app/secret-2024-01.json', 'key: 2024-01-15T10:20:30Z',
    'a 40-character hash 356a192b7913b04c54574d18c28d46e6395428ab without any AWS word',
  ]) {
    assert.deepEqual(secrets(text), [], text);
  }
});

test('SECRET works as an alias in entities and operators; an entry under the own name wins', () => {
  const text = 'password=hunter2 and AKIAIOSFODNN7EXAMPLE';
  const found = analyze(text, { entities: ['SECRET'] }).entities;
  const result = anonymize(text, found, { SECRET: { type: 'redact' }, API_KEY: { type: 'replace', new_value: 'KEY' } });
  assert.equal(result.anonymized_text, 'password=[REDACTED] and KEY');
  assert.throws(() => analyze(text, { entities: ['SECRETS'] }), /unknown entity type 'SECRETS'/);
});

test('secrets run in every supported language', () => {
  for (const language of ['en', 'de', 'ko', 'tr', 'th']) assert.deepEqual(analyze('token ghp_' + 'k'.repeat(36), { language, entities: ['AUTH_TOKEN'] }).entities.length, 1, language);
});
