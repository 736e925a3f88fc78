// Reads the `?safe=` value of a Safe link: `<shortName>:<address>` (EIP-3770), as Safe{Wallet}
// writes it. Pure, so the rules are unit-tested without React.
import { checksumAddress, isChecksumValidAddress } from '../../safe/address/checksum';

/** A syntactically valid Safe reference (chain not yet resolved). */
export interface ParsedSafeParam {
  ok: true;
  shortName: string;
  /** Checksummed. */
  safeAddress: string;
}

/** Why a `?safe=` value cannot be used, in words the user can act on. */
export interface InvalidSafeParam {
  ok: false;
  message: string;
}

const SHORT_NAME = /^[a-z0-9-]{1,64}$/i;

/** Parses and checksums a `?safe=` value. */
export function parseSafeParam(
  value: string | null | undefined,
): ParsedSafeParam | InvalidSafeParam {
  const input = (value ?? '').trim();
  if (!input)
    return { ok: false, message: 'No Safe is selected. Open one from the welcome screen.' };
  const colon = input.lastIndexOf(':');
  if (colon < 0) {
    // A bare address, with or without its 0x.
    if (isChecksumValidAddress(input.startsWith('0x') ? input : `0x${input}`)) {
      return {
        ok: false,
        message:
          'This Safe address has no chain prefix. Add the chain prefix in front of it, e.g. eth:0x…, so the app knows which network to look on.',
      };
    }
    return {
      ok: false,
      message: `“${input}” is not a Safe address. Use the chain prefix and address, e.g. eth:0x…`,
    };
  }
  const shortName = input.slice(0, colon);
  const address = input.slice(colon + 1);
  if (!SHORT_NAME.test(shortName)) {
    return {
      ok: false,
      message: `“${shortName}” is not a valid chain prefix (letters, digits, -).`,
    };
  }
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
    return {
      ok: false,
      message: 'The address must be 0x followed by 40 hexadecimal characters.',
    };
  }
  // Mixed case must carry a valid EIP-55 checksum: a typo in one letter is then caught.
  if (!isChecksumValidAddress(address)) {
    return {
      ok: false,
      message: 'The address has a wrong checksum (upper/lower case letters). Check it for typos.',
    };
  }
  return { ok: true, shortName: shortName.toLowerCase(), safeAddress: checksumAddress(address) };
}
