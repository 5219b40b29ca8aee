/** veil account create | set-plan | top-up | show — thin wrappers over src/admin/commands.ts. */
import type { AccountView } from '../../admin/commands.ts';
import { runAdmin } from '../admin.ts';
import { emit, requiredString } from '../output.ts';
import { UsageError, type Command, type Invocation } from '../types.ts';

const PLANS_HELP = 'Plans: free (200 tokens/month, no API access), basic (1,000), pro (4,000), business (10,000).';
const WHERE =
  'Runs against the store in DATA_DIR (or DATABASE_URL). While the server runs on the same DATA_DIR,\n' +
  'the command is sent to it through DATA_DIR/admin.sock (see docs/cli.md).';

function describe(a: AccountView): string {
  return [
    `account  ${a.email} (${a.id})`,
    `plan     ${a.plan}`,
    `balance  ${a.balance.total} tokens (allowance left ${a.balance.allowance_left}, top-up ${a.balance.top_up})`,
    `cycle    ${a.cycle_started_at} → resets ${a.cycle_resets_at}`,
  ].join('\n');
}

export const accountCreate: Command = {
  usage: 'veil account create --email E --plan P [--json]',
  help: `Creates an account. ${PLANS_HELP}\n--json prints {"id","email","plan"}.\n\nExample:\n  veil account create --email ada@example.com --plan pro\n\n${WHERE}`,
  options: { email: { type: 'string' }, plan: { type: 'string' } },
  async run(inv) {
    const created = await runAdmin(inv, 'account.create', { email: requiredString(inv, 'email'), plan: requiredString(inv, 'plan') });
    emit(inv, created, `created account ${created.email} (plan ${created.plan}), id ${created.id}`);
    return 0;
  },
};

export const accountSetPlan: Command = {
  usage: 'veil account set-plan --email E --plan P [--json]',
  help:
    `Changes the plan; it applies to the next request. Tokens already used this cycle stay used.\n${PLANS_HELP}\n` +
    `--json prints the account (as \`veil account show\`).\n\nExample:\n  veil account set-plan --email ada@example.com --plan business\n\n${WHERE}`,
  options: { email: { type: 'string' }, plan: { type: 'string' } },
  async run(inv) {
    const account = await runAdmin(inv, 'account.set-plan', { email: requiredString(inv, 'email'), plan: requiredString(inv, 'plan') });
    emit(inv, account, describe(account));
    return 0;
  },
};

export const accountTopUp: Command = {
  usage: 'veil account top-up --email E --tokens N [--json]',
  help:
    'Adds N purchased tokens. Paid plans only (basic, pro, business); top-ups never expire, unlike the\n' +
    `monthly allowance.\n--json prints the account (as \`veil account show\`).\n\nExample:\n  veil account top-up --email ada@example.com --tokens 5000\n\n${WHERE}`,
  options: { email: { type: 'string' }, tokens: { type: 'string' } },
  async run(inv) {
    const email = requiredString(inv, 'email');
    const raw = requiredString(inv, 'tokens').trim();
    if (!/^\d+$/.test(raw)) throw new UsageError(`--tokens must be a positive whole number (got '${raw}')`);
    const account = await runAdmin(inv, 'account.top-up', { email, tokens: Number(raw) });
    emit(inv, account, describe(account));
    return 0;
  },
};

export const accountShow: Command = {
  usage: 'veil account show --email E [--json]',
  help:
    'Shows an account: plan, balance and billing cycle.\n' +
    '--json prints {"id","email","plan","balance":{"allowance_left","top_up","total"},"cycle_started_at","cycle_resets_at","created_at"}.\n\n' +
    `Example:\n  veil account show --email ada@example.com --json\n\n${WHERE}`,
  options: { email: { type: 'string' } },
  async run(inv) {
    const account = await runAdmin(inv, 'account.show', { email: requiredString(inv, 'email') });
    emit(inv, account, describe(account));
    return 0;
  },
};

/**
 * The password from stdin: its first line. On a terminal it is typed without echo; piped, it is
 * read as sent (`printf '%s\n' "$PASSWORD" | veil account set-password …`). Never an argument:
 * arguments end up in shell history and in `ps`.
 */
async function readPassword(inv: Invocation): Promise<string> {
  const stdin = inv.io.stdin as NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => void };
  if (stdin.isTTY && typeof stdin.setRawMode === 'function') {
    inv.io.stderr.write('New password: ');
    stdin.setRawMode(true);
    try {
      let typed = '';
      for await (const chunk of stdin) {
        for (const ch of String(chunk)) {
          if (ch === '\r' || ch === '\n' || ch === '\u0004') return typed;
          if (ch === '\u0003') throw new UsageError('cancelled');
          typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
        }
      }
      return typed;
    } finally {
      stdin.setRawMode(false);
      stdin.pause();
      inv.io.stderr.write('\n');
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of inv.io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

export const accountSetPassword: Command = {
  usage: 'veil account set-password --email E [--json]  (password on stdin)',
  help:
    'Sets the password the account signs in to the web console with (at least 10 characters), e.g. for\n' +
    'an account made by `veil account create`. Reads it from stdin (first line; typed without echo on a\n' +
    'terminal) — never from an argument. Signs out the account\'s console sessions.\n' +
    '--json prints {"email","password_set":true,"sessions_revoked"}.\n\n' +
    `Example:\n  printf '%s\\n' "$PASSWORD" | veil account set-password --email ada@example.com\n\n${WHERE}`,
  options: { email: { type: 'string' } },
  async run(inv) {
    const email = requiredString(inv, 'email');
    const password = await readPassword(inv);
    if (password === '') throw new UsageError('no password given on stdin');
    const done = await runAdmin(inv, 'account.set-password', { email, password });
    emit(inv, done, `password set for ${done.email}; ${done.sessions_revoked} console session(s) signed out`);
    return 0;
  },
};
