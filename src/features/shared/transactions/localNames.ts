// Names this device knows (the address book, "owner" for the Safe's owners) put into a
// transaction's address fields before it is described, so every row and summary reads "Sent 0.5
// ETH to Dave" — for every kind of transaction, without each describer knowing about names.
// The address book wins over the gateway's name: it is the user's own word for an address.
import type { AddressInfo } from '../../../gateway';
import { OWNER_NAME } from './txDescription';

/** A name for an address (any letter case), or undefined when none is known. */
export type NameOf = (address: string) => string | undefined;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ADDRESS_INFO_KEYS = new Set(['value', 'name', 'logoUri']);

function isAddressInfo(value: object): value is AddressInfo {
  const record = value as Record<string, unknown>;
  return (
    typeof record.value === 'string' &&
    ADDRESS.test(record.value) &&
    Object.keys(record).every((key) => ADDRESS_INFO_KEYS.has(key))
  );
}

/** `value` with every `{ value, name }` address whose name `nameOf` knows renamed (a copy). */
export function withLocalNames<T>(value: T, nameOf: NameOf, depth = 0): T {
  // Gateway objects are shallow; the bound keeps a malformed, cyclic or huge answer harmless.
  if (depth > 8 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const renamed = withLocalNames(item, nameOf, depth + 1);
      changed ||= renamed !== item;
      return renamed;
    });
    return (changed ? next : value) as T;
  }
  if (isAddressInfo(value)) {
    const name = nameOf(value.value);
    return (name && name !== value.name ? { ...value, name } : value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const renamed = withLocalNames(item, nameOf, depth + 1);
    if (renamed !== item) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = renamed;
    }
  }
  return (copy ?? value) as T;
}

/** Names from the address book, else "owner" for an owner of the open Safe. */
export function combineNames(addressBookName: NameOf, owners: readonly string[] = []): NameOf {
  const ownerSet = new Set(owners.map((owner) => owner.toLowerCase()));
  return (address) =>
    addressBookName(address) ?? (ownerSet.has(address.toLowerCase()) ? OWNER_NAME : undefined);
}
