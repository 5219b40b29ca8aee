import { scan, secretCandidate, type SecretDetector, type SecretEntity } from './detector.ts';

/**
 * A key whose vendor prefix is documented, so the shape alone identifies it. `trigger` is the
 * literal the prefix starts with: the form's regex runs only when the text contains it.
 */
function prefixed(name: string, entity: SecretEntity, triggers: readonly string[], body: string, score: number): SecretDetector {
  const regex = new RegExp(`(?<![A-Za-z0-9_\\-])${body}(?![A-Za-z0-9_\\-])`, 'g');
  return {
    name,
    triggers,
    find: (text) => scan(regex, text, (m) => secretCandidate(entity, m.index, m.index + m[0].length, score, name, 'documented prefix')),
  };
}

/** One entry per vendor form, with the facts it rests on. */
export const prefixedDetectors: readonly SecretDetector[] = [
  // AWS access key ids: AKIA (long-term), ASIA (STS temporary), 16 more upper-case base-32 characters.
  prefixed('aws access key id', 'API_KEY', ['AKIA', 'ASIA', 'ABIA', 'ACCA'], '(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}', 0.9),
  // GitLab personal/project/group access tokens (glpat-), deploy (gldt-), runner (glrt-), trigger, feed, OAuth.
  prefixed('gitlab token', 'AUTH_TOKEN', ['glpat-', 'gldt-', 'glrt-', 'glptt-', 'glft-', 'glsoat-'], '(?:glpat|gldt|glrt|glptt|glft|glsoat)-[A-Za-z0-9_\\-]{20,}', 0.95),
  // Slack: xoxb bot, xoxp user, xoxa/xoxr/xoxs legacy and refresh, xoxe rotating; app-level tokens xapp-.
  prefixed('slack token', 'AUTH_TOKEN', ['xox', 'xapp-'], '(?:xox[abprse](?:\\.xox[bp])?-[0-9A-Za-z]{6,}(?:-[0-9A-Za-z]{4,}){1,4}|xapp-\\d-[A-Z0-9]{8,}-\\d{6,}-[a-f0-9]{20,})', 0.95),
  // Stripe: sk_ secret, rk_ restricted, pk_ publishable keys, live or test; whsec_ webhook signing secrets.
  prefixed('stripe key', 'API_KEY', ['_live_', '_test_'], '(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{10,247}', 0.95),
  prefixed('stripe webhook secret', 'API_KEY', ['whsec_'], 'whsec_[0-9A-Za-z]{24,}', 0.95),
  // OpenAI: legacy keys carry T3BlbkFJ (base64 of "openai") in the middle; project, service-account and
  // admin keys their own infix; Anthropic keys sk-ant-. A bare sk- and 32+ letters/digits is weaker.
  prefixed('openai key', 'API_KEY', ['T3BlbkFJ'], 'sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}', 1),
  prefixed('openai project key', 'API_KEY', ['sk-proj-', 'sk-svcacct-', 'sk-admin-'], 'sk-(?:proj|svcacct|admin)-[A-Za-z0-9_\\-]{20,}', 0.95),
  prefixed('anthropic key', 'API_KEY', ['sk-ant-'], 'sk-ant-(?:api|admin)\\d{2}-[A-Za-z0-9_\\-]{20,}', 0.95),
  prefixed('sk- key', 'API_KEY', ['sk-'], 'sk-[A-Za-z0-9]{32,64}', 0.8),
  // Google API keys: AIza + 35 characters; OAuth client secrets GOCSPX-; OAuth access tokens ya29.
  prefixed('google api key', 'API_KEY', ['AIza'], 'AIza[0-9A-Za-z_\\-]{35}', 0.95),
  prefixed('google oauth client secret', 'API_KEY', ['GOCSPX-'], 'GOCSPX-[0-9A-Za-z_\\-]{28}', 0.95),
  prefixed('google oauth token', 'AUTH_TOKEN', ['ya29.'], 'ya29\\.[0-9A-Za-z_\\-]{20,}', 0.9),
  // npm, PyPI, Hugging Face, SendGrid, Shopify, DigitalOcean, Databricks tokens.
  prefixed('npm token', 'AUTH_TOKEN', ['npm_'], 'npm_[A-Za-z0-9]{36}', 0.95),
  prefixed('pypi token', 'AUTH_TOKEN', ['pypi-'], 'pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\\-]{50,}', 0.95),
  prefixed('hugging face token', 'AUTH_TOKEN', ['hf_'], 'hf_[A-Za-z]{34}', 0.9),
  prefixed('sendgrid key', 'API_KEY', ['SG.'], 'SG\\.[A-Za-z0-9_\\-]{22}\\.[A-Za-z0-9_\\-]{43}', 0.95),
  prefixed('shopify token', 'AUTH_TOKEN', ['shpat_', 'shpca_', 'shppa_', 'shpss_'], 'shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}', 0.95),
  prefixed('digitalocean token', 'AUTH_TOKEN', ['dop_v1_', 'doo_v1_', 'dor_v1_'], 'do[por]_v1_[a-f0-9]{64}', 0.95),
  prefixed('databricks token', 'AUTH_TOKEN', ['dapi'], 'dapi[a-f0-9]{32}(?:-\\d)?', 0.85),
];
