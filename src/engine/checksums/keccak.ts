/**
 * Keccak-256 as Ethereum uses it: the original Keccak submission padding (0x01 … 0x80), not the
 * FIPS 202 SHA3-256 padding (0x06 … 0x80) that node:crypto's 'sha3-256' applies — the two give
 * different digests. 64-bit lanes are kept as pairs of 32-bit halves so no BigInt is needed.
 */

const RATE = 136; // bytes absorbed per permutation for a 256-bit capacity of 512 bits

// Round constants of ι, as [high, low] 32-bit halves.
const RC: readonly (readonly [number, number])[] = [
  [0x00000000, 0x00000001], [0x00000000, 0x00008082], [0x80000000, 0x0000808a], [0x80000000, 0x80008000],
  [0x00000000, 0x0000808b], [0x00000000, 0x80000001], [0x80000000, 0x80008081], [0x80000000, 0x00008009],
  [0x00000000, 0x0000008a], [0x00000000, 0x00000088], [0x00000000, 0x80008009], [0x00000000, 0x8000000a],
  [0x00000000, 0x8000808b], [0x80000000, 0x0000008b], [0x80000000, 0x00008089], [0x80000000, 0x00008003],
  [0x80000000, 0x00008002], [0x80000000, 0x00000080], [0x00000000, 0x0000800a], [0x80000000, 0x8000000a],
  [0x80000000, 0x80008081], [0x80000000, 0x00008080], [0x00000000, 0x80000001], [0x80000000, 0x80008008],
];

// ρ rotation offsets, indexed by lane x + 5y.
const RHO = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

// π: lane x + 5y moves to lane y + 5((2x + 3y) mod 5).
const PI = new Array<number>(25);
for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) PI[x + 5 * y] = y + 5 * ((2 * x + 3 * y) % 5);

/** state[2i] = low half, state[2i+1] = high half of lane i. */
function keccakF(state: Uint32Array): void {
  const cLo = new Uint32Array(5);
  const cHi = new Uint32Array(5);
  const bLo = new Uint32Array(25);
  const bHi = new Uint32Array(25);
  for (let round = 0; round < 24; round++) {
    // θ
    for (let x = 0; x < 5; x++) {
      cLo[x] = state[2 * x]! ^ state[2 * (x + 5)]! ^ state[2 * (x + 10)]! ^ state[2 * (x + 15)]! ^ state[2 * (x + 20)]!;
      cHi[x] = state[2 * x + 1]! ^ state[2 * (x + 5) + 1]! ^ state[2 * (x + 10) + 1]! ^ state[2 * (x + 15) + 1]! ^ state[2 * (x + 20) + 1]!;
    }
    for (let x = 0; x < 5; x++) {
      const l = cLo[(x + 1) % 5]!;
      const h = cHi[(x + 1) % 5]!;
      const dLo = cLo[(x + 4) % 5]! ^ ((l << 1) | (h >>> 31));
      const dHi = cHi[(x + 4) % 5]! ^ ((h << 1) | (l >>> 31));
      for (let y = 0; y < 25; y += 5) {
        state[2 * (x + y)] = state[2 * (x + y)]! ^ dLo;
        state[2 * (x + y) + 1] = state[2 * (x + y) + 1]! ^ dHi;
      }
    }
    // ρ and π
    for (let i = 0; i < 25; i++) {
      const lo = state[2 * i]!;
      const hi = state[2 * i + 1]!;
      const r = RHO[i]!;
      const to = PI[i]!;
      if (r === 0) {
        bLo[to] = lo;
        bHi[to] = hi;
      } else if (r < 32) {
        bLo[to] = (lo << r) | (hi >>> (32 - r));
        bHi[to] = (hi << r) | (lo >>> (32 - r));
      } else if (r === 32) {
        bLo[to] = hi;
        bHi[to] = lo;
      } else {
        const s = r - 32;
        bLo[to] = (hi << s) | (lo >>> (32 - s));
        bHi[to] = (lo << s) | (hi >>> (32 - s));
      }
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const a = x + y;
        const b = ((x + 1) % 5) + y;
        const c = ((x + 2) % 5) + y;
        state[2 * a] = bLo[a]! ^ (~bLo[b]! & bLo[c]!);
        state[2 * a + 1] = bHi[a]! ^ (~bHi[b]! & bHi[c]!);
      }
    }
    // ι
    const [rcHi, rcLo] = RC[round]!;
    state[0] = state[0]! ^ rcLo;
    state[1] = state[1]! ^ rcHi;
  }
}

/**
 * The sponge with a 256-bit output and the given domain/padding byte: 0x01 is Keccak-256, 0x06 is
 * FIPS 202 SHA3-256 (exported so tests can compare the permutation against node:crypto).
 */
export function keccakSponge256(input: Uint8Array, padByte: number): Uint8Array {
  const state = new Uint32Array(50);
  // Padded message: input, the pad byte, zeros, and 0x80 in the last byte of the final block.
  const blocks = Math.floor(input.length / RATE) + 1;
  const padded = new Uint8Array(blocks * RATE);
  padded.set(input);
  padded[input.length] = padByte;
  padded[padded.length - 1]! |= 0x80;
  for (let offset = 0; offset < padded.length; offset += RATE) {
    for (let i = 0; i < RATE / 4; i++) {
      const p = offset + 4 * i;
      state[i] = state[i]! ^ (padded[p]! | (padded[p + 1]! << 8) | (padded[p + 2]! << 16) | (padded[p + 3]! << 24));
    }
    keccakF(state);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = (state[i >> 2]! >>> ((i & 3) * 8)) & 0xff;
  return out;
}

/** Keccak-256 digest (32 bytes) of the input bytes. */
export function keccak256(input: Uint8Array): Uint8Array {
  return keccakSponge256(input, 0x01);
}

/**
 * EIP-55: in a mixed-case address each hex letter is upper case exactly when the matching nibble of
 * keccak256(lowercase hex address) is 8 or more. `hex40` is the 40 hex digits without "0x".
 */
export function eip55Valid(hex40: string): boolean {
  if (!/^[0-9a-fA-F]{40}$/.test(hex40)) return false;
  const lower = hex40.toLowerCase();
  const hash = keccak256(new TextEncoder().encode(lower));
  for (let i = 0; i < 40; i++) {
    const ch = hex40.charCodeAt(i);
    if (ch < 65) continue; // digits carry no case
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const isUpper = ch <= 70;
    if (isUpper !== nibble >= 8) return false;
  }
  return true;
}
