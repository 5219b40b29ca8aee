/**
 * The credentials family (category `credentials`): API_KEY, AUTH_TOKEN, PRIVATE_KEY, PASSWORD.
 * One recognizer, because every detector is gated the same way: the text is scanned once for all
 * trigger strings (documented prefixes such as "ghp_", keywords such as "password") and only the
 * detectors whose trigger occurs run their regexes. Text without any trigger costs one regex pass.
 */
import type { AnalysisDocument, Candidate, CustomRecognizer, EntityDescription } from '../../types.ts';
import type { SecretDetector } from './detector.ts';
import { githubDetector } from './github.ts';
import { jwtDetector } from './jwt.ts';
import { keyedDetector } from './keyed.ts';
import { passwordDetector } from './password.ts';
import { pemDetector } from './pem.ts';
import { prefixedDetectors } from './prefixed.ts';

export const secretDetectors: readonly SecretDetector[] = [...prefixedDetectors, githubDetector, jwtDetector, pemDetector, passwordDetector, keyedDetector];

const TRIGGER = new RegExp([...new Set(secretDetectors.flatMap((d) => d.triggers))].sort((a, b) => b.length - a.length).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
const byTrigger = new Map<string, SecretDetector[]>();
for (const d of secretDetectors) for (const t of d.triggers) byTrigger.set(t, [...(byTrigger.get(t) ?? []), d]);

export const SECRET_ENTITIES: readonly EntityDescription[] = [
  { entity_type: 'API_KEY', description: 'API key or secret key: AWS access key ids and secret keys, Stripe, OpenAI, Anthropic, Google, SendGrid and other documented prefixes; high-entropy values of keys named api_key/secret/…', category: 'credentials', detection: 'pattern' },
  { entity_type: 'AUTH_TOKEN', description: 'Access token: GitHub (CRC-32 checksum tail checked), GitLab, Slack, npm, PyPI, Hugging Face tokens, JSON Web Tokens (JOSE header checked), Bearer tokens', category: 'credentials', detection: 'pattern+checksum' },
  { entity_type: 'PRIVATE_KEY', description: 'PEM private key block (RSA, EC, DSA, OpenSSH, PGP, PKCS#8, encrypted), one span from BEGIN to END', category: 'credentials', detection: 'pattern' },
  { entity_type: 'PASSWORD', description: 'Password in a connection string (scheme://user:password@host) or an assignment (password=…, "pwd": "…", DB_PASSWORD: …, --password …)', category: 'credentials', detection: 'pattern' },
];

export const secretRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'SecretRecognizer',
  languages: 'all',
  entities: SECRET_ENTITIES,
  analyze(doc: AnalysisDocument): Candidate[] {
    const { text } = doc;
    const due = new Set<SecretDetector>();
    TRIGGER.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = TRIGGER.exec(text)) !== null) {
      for (const d of byTrigger.get(m[0])!) due.add(d);
      if (due.size === secretDetectors.length) break;
    }
    const out: Candidate[] = [];
    for (const d of secretDetectors) if (due.has(d)) for (const c of d.find(text)) out.push(c);
    return out;
  },
};
