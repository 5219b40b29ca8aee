/**
 * The tag set: IOB2 over the four classes of the training corpora. MISC (events, works,
 * nationalities) is learnt so that the model knows what is *not* a person, place or organisation;
 * it is never reported as PII.
 */
export const CLASSES = ['PER', 'LOC', 'ORG', 'MISC'] as const;
export type EntityClass = (typeof CLASSES)[number];

/** Label ids: 0 = O, 1 + 2c = B-class c, 2 + 2c = I-class c. */
export const LABELS = ['O', ...CLASSES.flatMap((c) => [`B-${c}`, `I-${c}`])] as const;
export const LABEL_COUNT = LABELS.length;
export const O = 0;

export const beginOf = (c: number) => 1 + 2 * c;
export const insideOf = (c: number) => 2 + 2 * c;
export const isBegin = (y: number) => y > 0 && (y & 1) === 1;
export const isInside = (y: number) => y > 0 && (y & 1) === 0;
/** The class index of a B- or I- label. */
export const classOf = (y: number) => (y - 1) >> 1;

/** IOB2 constraint: I-c may only follow B-c or I-c; a sequence never starts with I-. */
export function allowed(prev: number, y: number): boolean {
  if (!isInside(y)) return true;
  return prev > 0 && classOf(prev) === classOf(y);
}

export function labelId(tag: string): number {
  const i = (LABELS as readonly string[]).indexOf(tag);
  if (i < 0) throw new Error(`unknown tag ${tag}`);
  return i;
}
