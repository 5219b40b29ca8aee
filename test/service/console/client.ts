/** A console client over real HTTP: keeps the session cookie and the CSRF token like the browser does. */
import { SESSION_COOKIE } from '../../../src/service/console/sessions.ts';
import { call, type Res } from '../harness.ts';

export class ConsoleClient {
  cookie: string | null = null;
  csrf: string | null = null;

  constructor(readonly base: string) {}

  /** Sends the request; takes a new session cookie and CSRF token from the response when there are. */
  async send(method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; csrf?: string | null } = {}): Promise<Res> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie !== null) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    if (csrf !== null && method !== 'GET') headers['x-csrf-token'] = csrf;
    const res = await call(this.base, method, path, { ...(options.body !== undefined ? { body: options.body } : {}), headers });
    const set = res.headers.get('set-cookie');
    if (set !== null) {
      const value = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(set)?.[1] ?? '';
      this.cookie = value === '' ? null : value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unsafe-member-access -- untyped JSON
    if (res.body && typeof res.body.csrf_token === 'string') this.csrf = res.body.csrf_token as string;
    return res;
  }

  signup(email: string, password: string): Promise<Res> {
    return this.send('POST', '/api/console/signup', { body: { email, password } });
  }

  signin(email: string, password: string): Promise<Res> {
    return this.send('POST', '/api/console/signin', { body: { email, password } });
  }
}
