// The Safe hashing and signature rules the devnet needs (Part C of the API reference), kept in one
// module on ethers so that it can be replaced by src/safe once that lands.
import {
  TypedDataEncoder,
  concat,
  getAddress,
  getBytes,
  hashMessage,
  keccak256,
  recoverAddress,
  toUtf8Bytes,
  type TypedDataField,
} from 'ethers';

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

const SAFE_TX_TYPES: Record<string, TypedDataField[]> = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
};

const SAFE_MESSAGE_TYPES: Record<string, TypedDataField[]> = {
  SafeMessage: [{ name: 'message', type: 'bytes' }],
};

function versionAtLeast(version: string | null, major: number, minor: number): boolean {
  const [a, b] = (version ?? '0.0.0').split('.').map((n) => Number.parseInt(n, 10));
  return (a ?? 0) > major || ((a ?? 0) === major && (b ?? 0) >= minor);
}

/** The Safe EIP-712 domain: chainId only from 1.3.0 on. */
export function safeDomain(version: string | null, chainId: bigint, safe: string) {
  return versionAtLeast(version, 1, 3)
    ? { chainId, verifyingContract: safe }
    : { verifyingContract: safe };
}

/** safeTxHash of a SafeTx for a Safe of the given version. */
export function computeSafeTxHash(
  tx: SafeTxFields,
  version: string | null,
  chainId: bigint,
  safe: string,
): string {
  return TypedDataEncoder.hash(safeDomain(version, chainId, safe), SAFE_TX_TYPES, tx);
}

/** A message as proposed to the gateway: a string or EIP-712 typed data. */
export type ProposedMessage =
  | string
  | {
      domain: Record<string, unknown>;
      types: Record<string, TypedDataField[]>;
      primaryType: string;
      message: Record<string, unknown>;
    };

/** The hash of the user message (EIP-191 for strings, EIP-712 for typed data). */
export function userMessageHash(message: ProposedMessage): string {
  if (typeof message === 'string') return hashMessage(message);
  const types = { ...message.types };
  delete types.EIP712Domain;
  const encoder = TypedDataEncoder.from(types);
  // A primary type other than the encoder's own root is not supported by ethers; reject it clearly.
  if (encoder.primaryType !== message.primaryType) throw new Error('Unsupported primaryType');
  return TypedDataEncoder.hash(message.domain, types, message.message);
}

/** The Safe messageHash (SafeMessage{message: userMessageHash}) for a Safe of the given version. */
export function computeSafeMessageHash(
  message: ProposedMessage,
  version: string | null,
  chainId: bigint,
  safe: string,
): string {
  return TypedDataEncoder.hash(safeDomain(version, chainId, safe), SAFE_MESSAGE_TYPES, {
    message: userMessageHash(message),
  });
}

/** Kinds of 65-byte signature parts, as the gateway classifies them by `v`. */
export type SignatureKind = 'EOA' | 'ETH_SIGN' | 'APPROVED_HASH' | 'CONTRACT_SIGNATURE';

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

/** Split concatenated 65-byte signatures and recover (or read) each signer. */
export function recoverSignatures(hash: string, signatures: string): SignaturePart[] {
  const hex = signatures.slice(2);
  if (hex.length === 0 || hex.length % 130 !== 0)
    throw new InvalidSignatureError('Invalid signature');
  const parts: SignaturePart[] = [];
  for (let i = 0; i < hex.length; i += 130) {
    const signature = `0x${hex.slice(i, i + 130)}`;
    const r = `0x${signature.slice(2, 66)}`;
    const s = `0x${signature.slice(66, 130)}`;
    const v = Number.parseInt(signature.slice(130, 132), 16);
    if (v === 0 || v === 1) {
      const signer = getAddress(`0x${r.slice(26)}`);
      parts.push({ signer, kind: v === 0 ? 'CONTRACT_SIGNATURE' : 'APPROVED_HASH', signature });
      continue;
    }
    try {
      if (v > 30) {
        const signer = recoverAddress(hashMessage(getBytes(hash)), { r, s, v: v - 4 });
        parts.push({ signer, kind: 'ETH_SIGN', signature });
      } else if (v === 27 || v === 28) {
        parts.push({ signer: recoverAddress(hash, { r, s, v }), kind: 'EOA', signature });
      } else throw new InvalidSignatureError('Invalid v value');
    } catch (error) {
      if (error instanceof InvalidSignatureError) throw error;
      throw new InvalidSignatureError('Invalid signature', { cause: error });
    }
  }
  return parts;
}

/** Concatenate owner signatures sorted by owner address, as execTransaction requires. */
export function concatSortedSignatures(
  parts: readonly { owner: string; signature: string }[],
): string {
  const sorted = [...parts].sort((a, b) =>
    a.owner.toLowerCase() < b.owner.toLowerCase() ? -1 : 1,
  );
  return sorted.length === 0 ? '0x' : concat(sorted.map((p) => p.signature));
}

/** EIP-712 hash of the Transaction Service DeleteRequest. */
export function deleteRequestHash(
  safeTxHash: string,
  totp: bigint,
  chainId: bigint,
  safe: string,
): string {
  return TypedDataEncoder.hash(
    { name: 'Safe Transaction Service', version: '1.0', chainId, verifyingContract: safe },
    {
      DeleteRequest: [
        { name: 'safeTxHash', type: 'bytes32' },
        { name: 'totp', type: 'uint256' },
      ],
    },
    { safeTxHash, totp },
  );
}

/** keccak256("gnosis-safe" + timestamp + uuid + token + sorted checksummed safes). */
export function notificationRegistrationHash(
  timestamp: string,
  uuid: string,
  token: string,
  safes: readonly string[],
): string {
  const sorted = safes.map((s) => getAddress(s)).sort();
  return keccak256(toUtf8Bytes(`gnosis-safe${timestamp}${uuid}${token}${sorted.join('')}`));
}
