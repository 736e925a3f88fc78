// What the chain itself says about a Safe: owners, threshold, nonce, VERSION(), the singleton in
// the proxy's storage slot 0 and the hash of its code, and the chain id. The review trusts these
// over the gateway's SafeInfo. Pure: every read goes through functions the caller injects.
import { dataSlice, getAddress, hexlify, isHexString } from 'ethers';
import { keccak256InSlices } from '../address/keccak-in-slices';
import type { EthCall } from '../eip1271';
import { SafeCoreError } from '../errors';
import { bytesOfHex } from './hex-bytes';
import { decodeSafeGetter, encodeSafeGetter, type SafeGetterName } from './safe-getters';

/** The Safe as the chain reports it. */
export type SafeChainState = {
  /** The RPC's `eth_chainId`, as a decimal string. */
  chainId: string;
  safeAddress: string;
  /** Checksummed, in the contract's linked-list order. */
  owners: string[];
  threshold: number;
  nonce: bigint;
  /** `VERSION()` of the singleton, or null when the call failed. */
  version: string | null;
  /** The singleton address in the proxy's storage slot 0 (checksummed). */
  implementation: string;
  /** keccak256 of the singleton's runtime code. */
  implementationCodeHash: string;
  /** True when the singleton address has no code. */
  implementationEmpty: boolean;
};

/** The chain reads {@link readSafeChainState} needs; each resolves to the RPC's raw hex answer. */
export type SafeChainReader = {
  call: EthCall;
  getStorageAt: (address: string, slot: string) => Promise<string>;
  getCode: (address: string) => Promise<string>;
  chainId: () => Promise<string>;
};

/** Parameters of {@link readSafeChainState}. */
export type ReadSafeChainStateParameters = { reader: SafeChainReader; safeAddress: string };

/** The chain's answers do not describe a Safe (no code, a revert, a malformed answer). */
export class SafeChainStateError extends SafeCoreError {
  override name = 'SafeChainStateError';
}

/** What {@link readSafeChainState} can throw (besides the reader's own errors). */
export type ReadSafeChainStateErrorType = SafeChainStateError;

async function callGetter(
  reader: SafeChainReader,
  safeAddress: string,
  name: SafeGetterName,
): Promise<unknown> {
  const result = await reader.call(safeAddress, encodeSafeGetter(name));
  try {
    return decodeSafeGetter(name, result);
  } catch (cause) {
    throw new SafeChainStateError(`The chain gave no readable ${name}() for this Safe`, { cause });
  }
}

/** Parses an `eth_chainId` answer (hex quantity) into a decimal string. */
export function parseChainIdQuantity(value: string): string {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new SafeChainStateError('The chain id from the RPC is not a number');
  }
  return BigInt(value).toString();
}

/** Reads owners, threshold, nonce, version, implementation (slot 0 + code hash) and chain id. */
export async function readSafeChainState({
  reader,
  safeAddress,
}: ReadSafeChainStateParameters): Promise<SafeChainState> {
  const address = getAddress(safeAddress);
  const [chainId, owners, threshold, nonce, version, slot0] = await Promise.all([
    reader.chainId().then(parseChainIdQuantity),
    callGetter(reader, address, 'getOwners'),
    callGetter(reader, address, 'getThreshold'),
    callGetter(reader, address, 'nonce'),
    // VERSION() is informative: the code hash below decides which Safe this is.
    callGetter(reader, address, 'VERSION').catch(() => null),
    reader.getStorageAt(address, '0x0'),
  ]);
  if (!isHexString(slot0, 32)) {
    throw new SafeChainStateError('The chain gave no readable storage slot 0 for this Safe');
  }
  const implementation = getAddress(dataSlice(slot0, 12, 32));
  const code = await reader.getCode(implementation);
  const codeBytes = bytesOfHex(code);
  if (!codeBytes) throw new SafeChainStateError('The chain gave no readable code');
  // In slices: at once, the singleton's ~24 KB were one of the longest tasks of a Safe screen's
  // first second on a phone.
  const implementationCodeHash = hexlify(await keccak256InSlices(codeBytes));
  return {
    chainId,
    safeAddress: address,
    owners: (owners as string[]).map((owner) => getAddress(owner)),
    threshold: Number(threshold as bigint),
    nonce: nonce as bigint,
    version: typeof version === 'string' ? version : null,
    implementation,
    implementationCodeHash,
    implementationEmpty: codeBytes.length === 0,
  };
}
