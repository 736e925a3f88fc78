import { concat, keccak256, TypedDataEncoder, type TypedDataField } from 'ethers';
import { getSafeDomain, type SafeDomainParameters } from './domain';
import type { SafeTransactionData } from './safe-transaction';
import { isVersionAtLeast } from './version';
import type { InvalidSafeVersionError } from './errors';

/** Parameters of {@link calculateSafeTxHash}: the Safe's domain plus the transaction. */
export type CalculateSafeTxHashParameters = SafeDomainParameters & {
  transaction: SafeTransactionData;
};

/** The SafeTx EIP-712 types for a Safe version (`dataGas` instead of `baseGas` below 1.0.0). */
export function getSafeTxTypes(version: string): Record<string, TypedDataField[]> {
  const gasField = isVersionAtLeast(version, '1.0.0') ? 'baseGas' : 'dataGas';
  return {
    SafeTx: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
      { name: 'operation', type: 'uint8' },
      { name: 'safeTxGas', type: 'uint256' },
      { name: gasField, type: 'uint256' },
      { name: 'gasPrice', type: 'uint256' },
      { name: 'gasToken', type: 'address' },
      { name: 'refundReceiver', type: 'address' },
      { name: 'nonce', type: 'uint256' },
    ],
  };
}

/** The SafeTx message object for a version, ready for `eth_signTypedData`. */
export function getSafeTxMessage(
  version: string,
  transaction: SafeTransactionData,
): Record<string, unknown> {
  const { baseGas, ...rest } = transaction;
  return isVersionAtLeast(version, '1.0.0') ? { ...rest, baseGas } : { ...rest, dataGas: baseGas };
}

/** The full EIP-712 payload an owner signs for a Safe transaction. */
export function getSafeTxTypedData(parameters: CalculateSafeTxHashParameters) {
  return {
    domain: getSafeDomain(parameters),
    types: getSafeTxTypes(parameters.version),
    primaryType: 'SafeTx' as const,
    message: getSafeTxMessage(parameters.version, parameters.transaction),
  };
}

/**
 * The EIP-712 pre-image `0x1901 ‖ domainSeparator ‖ structHash` that `execTransaction` hands to
 * contract owners (`isValidSignature(bytes,bytes)`) in Safe ≤ 1.4.1.
 */
export function encodeSafeTxData(parameters: CalculateSafeTxHashParameters): string {
  const { domain, types, message } = getSafeTxTypedData(parameters);
  return concat([
    '0x1901',
    TypedDataEncoder.hashDomain(domain),
    TypedDataEncoder.from(types).hash(message),
  ]).toLowerCase();
}

/** The safeTxHash: what owners sign and what `getTransactionHash` returns on chain. */
export function calculateSafeTxHash(parameters: CalculateSafeTxHashParameters): string {
  return keccak256(encodeSafeTxData(parameters));
}

/** Errors {@link calculateSafeTxHash} can throw. */
export type CalculateSafeTxHashErrorType = InvalidSafeVersionError;
