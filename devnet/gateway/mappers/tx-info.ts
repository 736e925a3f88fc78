import { ZeroAddress, dataLength, getAddress } from 'ethers';
import type {
  Custom,
  DataDecoded,
  SettingsInfo,
  TransactionInfo,
  Transfer,
} from '../../../src/gateway/types';
import type { TransferDirection } from '../../../src/gateway/vocabulary';
import { addressInfo } from '../address-info';
import type { GatewayContext } from '../context';
import { findToken } from '../store/queries';
import { decodeData, param } from './data-decoder';

/** What the classifier needs of a transaction executed by or proposed to a Safe. */
export interface TxCall {
  safe: string;
  to: string;
  value: string;
  data: string | null;
  operation: 0 | 1;
  /** Refund/gas fields: only multisig transactions can be cancellations. */
  gas?: {
    safeTxGas: string;
    baseGas: string;
    gasPrice: string;
    gasToken: string;
    refundReceiver: string;
  };
}

const SETTINGS_METHODS = new Set([
  'setFallbackHandler',
  'addOwnerWithThreshold',
  'removeOwner',
  'swapOwner',
  'changeThreshold',
  'changeMasterCopy',
  'enableModule',
  'disableModule',
  'setGuard',
]);

const MIGRATION_METHODS = new Set([
  'migrateSingleton',
  'migrateWithFallbackHandler',
  'migrateL2Singleton',
  'migrateL2WithFallbackHandler',
]);

/** Transfer direction relative to the Safe. */
export function direction(safe: string, from: string, to: string): TransferDirection {
  if (from.toLowerCase() === safe.toLowerCase()) return 'OUTGOING';
  if (to.toLowerCase() === safe.toLowerCase()) return 'INCOMING';
  return 'UNKNOWN';
}

function isEmpty(data: string | null): boolean {
  return !data || data === '0x';
}

function isZeroish(value: string | null | undefined): boolean {
  return !value || value === '0' || value.toLowerCase() === ZeroAddress;
}

function settingsInfo(ctx: GatewayContext, decoded: DataDecoded): SettingsInfo | null {
  const a = (name: string) => addressInfo(ctx, param(decoded, name));
  switch (decoded.method) {
    case 'setFallbackHandler':
      return { type: 'SET_FALLBACK_HANDLER', handler: a('handler') };
    case 'addOwnerWithThreshold':
      return {
        type: 'ADD_OWNER',
        owner: a('owner'),
        threshold: Number(param(decoded, '_threshold')),
      };
    case 'removeOwner':
      return {
        type: 'REMOVE_OWNER',
        owner: a('owner'),
        threshold: Number(param(decoded, '_threshold')),
      };
    case 'swapOwner':
      return { type: 'SWAP_OWNER', oldOwner: a('oldOwner'), newOwner: a('newOwner') };
    case 'changeThreshold':
      return { type: 'CHANGE_THRESHOLD', threshold: Number(param(decoded, '_threshold')) };
    case 'changeMasterCopy':
      return { type: 'CHANGE_IMPLEMENTATION', implementation: a('_masterCopy') };
    case 'enableModule':
      return { type: 'ENABLE_MODULE', module: a('module') };
    case 'disableModule':
      return { type: 'DISABLE_MODULE', module: a('module') };
    case 'setGuard':
      return isZeroish(param(decoded, 'guard'))
        ? { type: 'DELETE_GUARD' }
        : { type: 'SET_GUARD', guard: a('guard') };
    default:
      return null;
  }
}

function migrationTarget(ctx: GatewayContext, method: string): string {
  const l2 = method.startsWith('migrateL2');
  return l2 ? ctx.contracts['1.4.1'].safeL2 : ctx.contracts['1.4.1'].safe;
}

