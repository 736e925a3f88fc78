// Hashes written the way the devices write them (see typed-data-screen.ts for the sources):
// Ledger "0x" + uppercase hex, Trezor uppercase hex in rows of 16.

const HEX_32 = /^0x[0-9a-fA-F]{64}$/;

/** A 32-byte hash as a Ledger prints it: "0x" and uppercase hex. Throws on anything else. */
export function ledgerHashText(hash: string): string {
  if (!HEX_32.test(hash)) throw new RangeError(`Not a 32-byte hash: ${hash}`);
  return `0x${hash.slice(2).toUpperCase()}`;
}

/** A 32-byte hash as a Trezor lays it out: four rows of 16 uppercase hex digits, no "0x". */
export function trezorHashRows(hash: string): string[] {
  const digits = ledgerHashText(hash).slice(2);
  return [0, 16, 32, 48].map((start) => digits.slice(start, start + 16));
}
