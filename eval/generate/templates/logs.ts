/** Server and application logs with PII leaking into them (emails, IPs, user names, tokens). */
import type { DocContext } from '../context.ts';

const LINES = [
  '{{ts}} INFO  auth: login succeeded user={{email}} ip={{ip}}',
  '{{ts}} WARN  auth: 3 failed logins for {{email}} from {{ip}}',
  '{{ts}} INFO  http: GET /api/v2/orders/{{num}} 200 {{ms}} client={{ip}}',
  '{{ip}} - - [{{ts}}] "POST /login HTTP/1.1" 302 512 "-" "Mozilla/5.0"',
  '{{ts}} DEBUG dhcp: lease {{ip}} assigned to {{mac}}',
  '{{ts}} INFO  billing: charge ok customer="{{full}}" amount={{amount}}',
  '{{ts}} ERROR payment: card {{cc}} declined (code 05) order={{orderno}}',
  '{{ts}} INFO  signup: new account {{email}} name="{{full}}" phone={{phone}}',
  '{{ts}} INFO  sshd: Accepted publickey for deploy from {{ip6}} port 52144',
  '{{ts}} WARN  ratelimit: client {{ip}} exceeded 100 req/min',
  '{{ts}} INFO  mailer: sent password reset to {{email}} (request {{guid}})',
  '{{ts}} INFO  worker: job {{hex}} finished in {{ms}}',
  '{{ts}} ERROR db: connection refused to {{ip2}}:{{port}}',
  '{{ts}} INFO  profile: user {{username}} updated address to "{{address}}"',
  '{{ts}} INFO  kyc: document verified for {{full}} (dob {{dob}})',
  '{{ts}} INFO  wifi: station {{mac}} associated, rssi -61',
  '{{ts}} INFO  export: report emailed to {{email2}}',
];

export function logs(ctx: DocContext): string {
  const r = ctx.rng;
  const n = r.int(3, 8);
  return Array.from({ length: n }, (_, i) => r.pick(LINES).replaceAll('{{ts}}', `{{ts${i + 1}}}`)).join('\n');
}
