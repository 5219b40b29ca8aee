import { invalid, optionalBoolean, optionalNonNegativeInteger, optionalString } from '../params.ts';
import type { OperatorDefinition, Transform } from '../types.ts';

const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * mask: replaces `chars_to_mask` characters (default: all) with `masking_char` (default `*`),
 * from the start or, with `from_end`, from the end. Characters are code points, so an emoji is one
 * character and a surrogate pair is never split; a count beyond the value masks all of it.
 */
export const maskOperator: OperatorDefinition = {
  type: 'mask',
  parse(raw, field) {
    const maskingChar = optionalString(raw, 'masking_char', field) ?? '*';
    if (Array.from(maskingChar).length !== 1) invalid(`${field}.masking_char`, 'must be exactly one character');
    const charsToMask = optionalNonNegativeInteger(raw, 'chars_to_mask', field);
    const fromEnd = optionalBoolean(raw, 'from_end', field) ?? false;
    return {
      type: 'mask',
      params: { masking_char: maskingChar, ...(charsToMask === undefined ? {} : { chars_to_mask: charsToMask }), from_end: fromEnd },
      requires: [],
      bind: () => maskTransform(maskingChar, charsToMask, fromEnd),
    };
  },
};

function maskTransform(maskingChar: string, charsToMask: number | undefined, fromEnd: boolean): Transform {
  return (original) => {
    // UTF-16 indices are code points in text without surrogates (nearly all); otherwise split.
    const chars = SURROGATE.test(original) ? Array.from(original) : null;
    const length = chars ? chars.length : original.length;
    const n = charsToMask === undefined ? length : Math.min(charsToMask, length);
    const [from, to] = fromEnd ? [0, length - n] : [n, length];
    const kept = chars ? chars.slice(from, to).join('') : original.slice(from, to);
    const mask = maskingChar.repeat(n);
    return fromEnd ? kept + mask : mask + kept;
  };
}
