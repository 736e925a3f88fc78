// Hex to bytes for long answers (a singleton's runtime code is ~24 KB): ethers' getBytes matched a
// regular expression and then parsed each byte through substring and parseInt, ~6 ms of a phone's
// first queue (4x CPU: 23 ms in one task) before the hash even started.

/** The value of one hex digit's char code, or -1. */
function nibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1; // a-f, A-F
}

/** The bytes of `0x` + an even number of hex digits (any case); null for anything else. */
export function bytesOfHex(hex: string): Uint8Array | null {
  if (typeof hex !== 'string' || !hex.startsWith('0x') || hex.length % 2 !== 0) return null;
  const bytes = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0; i < bytes.length; i += 1) {
    const high = nibble(hex.charCodeAt(2 + i * 2));
    const low = nibble(hex.charCodeAt(3 + i * 2));
    if (high < 0 || low < 0) return null;
    bytes[i] = (high << 4) | low;
  }
  return bytes;
}
