/**
 * Token boundaries shared by the identifier patterns: an identifier is not glued to a letter, digit,
 * underscore, '+' or '-' before it, nor to a word character or '-' after it, and a number does not
 * continue through a decimal point or thousands separator ("1.234567890" holds no ten-digit id).
 */
export const TOKEN_START = String.raw`(?<![\w+-]|\d[.,])`;
export const TOKEN_END = String.raw`(?![\w-]|[.,]\d)`;

/** A global regex for `body` standing as a token of its own. */
export function tokenRegex(body: string, flags = ''): RegExp {
  return new RegExp(`${TOKEN_START}(?:${body})${TOKEN_END}`, `g${flags}`);
}
