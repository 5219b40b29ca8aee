/** Spanish identifiers: NIF (DNI number + letter) and NIE (X/Y/Z + 7 digits + letter), mod-23 letter. */
import type { Rng } from '../rng.ts';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function esNif(rng: Rng): string {
  const n = rng.digits(8);
  const letter = LETTERS[Number(n) % 23]!;
  return rng.chance(0.8) ? `${n}${letter}` : `${n}-${letter}`;
}

export function esNie(rng: Rng): string {
  const prefix = rng.pick(['X', 'Y', 'Z']);
  const n = rng.digits(7);
  const letter = LETTERS[Number(String('XYZ'.indexOf(prefix)) + n) % 23]!;
  return rng.chance(0.8) ? `${prefix}${n}${letter}` : `${prefix}-${n}-${letter}`;
}
