import { isPlaceholder, lastWord, scan, secretCandidate, type SecretDetector } from './detector.ts';

const WORDS = 'pass(?:word|wd|phrase)?|pwd|pw|passwort|contraseña|senha|hasło|wachtwoord|parola';
const PASSWORD_WORDS = new Set(['pass', 'password', 'passwd', 'passphrase', 'pwd', 'pw', 'passwort', 'contraseña', 'senha', 'hasło', 'wachtwoord', 'parola']);

/** The key names a password as a whole word: `db_password`, `adminPwd`, `PGPASSWORD`, "Password" (not "bypass", "compass"). */
function namesPassword(key: string): boolean {
  const word = lastWord(key);
  // "pass" and "pw" alone are too common ('PASS' : 'FAIL', pw as a variable): only as the last word of a longer key (db_pass, userPw).
  if (word === 'pass' || word === 'pw') return word.length < key.replace(/^-+/, '').length;
  return PASSWORD_WORDS.has(word) || /^(?:pg|mysql|admin|db|user|root|new|old)?(?:password|passwd)$/.test(word);
}

// key (ending in a password word), optional closing quote, operator, value: quoted or bare.
// Operators: = : => := , a space after a --flag, or "is"/"was" in prose.
const ASSIGNMENT = new RegExp(
  `(?<![A-Za-z0-9])((?:--?)?(?:[A-Za-z][\\w.\\-]{0,30}?)?(?:${WORDS}))["']?[ \\t]*(=>|:=|=|:|[ \\t]+(?:is|was)[ \\t]|[ \\t](?=\\S))[ \\t]*` +
    `(?:"([^"\\r\\n]{1,200})"|'([^'\\r\\n]{1,200})'|([^\\s"',;&<>)\\]}]{1,200}))`,
  'gi',
);
const XML_ELEMENT = new RegExp(`<((?:\\w+:)?(?:${WORDS}))>([^<\\s]{1,200})</\\1>`, 'gi');

// scheme://user:password@host — databases, brokers, FTP, HTTP basic auth.
const CONNECTION = /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@'"]{1,64}:([^\s@/'"]{1,128})@[\w.\-[\]]+/gi;

/** A bare value in prose must look made up, not like a word ("Password: Please enter …"). */
function looksGenerated(value: string): boolean {
  return /\d/.test(value) || /[^\p{L}]/u.test(value) || /\p{Ll}\p{Lu}/u.test(value);
}

/**
 * Passwords: in connection strings (scheme://user:password@host) and in assignments whose key names
 * a password (`password=`, `"pwd": "…"`, `DB_PASSWORD: …`, `--password …`, `<password>…</password>`,
 * "the password is …"). Placeholders and templates (`${DB_PASS}`, `<password>`, `****`,
 * `os.environ[…]`) are not reported.
 */
export const passwordDetector: SecretDetector = {
  name: 'password',
  triggers: ['pass', 'Pass', 'PASS', 'pwd', 'Pwd', 'PWD', 'pw', 'PW', 'Pw', 'passwort', 'Passwort', 'contraseña', 'Contraseña', 'senha', 'Senha', 'hasło', 'Hasło', 'wachtwoord', 'Wachtwoord', 'parola', 'Parola', '://'],
  find(text) {
    const out = text.includes('://')
      ? scan(CONNECTION, text, (m) => {
          const value = m[1]!;
          if (isPlaceholder(value)) return null;
          const start = m.index + m[0].indexOf(`:${value}@`) + 1;
          return secretCandidate('PASSWORD', start, start + value.length, 0.95, 'password', 'connection string');
        })
      : [];
    const assignments = scan(ASSIGNMENT, text, (m) => {
      const key = m[1]!;
      const operator = m[2]!.trim();
      if (!namesPassword(key.replace(/^-+/, ''))) return null;
      const quoted = m[3] ?? m[4];
      // A bare value ends before sentence punctuation ("the password is hunter2.").
      const value = quoted !== undefined ? quoted.trim() : m[5]!.replace(/[.:]+$/, '');
      if (value === '' || isPlaceholder(value)) return null;
      // Code, not a value: a regex or path (/…), a call or index (hash(x), env[…]), a property (user.password).
      if (quoted === undefined && (/^[/~]|[[(]/.test(value) || /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\(/.test(value) || /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value))) return null;
      if (/^(?:pwd|pw)$/.test(lastWord(key)) && /^[~/]/.test(value)) return null; // PWD=/home/me is the working directory
      const flag = key.startsWith('-');
      if (operator === '' && !flag) return null; // "pass the salt": a space is an operator only after a --flag
      // In prose ("Password: Please enter", "the password is incorrect") a bare value must look made up.
      if (quoted === undefined && !flag && (operator === ':' || /^(?:is|was)$/i.test(operator)) && !looksGenerated(value)) return null;
      if (/^(?:is|was)$/i.test(operator) && value.length < 6) return null;
      const start = m.index + m[0].lastIndexOf(value);
      return secretCandidate('PASSWORD', start, start + value.length, quoted !== undefined ? 0.9 : 0.85, 'password', 'assignment');
    });
    const elements = text.includes('<')
      ? scan(XML_ELEMENT, text, (m) => {
          const value = m[2]!;
          if (isPlaceholder(value)) return null;
          const start = m.index + m[1]!.length + 2;
          return secretCandidate('PASSWORD', start, start + value.length, 0.9, 'password', 'xml element');
        })
      : [];
    return [...out, ...assignments, ...elements];
  },
};
