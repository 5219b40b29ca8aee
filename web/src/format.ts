/** Small display helpers. */
export function when(iso: string | null, empty = '—'): string {
  if (iso === null) return empty;
  const d = new Date(iso);
  return d.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function number(n: number): string {
  return n.toLocaleString('en-US');
}

/** POSIX-shell single quoting, for the curl equivalent. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

export async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
