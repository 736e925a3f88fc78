// Approved hashes and contract (EIP-1271) signatures carry no cryptographic proof in their bytes:
// the Safe contract asks the chain. This asks the same questions through an injected eth_call,
// so such a confirmation counts only when the chain says yes.
import { getAddress } from 'ethers';
import { eip1271Interface } from '../calldata/abis';
import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from '../constants';
import type { EthCall } from '../eip1271';
import type { SafeSignature } from '../signatures/recover-signatures';
import { isHashApprovedOnChain } from './chain-abi';

/** Parameters of {@link checkSignatureOnChain}. */
export type CheckSignatureOnChainParameters = {
  call: EthCall;
  safeAddress: string;
  /** The locally computed safeTxHash or Safe message hash. */
  hash: string;
  /**
   * What a Safe ≤ 1.4.1 hands to a contract owner's legacy `isValidSignature(bytes,bytes)`: the
   * EIP-712 pre-image of `hash` (encodeTransactionData). Given: only that legacy form is asked, as
   * such a Safe asks only it. Omitted (Safe ≥ 1.5.0): only the bytes32 form is asked.
   */
  preimage?: string;
  signature: SafeSignature;
  /** The account executing (or that executed) the transaction: its own approval needs no hash. */
  executor?: string | null;
};

async function callOrNull(call: EthCall, to: string, data: string): Promise<string | null> {
  try {
    const result = await call(to, data);
    return typeof result === 'string' ? result : null;
  } catch {
    // A revert or an RPC error is "not approved": this check must never throw.
    return null;
  }
}

const startsWith = (result: string | null, magic: string) =>
  result !== null && result.slice(0, 10).toLowerCase() === magic;

/** `approvedHashes(owner, hash)` is non-zero on the Safe (or the owner is the executor). */
async function isApprovedOnChain(
  call: EthCall,
  safeAddress: string,
  owner: string,
  hash: string,
  executor: string | null | undefined,
): Promise<boolean> {
  if (executor && getAddress(executor) === getAddress(owner)) return true;
  return isHashApprovedOnChain(call, safeAddress, owner, hash);
}

/**
 * The owner contract returns the magic value of the one EIP-1271 form the Safe itself will ask:
 * a Safe ≤ 1.4.1 asks only the legacy form over the pre-image, a later one only the bytes32 form.
 * Crediting a signature the other form accepts would enable an execution the Safe then reverts.
 */
async function isValidContractSignature(
  call: EthCall,
  owner: string,
  hash: string,
  preimage: string | undefined,
  bytes: string,
): Promise<boolean> {
  if (preimage === undefined) {
    const current = eip1271Interface.encodeFunctionData('isValidSignature(bytes32,bytes)', [
      hash,
      bytes,
    ]);
    return startsWith(await callOrNull(call, owner, current), EIP1271_MAGIC_VALUE);
  }
  const legacy = eip1271Interface.encodeFunctionData('isValidSignature(bytes,bytes)', [
    preimage,
    bytes,
  ]);
  return startsWith(await callOrNull(call, owner, legacy), EIP1271_LEGACY_MAGIC_VALUE);
}

/**
 * Whether the chain accepts one approved-hash or contract signature the way the Safe contract
 * would; ECDSA signatures need no chain and return true. Never throws: any failure is false.
 */
export async function checkSignatureOnChain({
  call,
  safeAddress,
  hash,
  preimage,
  signature,
  executor,
}: CheckSignatureOnChainParameters): Promise<boolean> {
  try {
    if (signature.type === 'APPROVED_HASH') {
      return await isApprovedOnChain(call, safeAddress, signature.signer, hash, executor);
    }
    if (signature.type === 'CONTRACT_SIGNATURE') {
      return await isValidContractSignature(call, signature.signer, hash, preimage, signature.data);
    }
    return true;
  } catch {
    return false;
  }
}
