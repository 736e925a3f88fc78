// The §5 rules of the messaging contract, shared by both sides: the client checks them before a
// request leaves the app, the host checks them again on what arrives (request-params.ts). Each
// assertion throws the rule's exact text.
import {
  INVALID_ADDRESS_OR_HASH_TEXT,
  INVALID_PERMISSIONS_REQUEST_TEXT,
  INVALID_SAFE_TX_HASH_TEXT,
  INVALID_TYPED_DATA_TEXT,
  NO_TRANSACTIONS_TEXT,
  UNDEFINED_REQUEST_TEXT,
} from './error-texts';
import { PermissionsError, SafeAppsValidationError } from './errors';
import { isPlainObject } from './message-size';
import { isRestrictedMethod } from './methods';
import type { EIP712TypedData, PermissionRequest } from './types';

/** Sending transactions requires a non-empty list ('No transactions were passed'). */
export function assertTransactionList(txs: unknown): asserts txs is unknown[] {
  if (!Array.isArray(txs) || txs.length === 0)
    throw new SafeAppsValidationError(NO_TRANSACTIONS_TEXT);
}

/** A look-up by transaction hash requires a non-empty string ('Invalid safeTxHash'). */
export function assertSafeTxHash(safeTxHash: unknown): asserts safeTxHash is string {
  if (typeof safeTxHash !== 'string' || safeTxHash.length === 0) {
    throw new SafeAppsValidationError(INVALID_SAFE_TX_HASH_TEXT);
  }
}

/** Whether `value` is EIP-712 typed data: objects `domain` and `message`, and field lists in `types`. */
export function isEIP712TypedData(value: unknown): value is EIP712TypedData {
  if (!isPlainObject(value)) return false;
  const { domain, types, message } = value;
  if (!isPlainObject(domain) || !isPlainObject(message) || !isPlainObject(types)) return false;
  return Object.values(types).every(
    (fields) =>
      Array.isArray(fields) &&
      fields.every(
        (field) =>
          isPlainObject(field) && typeof field.name === 'string' && typeof field.type === 'string',
      ),
  );
}

/** Typed-data signing requires an object with domain, types and message ('Invalid typed data'). */
export function assertTypedData(value: unknown): asserts value is EIP712TypedData {
  if (!isEIP712TypedData(value)) throw new SafeAppsValidationError(INVALID_TYPED_DATA_TEXT);
}

/**
 * Message signing: the address passed must be the Safe's, compared case-insensitively ('The address
 * or message hash is invalid').
 */
export function assertSigningAddress(address: unknown, safeAddress: string): void {
  if (typeof address !== 'string' || address.toLowerCase() !== safeAddress.toLowerCase()) {
    throw new SafeAppsValidationError(INVALID_ADDRESS_OR_HASH_TEXT);
  }
}

/** `eth_sign` also needs a `0x` hash (same text as the address rule). */
export function assertSignableHash(messageHash: unknown): asserts messageHash is string {
  if (typeof messageHash !== 'string' || !messageHash.startsWith('0x')) {
    throw new SafeAppsValidationError(INVALID_ADDRESS_OR_HASH_TEXT);
  }
}

/** Whether `value` is a list of objects whose keys are all restricted methods. */
export function isPermissionRequestList(value: unknown): value is PermissionRequest[] {
  return (
    Array.isArray(value) &&
    value.every(
      (request) => isPlainObject(request) && Object.keys(request).every(isRestrictedMethod),
    )
  );
}

/** A permission request must be such a list ('Permissions request is invalid', code 4001). */
export function assertPermissionRequest(value: unknown): asserts value is PermissionRequest[] {
  if (!isPermissionRequestList(value)) throw new PermissionsError(INVALID_PERMISSIONS_REQUEST_TEXT);
}

/** An empty request (null, undefined, no method) gives 'Undefined request'. */
export function assertRequestDefined<T>(request: T): asserts request is NonNullable<T> {
  if (request == null || (typeof request === 'object' && !('method' in request))) {
    throw new SafeAppsValidationError(UNDEFINED_REQUEST_TEXT);
  }
}
