import { concat, keccak256, type TypedDataField } from 'ethers';
import { getSafeDomain, getSafeDomainSeparator, type SafeDomainParameters } from './domain';
import { addressWord, bytesWord, uintWord } from './eip712-words';
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
  return concat([
    '0x1901',
    getSafeDomainSeparator(parameters),
    hashSafeTxStruct(parameters.version, parameters.transaction),
  ]).toLowerCase();
}

/**
 * `keccak256` of the SafeTx type string, from 1.0.0 (`baseGas`) and before it (`dataGas`): the
 * field names are part of the type (tests check both against the strings of getSafeTxTypes).
 */
export const SAFE_TX_TYPEHASH =
  '0xbb8310d486368db6bd6f849402fdd73ad53d316b5a4b2644ad6efe0f941286d8';
export const SAFE_TX_DATA_GAS_TYPEHASH =
  '0x14d461bc7412367e924637b363c7bf29b8f47e2f84869f4426e5633d8af47b20';

/** EIP-712 `hashStruct` of a SafeTx, field by field in the order of getSafeTxTypes. */
function hashSafeTxStruct(version: string, transaction: SafeTransactionData): string {
  const t = transaction as Partial<Record<keyof SafeTransactionData, unknown>>;
  return keccak256(
    concat([
      isVersionAtLeast(version, '1.0.0') ? SAFE_TX_TYPEHASH : SAFE_TX_DATA_GAS_TYPEHASH,
      addressWord(t.to),
      uintWord(t.value),
      bytesWord(t.data),
      uintWord(t.operation, 8),
      uintWord(t.safeTxGas),
      uintWord(t.baseGas),
      uintWord(t.gasPrice),
      addressWord(t.gasToken),
      addressWord(t.refundReceiver),
      uintWord(t.nonce),
    ]),
  );
}

/** The safeTxHash: what owners sign and what `getTransactionHash` returns on chain. */
export function calculateSafeTxHash(parameters: CalculateSafeTxHashParameters): string {
  return keccak256(encodeSafeTxData(parameters));
}

/** Errors {@link calculateSafeTxHash} can throw. */
export type CalculateSafeTxHashErrorType = InvalidSafeVersionError;
