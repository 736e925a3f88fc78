// Address input rules shared by every form: 0x + 40 hex, a valid EIP-55 checksum when mixed case,
// and an optional EIP-3770 prefix (`eth:0x…`) that must name the chain the form is about.
import { checksumAddress, isChecksumValidAddress } from '../../../safe/address/checksum';

/** Result of validating an address field. */
export type AddressInputResult = { ok: true; address: string } | { ok: false; message: string };

/** Validates a typed address; `shortName` is the chain the address must belong to, if known. */
export function validateAddressInput(input: string, shortName?: string): AddressInputResult {
  let value = input.trim();
  if (!value) return { ok: false, message: 'Enter an address (0x followed by 40 characters).' };
  const colon = value.indexOf(':');
  if (colon >= 0) {
    const prefix = value.slice(0, colon).toLowerCase();
    if (shortName && prefix !== shortName.toLowerCase()) {
      return {
        ok: false,
        message: `The prefix “${prefix}:” is for another chain; this one uses “${shortName}:”.`,
      };
    }
    value = value.slice(colon + 1);
  }
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) {
    return { ok: false, message: 'An address is 0x followed by 40 hexadecimal characters.' };
  }
  if (!isChecksumValidAddress(value)) {
    return {
      ok: false,
      message: 'Wrong checksum: the upper/lower case letters do not match. Check for a typo.',
    };
  }
  return { ok: true, address: checksumAddress(value) };
}
