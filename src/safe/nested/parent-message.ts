// The EIP-1271 route for a parent Safe: the parent confirms a child's transaction off chain by a
// Safe message whose content is the child's SafeTx typed data (its EIP-712 hash is the child's
// safeTxHash). The gateway keys that message by SafeMessage(keccak256(abi.encode(safeTxHash))),
// which is what the parent's fallback handler checks for the bytes32 form
// isValidSignature(safeTxHash, sig) a Safe ≥ 1.5.0 asks. A Safe ≤ 1.4.1 asks the legacy form over
// the 66-byte pre-image instead, whose SafeMessage is over keccak256(preimage) = safeTxHash: a
// different hash no gateway message can have, so the route applies to ≥ 1.5.0 children only
// (proven on chain in tests/unit/safe/parent-message.test.ts). Pure: no I/O, nothing stored.
import { calculateSafeMessageHash } from '../safe-message-hash';
import { getSafeTxTypedData, type CalculateSafeTxHashParameters } from '../safe-tx-hash';
import type { TypedDataInput } from '../typed-data';
import { isVersionAtLeast } from '../version';

/** Parameters of {@link parentMessageHash}. */
export type ParentMessageHashParameters = {
  /** The parent Safe that signs. */
  parentAddress: string;
  /** The parent's version, read from the chain (its domain depends on it). */
  parentVersion: string;
  /** The child's transaction: the child's address, chain, version and SafeTx fields. */
  child: CalculateSafeTxHashParameters;
};

const jsonSafe = (value: unknown): unknown =>
  typeof value === 'bigint' ? value.toString() : value;

/**
 * The parent's message content: the child's SafeTx typed data, with numbers as decimal strings so
 * the gateway can store it as JSON (EIP-712 hashes them the same).
 */
export function parentMessageContent(child: CalculateSafeTxHashParameters): TypedDataInput {
  const { domain, types, primaryType, message } = getSafeTxTypedData(child);
  return {
    domain:
      domain.chainId === undefined
        ? { verifyingContract: domain.verifyingContract }
        : { chainId: domain.chainId.toString(), verifyingContract: domain.verifyingContract },
    types: {
      EIP712Domain: [
        ...(domain.chainId === undefined ? [] : [{ name: 'chainId', type: 'uint256' }]),
        { name: 'verifyingContract', type: 'address' },
      ],
      ...types,
    },
    primaryType,
    message: Object.fromEntries(Object.entries(message).map(([k, v]) => [k, jsonSafe(v)])),
  };
}

/** The parent's SafeMessage hash over the child's transaction (the gateway's messageHash). */
export function parentMessageHash({
  parentAddress,
  parentVersion,
  child,
}: ParentMessageHashParameters): string {
  return calculateSafeMessageHash({
    safeAddress: parentAddress,
    chainId: child.chainId,
    version: parentVersion,
    message: parentMessageContent(child),
  });
}

/**
 * Whether the child asks its contract owners the bytes32 form over its safeTxHash (Safe ≥ 1.5.0),
 * the only form a parent's gateway message can satisfy.
 */
export function childAcceptsParentMessage(childVersion: string): boolean {
  return isVersionAtLeast(childVersion, '1.5.0');
}

/** The part of a parent's gateway message {@link parentMessageSignature} reads. */
export type ParentMessageState = { status: string; preparedSignature?: string | null };

/**
 * The parent's contract signature bytes for the child's execution, or null: only a CONFIRMED
 * message with a prepared signature, and only for a child that asks the bytes32 form. The caller
 * still asks the chain (checkSignatureOnChain without a pre-image) before crediting it.
 */
export function parentMessageSignature(
  message: ParentMessageState | null | undefined,
  childVersion: string,
): string | null {
  if (!childAcceptsParentMessage(childVersion)) return null;
  if (message?.status !== 'CONFIRMED' || !message.preparedSignature) return null;
  return message.preparedSignature;
}
