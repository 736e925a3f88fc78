// ABIs the user supplied, one record per (chain, contract): the custom-call form remembers them and
// the transaction review decodes that contract's calls with them, on this device only.
import { getAddress } from 'ethers';
import { openCountersignDb, type UserAbiRecord } from './db';

export type { UserAbiRecord } from './db';

/** The stored ABI of one contract, or null. */
export async function getUserAbi(chainId: string, address: string): Promise<UserAbiRecord | null> {
  const db = await openCountersignDb();
  return (await db.get('userAbis', [chainId, getAddress(address)])) ?? null;
}

/** Every stored ABI of one chain. */
export async function listUserAbis(chainId: string): Promise<UserAbiRecord[]> {
  const db = await openCountersignDb();
  return db.getAllFromIndex('userAbis', 'byChain', chainId);
}

/** Stores (or replaces) the ABI of one contract; the caller has parsed `abi` successfully first. */
export async function putUserAbi(p: {
  chainId: string;
  address: string;
  abi: string;
  name?: string | null;
  savedAt?: number;
}): Promise<UserAbiRecord> {
  const record: UserAbiRecord = {
    chainId: p.chainId,
    address: getAddress(p.address),
    abi: p.abi,
    name: p.name?.trim() || null,
    savedAt: p.savedAt ?? Date.now(),
  };
  const db = await openCountersignDb();
  await db.put('userAbis', record);
  return record;
}

/** Forgets the ABI of one contract (no-op when absent). */
export async function deleteUserAbi(chainId: string, address: string): Promise<void> {
  const db = await openCountersignDb();
  await db.delete('userAbis', [chainId, getAddress(address)]);
}
