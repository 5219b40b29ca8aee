/**
 * Feature hashing. A feature is a template id plus a value; its weight row is found by hashing the
 * two into a fixed number of buckets, so the model needs no feature dictionary at run time and an
 * unseen feature simply lands in a bucket whose weights are (mostly) zero.
 */

/** FNV-1a over the UTF-16 code units of s. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Combines two 32-bit values into a well-spread 32-bit hash (murmur3's finaliser over a ⊕ b·φ). */
export function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
