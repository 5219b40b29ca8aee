/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   axe's results and response bodies are untyped JSON; the assertions are the type check. */
/**
 * The web console in a real browser: Debian's Chromium driven by playwright-core, against the real
 * server (src/main.ts as a child process) on a fresh data directory, as a user would use it.
 * Screenshots of every page go to test-results/console/ (a CI artefact), and axe-core checks every
 * page for serious or critical accessibility violations.
 *
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium (`.ci/run` installs Debian's package when it is
 * missing). Without it the suite is skipped with a message — unless CI=true, where it fails.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import sharp from 'sharp';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseEnv, ROOT, startServer, tempDir, veil, type ServerProcess } from '../cli/helpers.ts';

const CI = process.env.CI === 'true';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = join(ROOT, 'test-results', 'console');
const PASSWORD = 'browser test passphrase';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

function chromiumProblem(): string | null {
  if (existsSync(CHROMIUM)) return null;
  const message = `Chromium not found at ${CHROMIUM}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`;
  // On CI a missing browser is a failure, never a silent skip.
  if (CI) throw new Error(message);
  return message;
}

/** The console's build (npm install makes it through prepare; built here if missing). */
function ensureBuilt(): void {
  if (existsSync(join(ROOT, 'web', 'dist', 'index.html'))) return;
  const run = spawnSync(process.execPath, ['scripts/build-web.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0 || !existsSync(join(ROOT, 'web', 'dist', 'index.html'))) throw new Error(`npm run build:web failed:\n${run.stdout}\n${run.stderr}`);
}

/** axe-core on the current page: no serious or critical violations. Injected through the debugger, so the page's CSP stays as it is. */
async function checkAccessibility(page: Page, name: string): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    // @ts-expect-error -- axe is the global the injected script defines
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: { id: string; impact: string; help: string; nodes: { target: string[] }[] }) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  const bad = (result as { id: string; impact: string; help: string; targets: string[] }[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad, [], `${name}: axe found ${bad.length} serious/critical violation(s): ${JSON.stringify(bad, null, 2)}`);
}

/** How many CSS pixels the page is wider than the viewport (> 0: a horizontal scroll bar). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = globalThis as unknown as { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
    return w.document.documentElement.scrollWidth - w.innerWidth;
  });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** A small badge with an e-mail address and a name, rendered to PNG (the OCR reads it). */
async function badgePng(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="520" height="130"><rect width="100%" height="100%" fill="#fff"/>' +
    '<text x="16" y="48" font-family="DejaVu Sans" font-size="22">olivia.martinez@example.com</text>' +
    '<text x="16" y="100" font-family="DejaVu Sans" font-size="22">Visitor pass valid today</text></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const skip = chromiumProblem();

describe('web console in Chromium', { skip: skip ?? false, timeout: 600_000 }, () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dataDir: string;
  const email = `browser-${Date.now()}@example.test`;

  before(async () => {
    ensureBuilt();
    mkdirSync(SHOTS, { recursive: true });
    dataDir = tempDir('web');
    server = await startServer(baseEnv({ DATA_DIR: dataDir, SIGNUP: 'open' }));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      // As root on CI; no network beyond loopback, so no background services.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light' });
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('sign up from the sign-in page; lands in the playground', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/signin');
    await page.getByRole('heading', { name: 'Sign in to Veil' }).waitFor();
    await checkAccessibility(page, 'sign in');
    await shot(page, '01-signin');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await checkAccessibility(page, 'sign up');
    await shot(page, '02-signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/playground');
    await page.getByRole('heading', { name: 'Playground' }).waitFor();
  });

  test('playground highlights an email and a name, with type and score on hover; anonymized text and curl beside', async () => {
    await page.getByRole('button', { name: 'Analyze and anonymize' }).click();
    const email = page.locator('mark.pii[data-entity="EMAIL_ADDRESS"]');
    const person = page.locator('mark.pii[data-entity="PERSON"]');
    await email.first().waitFor();
    assert.match((await email.first().textContent()) ?? '', /maria\.garcia@example\.com/);
    assert.ok((await person.count()) >= 1, 'a name is highlighted');
    await person.first().hover();
    const tip = person.first().locator('.tip');
    await tip.waitFor({ state: 'visible' });
    assert.match((await tip.textContent()) ?? '', /^PERSON · score 0\.\d\d$/);
    // Keyboard users get the same: a highlight takes focus and shows its tooltip.
    await page.mouse.move(0, 0);
    await email.first().focus();
    await email.first().locator('.tip').waitFor({ state: 'visible' });
    assert.match((await email.first().locator('.tip').textContent()) ?? '', /^EMAIL_ADDRESS · score /);
    const anonymized = (await page.getByTestId('anonymized').textContent()) ?? '';
    assert.match(anonymized, /<EMAIL_ADDRESS>/);
    assert.ok(!anonymized.includes('maria.garcia@example.com'));
    assert.match((await page.getByTestId('curl').textContent()) ?? '', /curl -sS -X POST http:\/\/127\.0\.0\.1:\d+\/api\/pii\/anonymize/);
    await checkAccessibility(page, 'playground');
    await shot(page, '03-playground');
  });

  test('Developer Access on the free plan explains which plan tokens need', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings/developer-access');
    await page.getByText('API access needs the basic plan or higher.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Create token' }).isDisabled(), true);
    await checkAccessibility(page, 'developer access (free)');
    await shot(page, '04-developer-access-free');
  });

  let token = '';
  test('on a paid plan: create a token, call the API with it, revoke it, the API refuses it', async () => {
    // The administrator moves the account to basic through the CLI (admin socket of the running server).
    const run = await veil(['account', 'set-plan', '--email', email, '--plan', 'basic'], { env: baseEnv({ DATA_DIR: dataDir }) });
    assert.equal(run.code, 0, run.stderr);
    await page.reload();
    await page.getByLabel('Token name').fill('e2e-token');
    await page.getByLabel('Expires').selectOption('30');
    await page.getByRole('button', { name: 'Create token' }).click();
    token = ((await page.getByTestId('new-token').textContent()) ?? '').trim();
    assert.match(token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    await checkAccessibility(page, 'developer access (token shown)');
    await shot(page, '05-developer-access-token');

    const ok = await fetch(`${server.url}/api/pii/analyze`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Write to ada@example.com' }) });
    assert.equal(ok.status, 200);

    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.reload();
    assert.equal(await page.getByTestId('new-token').count(), 0, 'the token is shown only once');
    const row = page.getByRole('row', { name: /e2e-token/ });
    assert.doesNotMatch((await row.textContent()) ?? '', /never\s*$/, 'row rendered');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke e2e-token' }).click();
    await row.getByText('revoked').waitFor();
    const refused = await fetch(`${server.url}/api/pii/analyze`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Write to ada@example.com' }) });
    assert.equal(refused.status, 401);
    await shot(page, '06-developer-access-revoked');
  });

  test('image upload shows boxes over the image and offers the redacted download', async () => {
    await page.getByRole('link', { name: 'Playground' }).click();
    await page.getByRole('tab', { name: 'Image' }).click();
    await page.getByLabel('PNG or JPEG image (at most 10 MB)').setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: await badgePng() });
    await page.getByRole('button', { name: 'Find and redact PII' }).click();
    const boxes = page.getByTestId('boxes').locator('rect');
    await boxes.first().waitFor({ timeout: 120_000 });
    assert.ok((await boxes.count()) >= 1);
    const download = page.getByRole('link', { name: 'Download redacted image' });
    assert.match((await download.getAttribute('href')) ?? '', /^data:image\/png;base64,/);
    await checkAccessibility(page, 'playground image');
    await shot(page, '07-playground-image');
  });

  test('presets: create, edit, refuse invalid settings naming the field, delete', async () => {
    await page.getByRole('link', { name: 'Presets' }).click();
    await page.getByText('No presets yet.').waitFor();
    await page.getByRole('button', { name: 'New preset' }).click();
    await page.getByLabel('Name', { exact: true }).fill('hr-letters');
    await page.getByLabel('Entities (comma-separated; empty for all)').fill('PERSON, EMAIL_ADDRESS');
    await page.getByLabel('Score threshold (0–1)').fill('3');
    await page.getByRole('button', { name: 'Create preset' }).click();
    await page.getByRole('alert').getByText(/settings\.score_threshold/).waitFor();
    await page.getByLabel('Score threshold (0–1)').fill('0.5');
    await page.getByRole('button', { name: 'Create preset' }).click();
    await page.getByRole('cell', { name: 'hr-letters', exact: true }).waitFor();
    await checkAccessibility(page, 'presets');
    await shot(page, '08-presets');
    await page.getByRole('button', { name: 'Edit hr-letters' }).click();
    await page.getByLabel('Name', { exact: true }).fill('hr-letters-v2');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('cell', { name: 'hr-letters-v2', exact: true }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete hr-letters-v2' }).click();
    await page.getByText('No presets yet.').waitFor();
  });

  test('keys: create, reveal on request, delete', async () => {
    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByLabel('Key name').fill('payroll');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('cell', { name: 'payroll', exact: true }).waitFor();
    assert.equal(await page.locator('code.secret').count(), 0, 'no value until asked');
    await page.getByRole('button', { name: 'Reveal the value of payroll' }).click();
    assert.match((await page.locator('code.secret').textContent()) ?? '', /^.{32}$/);
    await checkAccessibility(page, 'keys');
    await shot(page, '09-keys');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete payroll' }).click();
    await page.getByText(/No keys yet/).waitFor();
  });

  test('usage shows the plan, the chart and the charges', async () => {
    await page.getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('heading', { name: 'Tokens per day, last 30 days (UTC)' }).waitFor();
    assert.equal(await page.locator('.chart svg rect.bar').count(), 30);
    assert.ok((await page.locator('table tbody tr').count()) >= 3, 'playground and API charges are listed');
    await checkAccessibility(page, 'usage');
    await shot(page, '10-usage');
  });

  test('account settings, dark theme and a phone-sized screen stay accessible', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await checkAccessibility(page, 'account');
    await shot(page, '11-account');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('link', { name: 'Playground' }).click();
    await page.getByRole('button', { name: 'Analyze and anonymize' }).click();
    await page.locator('mark.pii').first().waitFor();
    await checkAccessibility(page, 'playground (dark)');
    await shot(page, '12-playground-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const link of ['Usage', 'Keys', 'Presets', 'Playground']) {
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${link}: the page is ${overflow}px wider than a phone screen`);
    }
    await page.getByRole('button', { name: 'Analyze and anonymize' }).click();
    await page.locator('mark.pii').first().waitFor();
    assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scroll with results');
    await checkAccessibility(page, 'playground (phone)');
    await shot(page, '13-playground-phone');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  test('CSRF: a request without the token and a cross-site request change nothing', async () => {
    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByRole('heading', { name: 'Encryption keys' }).waitFor();
    const keysBefore = await page.evaluate(async () => ((await (await fetch('/api/console/keys')).json()) as { keys: unknown[] }).keys.length);
    // Same page, but without the X-CSRF-Token header the console sends.
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/console/keys', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'forged' }) });
      return res.status;
    });
    assert.equal(status, 403);
    // Another site (localhost is another host than 127.0.0.1) posting to the console: the
    // SameSite=Strict cookie is not sent, so the request has no session.
    const other = await context.newPage();
    await other.goto(server.url.replace('127.0.0.1', 'localhost') + '/api/health');
    await other.evaluate(async (target) => {
      await fetch(`${target}/api/console/keys`, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ name: 'cross-site' }) }).catch(() => undefined);
    }, server.url);
    await other.close();
    const keysAfter = await page.evaluate(async () => ((await (await fetch('/api/console/keys')).json()) as { keys: { name: string }[] }).keys);
    assert.equal(keysAfter.length, keysBefore, `no key was created: ${JSON.stringify(keysAfter)}`);
  });

  test('session fixation: a cookie planted before sign-in is replaced and stays invalid', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/signin');
    const planted = 'A'.repeat(43);
    const host = new URL(server.url).hostname;
    await context.addCookies([{ name: 'veil_session', value: planted, domain: host, path: '/', httpOnly: true, sameSite: 'Strict' }]);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter'); // the form submits from the keyboard
    await page.waitForURL('**/playground');
    const cookie = (await context.cookies(server.url)).find((c) => c.name === 'veil_session');
    assert.ok(cookie && cookie.value !== planted, 'a new session id was issued');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    const withPlanted = await fetch(`${server.url}/api/console/session`, { headers: { cookie: `veil_session=${planted}` } });
    assert.equal(withPlanted.status, 401);
  });
});
