// Host side: the params of an accepted request, checked against the §5 rules and the method's wire
// shape, and normalised (value as a decimal string, data defaulting to `0x`, currency to `usd`).
// A host answers a thrown SafeAppsValidationError / PermissionsError with its message.
import type { IncomingRequest } from './envelope';
import {
  INVALID_CURRENCY_TEXT,
  INVALID_MESSAGE_HASH_TEXT,
  INVALID_MESSAGE_TEXT,
  INVALID_SAFE_TX_GAS_TEXT,
  invalidTransactionText,
  rpcCallNotAllowedText,
} from './error-texts';
import { SafeAppsValidationError } from './errors';
import { isPlainObject } from './message-size';
import { Methods, type SafeAppsMethod } from './methods';
import { derivePrimaryType } from './primary-type';
import { isAllowedRpcCall } from './rpc-calls';
import type { BaseTransaction, MethodToParams, SendTransactionsParams } from './types';
import {
  assertPermissionRequest,
  assertSafeTxHash,
  assertTransactionList,
  assertTypedData,
} from './validation';

/** A request whose params passed their method's checks. */
export type ValidRequest = {
  [M in SafeAppsMethod]: { id: string; method: M; params: MethodToParams[M]; sdkVersion: string };
}[SafeAppsMethod];

/** The default currency of `getSafeBalances` (spec §7, §9). */
export const DEFAULT_BALANCE_CURRENCY = 'usd';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
const DECIMAL = /^\d{1,78}$/;
const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const CURRENCY = /^[A-Za-z]{3,10}$/;

/** A wei amount as a decimal string, or null: decimal or hex strings, or safe integers. */
function weiValue(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return '0';
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  }
  if (typeof value !== 'string') return null;
  if (DECIMAL.test(value) || HEX_QUANTITY.test(value)) return BigInt(value).toString();
  return null;
}

/** One transaction of a batch, normalised, or null. */
function readTransaction(tx: unknown): BaseTransaction | null {
  if (!isPlainObject(tx) || typeof tx.to !== 'string' || !ADDRESS.test(tx.to)) return null;
  const value = weiValue(tx.value);
  const data = tx.data === undefined || tx.data === null || tx.data === '' ? '0x' : tx.data;
  if (value === null || typeof data !== 'string' || !HEX_DATA.test(data)) return null;
  return { to: tx.to, value, data };
}

function readSendTransactions(params: unknown): SendTransactionsParams {
  const txs = isPlainObject(params) ? params.txs : undefined;
  assertTransactionList(txs);
  const read = txs.map((tx, index) => {
    const transaction = readTransaction(tx);
    if (!transaction) throw new SafeAppsValidationError(invalidTransactionText(index));
    return transaction;
  });
  const options = isPlainObject(params) ? params.params : undefined;
  const safeTxGas = isPlainObject(options) ? options.safeTxGas : undefined;
  if (safeTxGas === undefined || safeTxGas === null) return { txs: read };
  if (typeof safeTxGas !== 'number' || !Number.isSafeInteger(safeTxGas) || safeTxGas < 0) {
    throw new SafeAppsValidationError(INVALID_SAFE_TX_GAS_TEXT);
  }
  return { txs: read, params: { safeTxGas } };
}

function readRpcCall(params: unknown): MethodToParams['rpcCall'] {
  const call = isPlainObject(params) ? params.call : undefined;
  const callParams = isPlainObject(params) ? (params.params ?? []) : undefined;
  if (!isAllowedRpcCall(call) || !Array.isArray(callParams)) {
    const name = typeof call === 'string' ? call.slice(0, 64) : typeof call;
    throw new SafeAppsValidationError(rpcCallNotAllowedText(name));
  }
  return { call, params: callParams };
}

function readBalances(params: unknown): MethodToParams['getSafeBalances'] {
  const currency = isPlainObject(params) ? params.currency : undefined;
  if (currency === undefined || currency === null) return { currency: DEFAULT_BALANCE_CURRENCY };
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) {
    throw new SafeAppsValidationError(INVALID_CURRENCY_TEXT);
  }
  return { currency: currency.toLowerCase() };
}

/** The request with its params checked for its method; throws the rule's text when one fails. */
export function readRequestParams(request: IncomingRequest): ValidRequest {
  const { id, params } = request;
  const sdkVersion = request.env.sdkVersion;
  switch (request.method) {
    case Methods.sendTransactions:
      return { id, sdkVersion, method: request.method, params: readSendTransactions(params) };
    case Methods.rpcCall:
      return { id, sdkVersion, method: request.method, params: readRpcCall(params) };
    case Methods.getTxBySafeTxHash: {
      const safeTxHash = isPlainObject(params) ? params.safeTxHash : undefined;
      assertSafeTxHash(safeTxHash);
      return { id, sdkVersion, method: request.method, params: { safeTxHash } };
    }
    case Methods.getSafeBalances:
      return { id, sdkVersion, method: request.method, params: readBalances(params) };
    case Methods.signMessage: {
      const message = isPlainObject(params) ? params.message : undefined;
      if (typeof message !== 'string') throw new SafeAppsValidationError(INVALID_MESSAGE_TEXT);
      return { id, sdkVersion, method: request.method, params: { message } };
    }
    case Methods.signTypedMessage: {
      const typedData = isPlainObject(params) ? params.typedData : undefined;
      assertTypedData(typedData);
      // The host must hash it, so an underivable primary type is refused here, not later.
      derivePrimaryType(typedData);
      return { id, sdkVersion, method: request.method, params: { typedData } };
    }
    case Methods.getOffChainSignature:
      if (typeof params !== 'string' || params.length === 0) {
        throw new SafeAppsValidationError(INVALID_MESSAGE_HASH_TEXT);
      }
      return { id, sdkVersion, method: request.method, params };
    case Methods.wallet_requestPermissions:
      assertPermissionRequest(params);
      return { id, sdkVersion, method: request.method, params };
    case Methods.getChainInfo:
    case Methods.getSafeInfo:
    case Methods.getEnvironmentInfo:
    case Methods.requestAddressBook:
    case Methods.wallet_getPermissions:
      // These carry no params; whatever came along is dropped.
      return { id, sdkVersion, method: request.method, params: undefined };
  }
}
