import { concat, hashMessage, keccak256, TypedDataEncoder } from 'ethers';
import { getSafeDomain, type SafeDomainParameters } from './domain';
import { hashTypedData, type TypedDataInput } from './typed-data';
import type { InvalidSafeVersionError, PrimaryTypeError } from './errors';

/** A Safe message: a text (EIP-191) or EIP-712 typed data. */
export type SafeMessageContent = string | TypedDataInput;

/** Parameters of {@link calculateSafeMessageHash}. */
export type CalculateSafeMessageHashParameters = SafeDomainParameters & {
  message: SafeMessageContent;
};

const safeMessageTypes = { SafeMessage: [{ name: 'message', type: 'bytes' }] };

/** The 32-byte hash of the user's message: EIP-191 for text, EIP-712 for typed data. */
export function hashSafeMessageContent(message: SafeMessageContent): string {
  return typeof message === 'string' ? hashMessage(message) : hashTypedData(message);
}

/** The `SafeMessage{message}` EIP-712 payload owners sign, for `eth_signTypedData`. */
export function getSafeMessageTypedData(parameters: CalculateSafeMessageHashParameters) {
  return {
    domain: getSafeDomain(parameters),
    types: safeMessageTypes,
    primaryType: 'SafeMessage' as const,
    message: { message: hashSafeMessageContent(parameters.message) },
  };
}

/**
 * The SafeMessage hash over raw bytes, as `getMessageHashForSafe(safe, message)` computes it; this is
 * what a contract owner (nested Safe) signs for the pre-image it receives from execTransaction.
 */
export function hashSafeMessageBytes(
  parameters: SafeDomainParameters & { message: string },
): string {
  return keccak256(
    concat([
      '0x1901',
      TypedDataEncoder.hashDomain(getSafeDomain(parameters)),
      TypedDataEncoder.from(safeMessageTypes).hash({ message: parameters.message }),
    ]),
  );
}

/**
 * The Safe messageHash of the gateway's messages endpoints, equal to the fallback handler's
 * `getMessageHashForSafe(safe, abi.encode(contentHash))`.
 */
export function calculateSafeMessageHash(parameters: CalculateSafeMessageHashParameters): string {
  const { domain, types, message } = getSafeMessageTypedData(parameters);
  return keccak256(
    concat([
      '0x1901',
      TypedDataEncoder.hashDomain(domain),
      TypedDataEncoder.from(types).hash(message),
    ]),
  );
}

/** Errors {@link calculateSafeMessageHash} can throw. */
export type CalculateSafeMessageHashErrorType = InvalidSafeVersionError | PrimaryTypeError;
