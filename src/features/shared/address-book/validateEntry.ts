// Rules for one address book entry: a valid address, a 1–50 character name, no duplicate address
// on the same chain. Runs before any write so that nothing invalid is ever stored.
import type { AddressBookEntry } from '../../../storage/addressBook';
import { validateAddressInput } from './validateAddress';

/** Longest name Safe{Wallet} accepts. */
export const MAX_NAME_LENGTH = 50;

/** Per-field errors of an entry form. */
export interface EntryErrors {
  address?: string;
  name?: string;
}

/** Result of validating an entry. */
export type EntryValidation =
  { ok: true; entry: AddressBookEntry } | { ok: false; errors: EntryErrors };

/** Validates a name: trimmed, 1–50 characters, no control characters. */
export function validateName(
  input: string,
): { ok: true; name: string } | { ok: false; message: string } {
  const name = input.trim();
  if (!name) return { ok: false, message: 'Enter a name.' };
  // Count code points so an emoji is one character, as the user sees it.
  if ([...name].length > MAX_NAME_LENGTH) {
    return { ok: false, message: `Use at most ${MAX_NAME_LENGTH} characters.` };
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    return { ok: false, message: 'The name contains control characters.' };
  }
  return { ok: true, name };
}

/** Options of validateEntry. */
export interface ValidateEntryOptions {
  chainId: string;
  /** The chain's EIP-3770 prefix, to accept `prefix:0x…` input. */
  shortName?: string;
  /** Entries already on this chain (duplicates are refused). */
  existing: readonly AddressBookEntry[];
  /** The checksummed address being edited (it may keep its own address). */
  editing?: string;
}

/** Validates an address + name pair against the rules and the existing entries. */
export function validateEntry(
  input: { address: string; name: string },
  { chainId, shortName, existing, editing }: ValidateEntryOptions,
): EntryValidation {
  const errors: EntryErrors = {};
  const address = validateAddressInput(input.address, shortName);
  const name = validateName(input.name);
  if (!address.ok) errors.address = address.message;
  else if (
    address.address !== editing &&
    existing.some((entry) => entry.chainId === chainId && entry.address === address.address)
  ) {
    const other = existing.find((entry) => entry.address === address.address);
    errors.address = `This address is already in the address book as “${other?.name ?? ''}”. Edit that entry instead.`;
  }
  if (!name.ok) errors.name = name.message;
  if (!address.ok || !name.ok || errors.address) return { ok: false, errors };
  return { ok: true, entry: { chainId, address: address.address, name: name.name } };
}
