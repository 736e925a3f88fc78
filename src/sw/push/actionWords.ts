// A transaction's action in a few words for a notification ("Send 0.5 ETH to Alice"). The worker
// cannot import the screens' describers (features/shared), and a notification wants one short
// line, not their full description. Names are the device's address book only: a gateway's names
// are the sender's word and could dress up a stranger as "Alice".
import { getAddress } from 'ethers';
import type {
  AddressInfo,
  SettingsInfo,
  TransactionDetails,
  TransactionInfo,
  Transfer,
} from '../../gateway';

/** Address-book names of one chain, keyed by lower-case address. */
export type PushNames = ReadonlyMap<string, string>;

/** The chain's native coin, as the notification preferences keep it. */
export interface PushNativeCurrency {
  symbol: string;
  decimals: number;
}

/** `0x1234…abcd`, checksummed when it is an address. */
export function shortAddress(value: string): string {
  let text = value;
  try {
    text = getAddress(value);
  } catch {
    // Not an address: shortened as received.
  }
  return text.length > 12 ? `${text.slice(0, 6)}…${text.slice(-4)}` : text;
}

/** The address-book name of `address`, else its short checksummed form. */
export function nameOf(address: string | null | undefined, names: PushNames): string {
  if (!address) return 'an unknown address';
  return names.get(address.toLowerCase()) ?? shortAddress(address);
}

/** An exact decimal string of `raw` base units (no rounding, no trailing zeros); null if malformed. */
export function exactAmount(raw: string | null | undefined, decimals: number): string | null {
  if (!raw || !/^\d{1,78}$/.test(raw) || !Number.isInteger(decimals) || decimals < 0) return null;
  const value = BigInt(raw);
  const unit = 10n ** BigInt(decimals);
  const whole = value / unit;
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

function transferWords(
  info: Transfer,
  names: PushNames,
  native: PushNativeCurrency,
): string | null {
  const transfer = info.transferInfo;
  let what: string | null;
  if (transfer.type === 'NATIVE_COIN') {
    const amount = exactAmount(transfer.value ?? '0', native.decimals);
    what = amount === null ? null : `${amount} ${native.symbol}`;
  } else if (transfer.type === 'ERC20') {
    const token = transfer.tokenSymbol || nameOf(transfer.tokenAddress, names);
    if (transfer.decimals === null) what = `${transfer.value} raw units of ${token}`;
    else {
      const amount = exactAmount(transfer.value, transfer.decimals);
      what = amount === null ? null : `${amount} ${token}`;
    }
  } else if (transfer.type === 'ERC721') {
    const token = transfer.tokenSymbol || nameOf(transfer.tokenAddress, names);
    what = `${token} #${transfer.tokenId}`;
  } else return null;
  if (what === null) return null;
  return info.direction === 'INCOMING'
    ? `Receive ${what} from ${nameOf(info.sender?.value, names)}`
    : `Send ${what} to ${nameOf(info.recipient?.value, names)}`;
}

function settingsWords(info: SettingsInfo | null, names: PushNames): string {
  const name = (address: AddressInfo | undefined) => nameOf(address?.value, names);
  switch (info?.type) {
    case 'ADD_OWNER':
      return `Add owner ${name(info.owner)}, threshold ${info.threshold}`;
    case 'REMOVE_OWNER':
      return `Remove owner ${name(info.owner)}, threshold ${info.threshold}`;
    case 'SWAP_OWNER':
      return `Replace owner ${name(info.oldOwner)} with ${name(info.newOwner)}`;
    case 'CHANGE_THRESHOLD':
      return `Change the threshold to ${info.threshold}`;
    case 'CHANGE_IMPLEMENTATION':
    case 'CHANGE_MASTER_COPY':
      return `Change the Safe's implementation to ${name(info.implementation)}`;
    case 'ENABLE_MODULE':
      return `Enable module ${name(info.module)}`;
    case 'DISABLE_MODULE':
      return `Disable module ${name(info.module)}`;
    case 'SET_GUARD':
      return `Set guard ${name(info.guard)}`;
    case 'DELETE_GUARD':
      return 'Remove the guard';
    case 'SET_FALLBACK_HANDLER':
      return `Set fallback handler ${name(info.handler)}`;
    default:
      return "Change the Safe's settings";
  }
}

/** The action of `transaction` in words, or null for a kind the worker does not describe. */
export function actionWords(
  transaction: TransactionDetails,
  names: PushNames,
  native: PushNativeCurrency,
): string | null {
  const info = transaction.txInfo as TransactionInfo | null | undefined;
  switch (info?.type) {
    case 'Transfer':
      return transferWords(info, names, native);
    case 'SettingsChange':
      return settingsWords(info.settingsInfo ?? null, names);
    case 'Custom': {
      if (info.isCancellation) {
        const execution = transaction.detailedExecutionInfo;
        return execution?.type === 'MULTISIG'
          ? `Reject the transaction with nonce ${execution.nonce}`
          : 'Reject a queued transaction';
      }
      if (info.actionCount !== null && info.actionCount > 1)
        return `Batch of ${info.actionCount} actions`;
      const target = nameOf(info.to?.value, names);
      const amount = exactAmount(info.value, native.decimals);
      const call = info.methodName ? `Call ${info.methodName} on ${target}` : `Call ${target}`;
      return amount && amount !== '0' ? `${call} with ${amount} ${native.symbol}` : call;
    }
    default:
      return null;
  }
}
