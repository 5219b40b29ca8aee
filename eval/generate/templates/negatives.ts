/**
 * Negatives: technical prose, code, logs with hex/GUIDs/versions, capitalised common words and
 * product names. No PII: every report on these is a false positive.
 */
import type { DocContext } from '../context.ts';
import { CAPITALISED_WORDS } from '../lexicon.ts';

const PROSE = [
  'The {{product}} upgrade to {{version}} fixed the memory leak in the Worker Pool; p99 latency dropped from {{ms}} to {{ms2}}.',
  'Click Save, then Restart Service. If the Status column still shows Pending, open Settings and choose Reset Cache.',
  'Run the migration before deploying build {{num}}; the Primary Key on the Orders table changes type.',
  'Our Quarterly Business Review covers Revenue, Churn, Net Promoter Score and Customer Acquisition Cost.',
  'The Load Balancer forwards traffic on port {{port}} to the Service Mesh sidecar.',
  'Install {{product}} and {{product2}}, then follow the Getting Started guide.',
  'Commit {{hex}} reverts the change to the Rate Limiter; see the Breaking Changes section.',
  'Sprint Review: Feature Flag rollout at 25%, Canary Release healthy, Rollback Plan approved.',
  'Mix the Flour, Sugar and Butter until Golden, then bake at 180 degrees for 25 minutes.',
  'The Board approved the Annual Budget; Capital Expenditure rises by 12 percent.',
  'Chapter Seven: The Long Winter. Snow fell for forty days and the River froze solid.',
  'Error code {{errcode}} means the Device Driver failed to load. Update to {{version}}.',
  'Tests: 1,204 passed, 3 skipped, 0 failed in {{ms}}.',
  'Standup notes: Build Matrix green, Code Review backlog at 14, Next Steps agreed.',
  'Set MAX_CONNECTIONS=200 and TIMEOUT_MS=30000 in the Production Config.',
  'Use {{product}} for dashboards and {{product2}} for alerting.',
  'Order of Operations: Parentheses, Exponents, Multiplication, Division, Addition, Subtraction.',
  'The Spring Sale ends soon. Buy One Get One Free on all Summer Collection items.',
  'The Lunar Module was called Eagle and the Command Module Columbia.',
];
const CODE = [
  'const user = await db.users.findOne({ id: req.params.id });\nif (!user) throw new NotFoundError(\'User\');\nreturn res.json({ id: user.id, createdAt: user.createdAt });',
  'def parse(line: str) -> Record:\n    parts = line.split(",")\n    return Record(name=parts[0].strip(), count=int(parts[1]))',
  'SELECT o.id, o.total, c.country_code FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.created_at > NOW() - INTERVAL \'7 days\';',
  'FROM node:20-alpine\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci --omit=dev\nEXPOSE {{port}}\nCMD ["node", "dist/main.js"]',
  'git checkout -b fix/{{hex}} && npm test -- --grep "Rate Limiter"',
  'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: checkout-service\nspec:\n  replicas: 3',
  'for (let i = 0; i < 1024; i++) buffer[i] = (seed * 1103515245 + 12345) & 0x7fffffff;',
  'export class PaymentProcessor implements Processor {\n  constructor(private readonly gateway: Gateway) {}\n}',
];
const LOGS = [
  'build {{guid}} started on runner linux-x64-{{num}}',
  'INFO  cache: hit ratio 0.93, evictions {{num}}',
  'WARN  gc: pause {{ms}} (heap 512MB -> 431MB)',
  'DEBUG trace_id={{hex}} span_id={{hex2}} duration={{ms}}',
  'ERROR worker-{{num}}: job {{guid}} failed: Timeout after 30000ms',
  'INFO  deploy: version {{version}} rolled out to 12/12 pods',
  'INFO  request_id={{guid}} status=200 bytes=18432',
  'pkg checkout-service@{{version}} sha256:{{hex}}',
  'INFO  scheduler: next run in 3600s (cron "0 * * * *")',
  'WARN  disk /dev/sda1 at 91% (used 466G of 512G)',
];

export function negative(ctx: DocContext): string {
  const r = ctx.rng;
  const kind = r.int(0, 3);
  if (kind === 0) return r.sample(PROSE, r.int(2, 4)).join(' ');
  if (kind === 1) return r.pick(CODE);
  if (kind === 2) return r.sample(LOGS, r.int(3, 7)).map((l, i) => l.replace('{{hex}}', `{{hex${i + 1}}}`).replace('{{guid}}', `{{guid${i + 1}}}`)).join('\n');
  return `${r.pick(CAPITALISED_WORDS)}\n\n${r.sample(CAPITALISED_WORDS, 4).map((w) => `- ${w}`).join('\n')}\n\n${r.pick(PROSE)}`;
}
