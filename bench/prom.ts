/**
 * Reading the server's /metrics from the benchmark: scrape before and after a run, then subtract.
 * Only what bench/http.ts needs — sample lines `name{labels} value`, no HELP/TYPE.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseSamples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const x of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[x[1]!] = x[2]!;
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

/** Sum of the samples of `name` whose labels include `labels`. */
export function total(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const s of samples) {
    if (s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)) sum += s.value;
  }
  return sum;
}

/** Two scrapes around a run: the increase of a counter (or of a histogram's _sum / _count). */
export class ScrapeDelta {
  readonly #before: Sample[];
  readonly #after: Sample[];

  constructor(before: string, after: string) {
    this.#before = parseSamples(before);
    this.#after = parseSamples(after);
  }

  of(name: string, labels: Record<string, string> = {}): number {
    return total(this.#after, name, labels) - total(this.#before, name, labels);
  }
}

export async function scrape(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
  return res.text();
}
