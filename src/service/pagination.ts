/**
 * Pagination of the list endpoints (keys, presets): `?limit=N` (1–100, default 100) and
 * `?cursor=<next_cursor of the previous page>`. Lists are in creation order, so a cursor is the
 * position after the last item returned, made opaque so clients do not build their own.
 * Response: the page plus `next_cursor` (null on the last page).
 */
import { Type } from 'typebox';
import { badRequest } from './errors.ts';

export const MAX_PAGE_SIZE = 100;

export const PageQuery = Type.Object({
  limit: Type.Optional(Type.String({ description: `Items per page, 1–${MAX_PAGE_SIZE} (default ${MAX_PAGE_SIZE})` })),
  cursor: Type.Optional(Type.String({ description: 'next_cursor of the previous page' })),
});

export const NextCursor = Type.Union([Type.String(), Type.Null()], { description: 'Pass as ?cursor= for the next page; null on the last page' });

export interface PageRequest {
  limit?: string | undefined;
  cursor?: string | undefined;
}

function parseLimit(raw: string | undefined): number {
  if (raw === undefined) return MAX_PAGE_SIZE;
  const n = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= MAX_PAGE_SIZE)) throw badRequest(`limit must be an integer between 1 and ${MAX_PAGE_SIZE}`, { field: 'limit', limit: MAX_PAGE_SIZE });
  return n;
}

function parseCursor(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const decoded = Buffer.from(raw, 'base64url').toString('latin1');
  const m = /^o:(\d{1,9})$/.exec(decoded);
  if (!m) throw badRequest('cursor is not a cursor this service returned', { field: 'cursor' });
  return Number(m[1]);
}

const cursorAt = (offset: number) => Buffer.from(`o:${offset}`, 'latin1').toString('base64url');

/** One page of `items` (already in creation order) and the cursor of the next. */
export function paginate<T>(items: readonly T[], query: PageRequest): { page: T[]; next_cursor: string | null } {
  const limit = parseLimit(query.limit);
  const offset = parseCursor(query.cursor);
  const page = items.slice(offset, offset + limit);
  return { page, next_cursor: offset + limit < items.length ? cursorAt(offset + limit) : null };
}
