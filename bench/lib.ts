/** Small helpers shared by the benchmark sections. */
import { readdirSync, readFileSync } from 'node:fs';

export interface BenchOptions {
  quick: boolean;
}

/** A section prints its own lines; the runner only orders and times them. */
export interface Section {
  name: string;
  run(options: BenchOptions): Promise<void> | void;
  /** Long sections (the soak) run only when named with --only. */
  onlyWhenNamed?: boolean;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Runs `fn` once per round and returns every round's duration in ms. */
export function timeRounds(rounds: number, fn: () => void): number[] {
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out;
}

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function ms(n: number): string {
  return n >= 100 ? `${fmt(n)} ms` : `${fmt(n, 1)} ms`;
}

export function ratio(a: number, b: number): string {
  return b === 0 ? '–' : `${(a / b).toFixed(2)}×`;
}

export function utf8Bytes(texts: readonly string[]): number {
  return texts.reduce((s, t) => s + Buffer.byteLength(t, 'utf8'), 0);
}

export function heading(title: string): void {
  console.log(`\n== ${title} ${'='.repeat(Math.max(0, 72 - title.length))}`);
}

/** CPU ns per thread id of this process (Linux: /proc/self/task/<tid>/schedstat). */
export function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      out.set(tid, Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}
