/**
 * The console's only way to the server: JSON to /api/console/…, the session cookie sent by the
 * browser, and the CSRF token (received at sign-in) on every state-changing request.
 */
let csrfToken: string | null = null;
let onSignedOut: (() => void) | null = null;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get field(): string | undefined {
    return typeof this.details.field === 'string' ? this.details.field : undefined;
  }
}

/** Called when the server says the session is gone (expired, revoked, signed out elsewhere). */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken !== null) headers['x-csrf-token'] = csrfToken;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, credentials: 'same-origin', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  } catch {
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  if (res.status === 204) return undefined as T;
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    if (res.status === 401 && path !== '/api/console/session' && path !== '/api/console/signin') onSignedOut?.();
    const message = typeof data?.error === 'string' ? data.error : `Request failed (${res.status})`;
    throw new ApiError(res.status, message, (data?.details as Record<string, unknown> | undefined) ?? {});
  }
  if (data && typeof data.csrf_token === 'string') csrfToken = data.csrf_token;
  return data as T;
}

export interface Account {
  id: string;
  email: string;
  plan: 'free' | 'basic' | 'pro' | 'business';
  balance: { allowance_left: number; top_up: number; total: number };
  cycle_started_at: string;
  cycle_resets_at: string;
  limits: { batch_documents: number; requests_per_minute: number; mcp: boolean; priority: boolean };
}

export interface Session {
  account: Account;
  csrf_token: string;
}

export interface Entity {
  entity_type: string;
  text: string;
  start: number;
  end: number;
  score: number;
}

export interface ImageEntity {
  entity_type: string;
  text: string;
  score: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TokenRow {
  id: string;
  name: string | null;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  status: 'active' | 'expired' | 'revoked';
}

export interface Preset {
  id: string;
  name: string;
  description: string | null;
  settings: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export interface KeyRow {
  id: string;
  name: string;
  fingerprint: string;
  created_at: string;
  last_used_at: string | null;
  use_count: number;
  is_default: boolean;
  key?: string;
}
