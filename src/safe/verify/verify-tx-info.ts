import type { TransactionInfo } from '../../gateway/types';
import { GATEWAY_EXTRA_TRANSACTION_INFO_TYPES, isOneOf } from '../../gateway/vocabulary';
import { OPERATION } from '../constants';
import type { LocalDataDecoded, LocalDecodedValue } from '../decode/decode-calldata';
import type { SafeTransactionData } from '../safe-transaction';
import { compareDataDecoded } from './compare-decoded';
import type { Finding } from './findings';

const lower = (value: string | null | undefined): string => (value ?? '').toLowerCase();
const amount = (value: LocalDecodedValue | string | number | null | undefined): string => {
  try {
    return BigInt(value as string).toString();
  } catch {
    return `invalid:${String(value)}`;
  }
};

/** The positional argument `index` of a decoded call, as a string. */
function arg(decoded: LocalDataDecoded | null, index: number): string {
  const value = decoded?.parameters[index]?.value;
  return typeof value === 'string' ? value : '';
}

type Check = [label: string, expected: string, actual: string];

function checksToFindings(checks: Check[], path: string): Finding[] {
  return checks
    .filter(([, expected, actual]) => expected !== actual)
    .map(([label, expected, actual]) => ({
      code: 'TX_INFO_MISMATCH',
      severity: 'error',
      message: `The summary shows a ${label} that the transaction does not have`,
      path: `${path}.${label}`,
      expected,
      actual,
    }));
}

function transferChecks(
  info: Extract<TransactionInfo, { type: 'Transfer' }>,
  tx: SafeTransactionData,
  decoded: LocalDataDecoded | null,
  safeAddress: string,
): Check[] {
  const checks: Check[] = [
    ['direction', 'OUTGOING', info.direction],
    ['sender', lower(safeAddress), lower(info.sender.value)],
    ['operation', String(OPERATION.CALL), String(tx.operation)],
  ];
  const transfer = info.transferInfo;
  if (transfer.type === 'NATIVE_COIN') {
    checks.push(['recipient', lower(tx.to), lower(info.recipient.value)]);
    checks.push(['value', tx.value.toString(), amount(transfer.value)]);
    checks.push(['data', '0x', tx.data]);
    return checks;
  }
  checks.push(['tokenAddress', lower(tx.to), lower(transfer.tokenAddress)]);
  const method = decoded?.method ?? '';
  // transfer(to, value) or transferFrom/safeTransferFrom(from, to, amountOrId).
  const viaTransfer = method === 'transfer';
  const recipient = viaTransfer ? arg(decoded, 0) : arg(decoded, 1);
  const moved = viaTransfer ? arg(decoded, 1) : arg(decoded, 2);
  const methods =
    transfer.type === 'ERC20' ? ['transfer', 'transferFrom'] : ['transferFrom', 'safeTransferFrom'];
  checks.push([
    'method',
    'a token transfer',
    methods.includes(method) ? 'a token transfer' : method,
  ]);
  if (!viaTransfer) checks.push(['sender', lower(safeAddress), lower(arg(decoded, 0))]);
  checks.push(['recipient', lower(recipient), lower(info.recipient.value)]);
  if (transfer.type === 'ERC20') checks.push(['value', amount(moved), amount(transfer.value)]);
  else checks.push(['tokenId', amount(moved), amount(transfer.tokenId)]);
  return checks;
}

const settingsMethod: Record<string, string[]> = {
  ADD_OWNER: ['addOwnerWithThreshold'],
  REMOVE_OWNER: ['removeOwner'],
  SWAP_OWNER: ['swapOwner'],
  CHANGE_THRESHOLD: ['changeThreshold'],
  ENABLE_MODULE: ['enableModule'],
  DISABLE_MODULE: ['disableModule'],
  SET_GUARD: ['setGuard'],
  DELETE_GUARD: ['setGuard'],
  SET_FALLBACK_HANDLER: ['setFallbackHandler'],
  CHANGE_IMPLEMENTATION: [
    'changeMasterCopy',
    'migrateSingleton',
    'migrateWithFallbackHandler',
    'migrateL2Singleton',
    'migrateL2WithFallbackHandler',
  ],
  CHANGE_MASTER_COPY: [
    'changeMasterCopy',
    'migrateSingleton',
    'migrateWithFallbackHandler',
    'migrateL2Singleton',
    'migrateL2WithFallbackHandler',
  ],
};