function custom(ctx: GatewayContext, call: TxCall, decoded: DataDecoded | null): Custom {
  const multiSend = decoded?.method === 'multiSend' ? decoded.parameters?.[0]?.valueDecoded : null;
  const g = call.gas;
  const isCancellation =
    !!g &&
    call.to.toLowerCase() === call.safe.toLowerCase() &&
    isEmpty(call.data) &&
    isZeroish(call.value) &&
    call.operation === 0 &&
    isZeroish(g.baseGas) &&
    isZeroish(g.gasPrice) &&
    isZeroish(g.gasToken) &&
    isZeroish(g.refundReceiver) &&
    isZeroish(g.safeTxGas);
  return {
    type: 'Custom',
    to: addressInfo(ctx, call.to),
    dataSize: isEmpty(call.data) ? '0' : String(dataLength(call.data!)),
    value: call.value,
    methodName: decoded?.method ?? null,
    actionCount: Array.isArray(multiSend) ? multiSend.length : null,
    isCancellation,
    humanDescription: null,
  };
}

function tokenTransfer(ctx: GatewayContext, call: TxCall, decoded: DataDecoded): Transfer | null {
  const method = decoded.method;
  if (!['transfer', 'transferFrom', 'safeTransferFrom'].includes(method)) return null;
  const token = findToken(ctx.db, getAddress(call.to));
  const from = method === 'transfer' ? call.safe : param(decoded, 'from');
  const to = param(decoded, 'to');
  const dir = direction(call.safe, from, to);
  if (dir === 'UNKNOWN') return null;
  const base = {
    type: 'Transfer' as const,
    sender: addressInfo(ctx, from),
    recipient: addressInfo(ctx, to),
    direction: dir,
  };
  if (token?.type === 'ERC721' || (method === 'safeTransferFrom' && token?.type !== 'ERC20')) {
    return {
      ...base,
      transferInfo: {
        type: 'ERC721',
        tokenAddress: getAddress(call.to),
        tokenId: param(decoded, 'tokenId') || param(decoded, 'value'),
        tokenName: token?.name ?? null,
        tokenSymbol: token?.symbol ?? null,
        logoUri: null,
        trusted: token?.trusted ?? null,
      },
      humanDescription: null,
    };
  }
  return {
    ...base,
    transferInfo: {
      type: 'ERC20',
      tokenAddress: getAddress(call.to),
      tokenName: token?.name ?? null,
      tokenSymbol: token?.symbol ?? null,
      logoUri: null,
      decimals: token?.decimals ?? null,
      value: param(decoded, 'value'),
      trusted: token?.trusted ?? null,
      imitation: false,
    },
    humanDescription: null,
  };
}

/** Classify a Safe transaction the way the gateway does (A.2.8 "Classification order"). */
export function txInfoOf(ctx: GatewayContext, call: TxCall): TransactionInfo {
  const decoded = decodeData(call.data);
  const hasValue = !isZeroish(call.value);
  // The devnet's migration is the supported way to change the implementation of Safe ≥ 1.3.0.
  if (
    call.operation === 1 &&
    decoded &&
    MIGRATION_METHODS.has(decoded.method) &&
    ctx.migrationAddress?.toLowerCase() === call.to.toLowerCase()
  ) {
    return {
      type: 'SettingsChange',
      dataDecoded: decoded,
      settingsInfo: {
        type: 'CHANGE_IMPLEMENTATION',
        implementation: addressInfo(ctx, migrationTarget(ctx, decoded.method)),
      },
      humanDescription: null,
    };
  }
  if ((hasValue && !isEmpty(call.data)) || call.operation !== 0) return custom(ctx, call, decoded);
  if (hasValue && isEmpty(call.data)) {
    return {
      type: 'Transfer',
      sender: addressInfo(ctx, call.safe),
      recipient: addressInfo(ctx, call.to),
      direction: direction(call.safe, call.safe, call.to),
      transferInfo: { type: 'NATIVE_COIN', value: call.value },
      humanDescription: null,
    };
  }
  if (
    decoded &&
    call.to.toLowerCase() === call.safe.toLowerCase() &&
    SETTINGS_METHODS.has(decoded.method)
  ) {
    return {
      type: 'SettingsChange',
      dataDecoded: decoded,
      settingsInfo: settingsInfo(ctx, decoded),
      humanDescription: null,
    };
  }
  if (decoded) {
    const transfer = tokenTransfer(ctx, call, decoded);
    if (transfer) return transfer;
  }
  return custom(ctx, call, decoded);
}
