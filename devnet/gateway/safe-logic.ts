// The Safe hashing and signature rules the devnet needs (Part C of the API reference). The maths is
// src/safe's, so the devnet and the app cannot disagree; this module only adapts it to the shapes
// the gateway code uses and maps its errors to the one the routes turn into 422s.
import {
  InvalidSignatureError as SafeInvalidSignatureError,
  approvedHashSignature,
  buildSignatureBytes,
  calculateSafeMessageHash,
  calculateSafeTxHash,
  encodeExecTransaction,
  hashDeleteRequest,
  hashPushRegistration,
  recoverSignatures as recoverSafeSignatures,
  type SafeSignature,
  type TypedDataInput,
} from '../../src/safe';

/** The fields of a SafeTx (EIP-712). */
export interface SafeTxFields {
  to: string;
  value: bigint;
  data: string;
  operation: number;
  safeTxGas: bigint;
  baseGas: bigint;
  gasPrice: bigint;
  gasToken: string;
  refundReceiver: string;
  nonce: bigint;
}

// A Safe whose VERSION() cannot be read is hashed like the oldest release with a chainId domain.
const FALLBACK_VERSION = '1.3.0';

/** safeTxHash of a SafeTx for a Safe of the given version. */
export function computeSafeTxHash(
  tx: SafeTxFields,
  version: string | null,
  chainId: bigint,
  safe: string,
): string {
  return calculateSafeTxHash({
    safeAddress: safe,
    chainId,
    version: version ?? FALLBACK_VERSION,
    transaction: { ...tx, operation: tx.operation === 1 ? 1 : 0 },
  });
}

/** execTransaction calldata for a SafeTx and its concatenated owner signatures. */
export function encodeExecTransactionData(tx: SafeTxFields, signatures: string): string {
  return encodeExecTransaction({ ...tx, operation: tx.operation === 1 ? 1 : 0 }, signatures);
}

/** A message as proposed to the gateway: a string or EIP-712 typed data. */
export type ProposedMessage = string | TypedDataInput;

/** The Safe messageHash (SafeMessage{message: hash of the user message}) for a Safe version. */
export function computeSafeMessageHash(
  message: ProposedMessage,
  version: string | null,
  chainId: bigint,
  safe: string,
): string {
  return calculateSafeMessageHash({
    safeAddress: safe,
    chainId,
    version: version ?? FALLBACK_VERSION,
    message,
  });
}

/** Kinds of signature parts, as the gateway classifies them by `v`. */
export type SignatureKind = SafeSignature['type'];

/** One classified signature part. */
export interface SignaturePart {
  signer: string;
  kind: SignatureKind;
  signature: string;
}

/** Error for a signature that cannot be classified or recovered. */
export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

/** Split concatenated signatures and recover (or read) each signer. */
export function recoverSignatures(hash: string, signatures: string): SignaturePart[] {
  try {
    return recoverSafeSignatures(hash, signatures).map((s) => ({
      signer: s.signer,
      kind: s.type,
      signature: s.data,
    }));
  } catch (error) {
    if (error instanceof SafeInvalidSignatureError)
      throw new InvalidSignatureError(error.message, { cause: error });
    throw new InvalidSignatureError('Invalid signature', { cause: error });
  }
}

/** The approved-hash signature bytes (r = owner, s = 0, v = 1) of an owner's on-chain approveHash. */
export function approvedHashSignatureBytes(owner: string): string {
  return approvedHashSignature(owner).data;
}

/** Concatenate 65-byte owner signatures sorted by owner address, as execTransaction requires. */
export function concatSortedSignatures(
  parts: readonly { owner: string; signature: string }[],
): string {
  if (parts.length === 0) return '0x';
  return buildSignatureBytes(
    parts.map((p) => ({ signer: p.owner, type: 'EOA' as const, data: p.signature })),
  );
}

/** EIP-712 hash of the Transaction Service DeleteRequest for an hour counter (totp). */
export function deleteRequestHash(
  safeTxHash: string,
  totp: bigint,
  chainId: bigint,
  safe: string,
): string {
  return hashDeleteRequest({
    safeAddress: safe,
    chainId,
    safeTxHash,
    now: Number(totp) * 3_600_000,
  });
}

/** keccak256("gnosis-safe" + timestamp + uuid + token + sorted checksummed safes). */
export function notificationRegistrationHash(
  timestamp: string,
  uuid: string,
  token: string,
  safes: readonly string[],
): string {
  return hashPushRegistration({
    timestamp,
    uuid,
    cloudMessagingToken: token,
    safeAddresses: [...safes],
  });
}