function settingsChecks(
  info: Extract<TransactionInfo, { type: 'SettingsChange' }>,
  decoded: LocalDataDecoded | null,
): Check[] {
  const settings = info.settingsInfo;
  if (!settings) return [];
  const method = decoded?.method ?? '';
  const checks: Check[] = [
    [
      'settingsInfo',
      settings.type,
      settingsMethod[settings.type]?.includes(method) ? settings.type : method,
    ],
  ];
  const a = (i: number) => lower(arg(decoded, i));
  switch (settings.type) {
    case 'ADD_OWNER':
      checks.push(
        ['owner', a(0), lower(settings.owner.value)],
        ['threshold', amount(arg(decoded, 1)), amount(settings.threshold)],
      );
      break;
    case 'REMOVE_OWNER':
      checks.push(
        ['owner', a(1), lower(settings.owner.value)],
        ['threshold', amount(arg(decoded, 2)), amount(settings.threshold)],
      );
      break;
    case 'SWAP_OWNER':
      checks.push(
        ['oldOwner', a(1), lower(settings.oldOwner.value)],
        ['newOwner', a(2), lower(settings.newOwner.value)],
      );
      break;
    case 'CHANGE_THRESHOLD':
      checks.push(['threshold', amount(arg(decoded, 0)), amount(settings.threshold)]);
      break;
    case 'ENABLE_MODULE':
      checks.push(['module', a(0), lower(settings.module.value)]);
      break;
    case 'DISABLE_MODULE':
      checks.push(['module', a(1), lower(settings.module.value)]);
      break;
    case 'SET_GUARD':
      checks.push(['guard', a(0), lower(settings.guard.value)]);
      break;
    case 'DELETE_GUARD':
      checks.push(['guard', '0x0000000000000000000000000000000000000000', a(0)]);
      break;
    case 'SET_FALLBACK_HANDLER':
      checks.push(['handler', a(0), lower(settings.handler.value)]);
      break;
    default:
      // Implementation changes through a migration name no address in calldata; the method is checked.
      break;
  }
  return checks;
}

/**
 * Checks the gateway's summary (`txInfo`: Transfer, SettingsChange or Custom), which list screens
 * show, against the transaction itself: recipient, amount, token, settings and cancellation flag.
 * Swaps, bridges, staking and vaults are summarised from data off the chain (order books, staking
 * APIs) that the calldata does not hold, so their summary is reported as unchecked; any other kind
 * (or a creation summary on a multisig transaction) is a mismatch.
 */
export function verifyTransactionInfo(
  info: TransactionInfo,
  tx: SafeTransactionData,
  decoded: LocalDataDecoded | null,
  safeAddress: string,
  path = 'txInfo',
): Finding[] {
  switch (info.type) {
    case 'Transfer':
      return checksToFindings(transferChecks(info, tx, decoded, safeAddress), path);
    case 'SettingsChange':
      return [
        ...checksToFindings(
          [
            [
              'to',
              lower(safeAddress),
              lower(tx.operation === OPERATION.CALL ? tx.to : safeAddress),
            ],
          ],
          path,
        ),
        ...compareDataDecoded(tx.data, decoded, info.dataDecoded, `${path}.dataDecoded`),
        ...checksToFindings(settingsChecks(info, decoded), path),
      ];
    case 'Custom': {
      const isCancellation =
        lower(tx.to) === lower(safeAddress) &&
        tx.value === 0n &&
        tx.data === '0x' &&
        tx.operation === OPERATION.CALL;
      const checks: Check[] = [
        ['to', lower(tx.to), lower(info.to.value)],
        ['value', tx.value.toString(), amount(info.value ?? '0')],
        ['isCancellation', String(isCancellation), String(info.isCancellation)],
      ];
      if (decoded && info.methodName != null)
        checks.push(['methodName', decoded.method, info.methodName]);
      if (decoded?.method === 'multiSend' && info.actionCount != null) {
        checks.push([
          'actionCount',
          String(decoded.parameters[0]?.valueDecoded?.length ?? 0),
          String(info.actionCount),
        ]);
      }
      return checksToFindings(checks, path);
    }
    default: {
      const type: unknown = (info as { type?: unknown }).type;
      if (isOneOf(GATEWAY_EXTRA_TRANSACTION_INFO_TYPES, type)) {
        return [
          {
            code: 'TX_INFO_UNVERIFIED',
            severity: 'warning',
            message: `The gateway's ${type} summary (tokens, amounts, status) is not checked against the transaction: read the decoded data`,
            path: `${path}.type`,
            actual: type,
          },
        ];
      }
      return checksToFindings([['type', 'a multisig transaction', String(type)]], path);
    }
  }
}
