/**
 * What a stored string may hold. PostgreSQL refuses U+0000 in text and jsonb (the driver then
 * fails the whole statement), and UTF-8 has no encoding for an unpaired surrogate, so the drivers
 * silently write U+FFFD instead. Either way what was sent is not what would be stored: callers
 * refuse such values with a 400 naming the field, before anything reaches the database.
 */

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableString(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * The path of the first string below `value` (object keys included) that cannot be stored as it is,
 * or null. Paths read like the API's field names: `settings.allow_list[2]`, `settings.operators`
 * (for a bad key inside `operators`).
 */
export function unstorableField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isStorableString(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableField(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) {
      if (!isStorableString(key)) return path;
      const found = unstorableField(v, path === '' ? key : `${path}.${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}

export const UNSTORABLE_MESSAGE = 'must not contain NUL characters or unpaired surrogates';
