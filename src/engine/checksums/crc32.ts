/** CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) of the UTF-8/ASCII bytes of a string. */
const TABLE = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  TABLE[n] = c >>> 0;
}

/** CRC-32 of an ASCII string (each code unit taken as one byte; callers pass ASCII only). */
export function crc32(ascii: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < ascii.length; i++) crc = TABLE[(crc ^ ascii.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
