// Every `txInfo` in words. Pure (no React) so lists, details, CSV export and tests share one text.
import {
  settingsChangeTypeOf,
  type AddressInfo,
  type Creation,
  type Custom,
  type NativeCurrency,
  type SettingsChange,
  type SettingsInfo,
  type TransactionInfo,
  type Transfer,
} from '../../../gateway';
import { formatTokenAmountParts, shortenAddress, toDecimalString } from '../format';

/** What kind of transaction a row shows; picks the icon. */
export type TxKind =
  'incoming' | 'outgoing' | 'transfer' | 'settings' | 'custom' | 'batch' | 'rejection' | 'creation';

/** An exact amount with its unit, for display and export. */
export interface TxAmount {
  /** Shown text, maybe cut (`1.2345…`). */
  text: string;
  /** Every digit, grouped. */
  exact: string;
  /** Plain decimal (`1234.5`) for machine-readable output. */
  decimal: string;
  /** Symbol or `#id` unit, e.g. `ETH`, `USDC`. */
  unit: string;
  truncated: boolean;
}

/** A transaction in words. */
export interface TxDescription {
  kind: TxKind;
  /** Short type, e.g. `Received`, `Add owner`, `On-chain rejection`. */
  title: string;
  /** One sentence, e.g. `Received 1.5 ETH from 0x1234…abcd`. */
  summary: string;
  /** Moved value, when there is one. */
  amount?: TxAmount;
  /** Counterparty address (transfers, custom calls). */
  counterparty?: string;
  /** Things to warn about (imitation token, untrusted token, unknown decimals). */
  warnings: string[];
}

/** What describing needs besides `txInfo`. */
export interface DescribeContext {
  /** The chain's native coin; defaults to 18 decimals and the word "native coin". */
  nativeCurrency?: Pick<NativeCurrency, 'symbol' | 'decimals'> | null;
  /** Fraction digits shown in `amount.text` (all digits stay in `amount.exact`). */
  maxFractionDigits?: number;
}

/** A name when the gateway knows one, else the shortened checksummed address. */
export function addressLabel(address: AddressInfo | null | undefined): string {
  if (!address) return 'unknown address';
  const short = shortenAddress(address.value);
  return address.name ? `${address.name} (${short})` : short;
}

function amountOf(
  raw: string,
  decimals: number | null,
  unit: string,
  maxFractionDigits: number | undefined,
): TxAmount {
  try {
    const parts = formatTokenAmountParts(raw, decimals, { maxFractionDigits });
    return { ...parts, decimal: toDecimalString(raw, decimals), unit };
  } catch {
    // A malformed amount from the gateway is shown as received text, never parsed as a number.
    return { text: raw, exact: raw, decimal: raw, unit, truncated: false };
  }
}

const DIRECTION_TITLES = { INCOMING: 'Received', OUTGOING: 'Sent', UNKNOWN: 'Transfer' } as const;

function describeTransfer(info: Transfer, context: DescribeContext): TxDescription {
  const warnings: string[] = [];
  const transfer = info.transferInfo;
  let amount: TxAmount;
  let what: string;
  if (transfer.type === 'NATIVE_COIN') {
    const native = context.nativeCurrency;
    amount = amountOf(
      transfer.value ?? '0',
      native?.decimals ?? 18,
      native?.symbol ?? 'native coin',
      context.maxFractionDigits,
    );
    what = `${amount.text} ${amount.unit}`;
  } else if (transfer.type === 'ERC20') {
    const unit =
      transfer.tokenSymbol || transfer.tokenName || shortenAddress(transfer.tokenAddress);
    amount = amountOf(transfer.value, transfer.decimals, unit, context.maxFractionDigits);
    if (transfer.decimals === null) {
      warnings.push('The token does not say its decimals: the amount is in raw units');
      amount.unit = `${unit} (raw units)`;
    }
    if (transfer.imitation) warnings.push('This token imitates a well-known token');
    if (transfer.trusted === false) warnings.push('This token is not on the trusted list');
    what = `${amount.text} ${amount.unit}`;
  } else {
    const name =
      transfer.tokenName || transfer.tokenSymbol || shortenAddress(transfer.tokenAddress);
    amount = {
      text: `#${transfer.tokenId}`,
      exact: `#${transfer.tokenId}`,
      decimal: transfer.tokenId,
      unit: name,
      truncated: false,
    };
    if (transfer.trusted === false) warnings.push('This token is not on the trusted list');
    what = `${name} #${transfer.tokenId}`;
  }
  const title = DIRECTION_TITLES[info.direction] ?? 'Transfer';
  if (info.direction === 'INCOMING') {
    return {
      kind: 'incoming',
      title,
      summary: `Received ${what} from ${addressLabel(info.sender)}`,
      amount,
      counterparty: info.sender.value,
      warnings,
    };
  }
  if (info.direction === 'OUTGOING') {
    return {
      kind: 'outgoing',
      title,
      summary: `Sent ${what} to ${addressLabel(info.recipient)}`,
      amount,
      counterparty: info.recipient.value,
      warnings,
    };
  }
  return {
    kind: 'transfer',
    title,
    summary: `Transfer of ${what} from ${addressLabel(info.sender)} to ${addressLabel(info.recipient)}`,
    amount,
    warnings,
  };
}

/** The title and sentence of one settings change. */
export function describeSettingsInfo(info: SettingsInfo): { title: string; summary: string } {
  switch (settingsChangeTypeOf(info)) {
    case 'SET_FALLBACK_HANDLER': {
      const { handler } = info as Extract<SettingsInfo, { type: 'SET_FALLBACK_HANDLER' }>;
      return {
        title: 'Set fallback handler',
        summary: `Set the fallback handler to ${addressLabel(handler)}`,
      };
    }
    case 'ADD_OWNER': {
      const { owner, threshold } = info as Extract<SettingsInfo, { type: 'ADD_OWNER' }>;
      return {
        title: 'Add owner',
        summary: `Add owner ${addressLabel(owner)} and set the threshold to ${threshold}`,
      };
    }
    case 'REMOVE_OWNER': {
      const { owner, threshold } = info as Extract<SettingsInfo, { type: 'REMOVE_OWNER' }>;
      return {
        title: 'Remove owner',
        summary: `Remove owner ${addressLabel(owner)} and set the threshold to ${threshold}`,
      };
    }
    case 'SWAP_OWNER': {
      const { oldOwner, newOwner } = info as Extract<SettingsInfo, { type: 'SWAP_OWNER' }>;
      return {
        title: 'Replace owner',
        summary: `Replace owner ${addressLabel(oldOwner)} with ${addressLabel(newOwner)}`,
      };
    }
    case 'CHANGE_THRESHOLD': {
      const { threshold } = info as Extract<SettingsInfo, { type: 'CHANGE_THRESHOLD' }>;
      return {
        title: 'Change threshold',
        summary: `Change the threshold to ${threshold}`,
      };
    }
    case 'CHANGE_IMPLEMENTATION': {
      const { implementation } = info as Extract<SettingsInfo, { implementation: AddressInfo }>;
      return {
        title: 'Change implementation',
        summary: `Change the Safe implementation to ${addressLabel(implementation)}`,
      };
    }
    case 'ENABLE_MODULE': {
      const { module } = info as Extract<SettingsInfo, { type: 'ENABLE_MODULE' }>;
      return { title: 'Enable module', summary: `Enable module ${addressLabel(module)}` };
    }
    case 'DISABLE_MODULE': {
      const { module } = info as Extract<SettingsInfo, { type: 'DISABLE_MODULE' }>;
      return { title: 'Disable module', summary: `Disable module ${addressLabel(module)}` };
    }
    case 'SET_GUARD': {
      const { guard } = info as Extract<SettingsInfo, { type: 'SET_GUARD' }>;
      return { title: 'Set guard', summary: `Set the transaction guard to ${addressLabel(guard)}` };
    }
    case 'DELETE_GUARD':
      return { title: 'Remove guard', summary: 'Remove the transaction guard' };
    default:
      return { title: 'Settings change', summary: 'Change the Safe settings' };
  }
}

function describeSettingsChange(info: SettingsChange): TxDescription {
  if (info.settingsInfo)
    return { kind: 'settings', ...describeSettingsInfo(info.settingsInfo), warnings: [] };
  const method = info.dataDecoded?.method;
  return {
    kind: 'settings',
    title: 'Settings change',
    summary: method ? `Change the Safe settings (${method})` : 'Change the Safe settings',
    warnings: [],
  };
}

function describeCustom(info: Custom, context: DescribeContext): TxDescription {
  const native = context.nativeCurrency;
  const value = info.value ?? '0';
  const amount = amountOf(
    value,
    native?.decimals ?? 18,
    native?.symbol ?? 'native coin',
    context.maxFractionDigits,
  );
  const withValue = /^0*$/.test(value) ? '' : ` with ${amount.text} ${amount.unit}`;
  if (info.isCancellation) {
    return {
      kind: 'rejection',
      title: 'On-chain rejection',
      summary: 'On-chain rejection: uses up this nonce so no other transaction with it can run',
      counterparty: info.to.value,
      warnings: [],
    };
  }
  if (info.methodName === 'multiSend' || (info.actionCount ?? 0) > 0) {
    const count = info.actionCount ?? 0;
    const actions = `${count} ${count === 1 ? 'action' : 'actions'}`;
    return {
      kind: 'batch',
      title: 'Batch',
      summary: `Batch of ${actions} through ${addressLabel(info.to)}${withValue}`,
      counterparty: info.to.value,
      amount: withValue ? amount : undefined,
      warnings: [],
    };
  }
  const method = info.methodName ? `Call ${info.methodName}` : 'Call';
  return {
    kind: 'custom',
    title: info.methodName ?? 'Contract interaction',
    summary: `${method} on ${addressLabel(info.to)}${withValue}`,
    counterparty: info.to.value,
    amount: withValue ? amount : undefined,
    warnings: [],
  };
}

function describeCreation(info: Creation): TxDescription {
  const parts = [`Safe created by ${addressLabel(info.creator)}`];
  if (info.factory) parts.push(`with factory ${addressLabel(info.factory)}`);
  if (info.implementation) parts.push(`and implementation ${addressLabel(info.implementation)}`);
  return {
    kind: 'creation',
    title: 'Safe created',
    summary: parts.join(' '),
    counterparty: info.creator.value,
    warnings: [],
  };
}

/** Describes any `txInfo` in words; unknown types (swaps, staking) get a neutral text. */
export function describeTxInfo(
  info: TransactionInfo,
  context: DescribeContext = {},
): TxDescription {
  switch (info.type) {
    case 'Transfer':
      return describeTransfer(info, context);
    case 'SettingsChange':
      return describeSettingsChange(info);
    case 'Custom':
      return describeCustom(info, context);
    case 'Creation':
      return describeCreation(info);
    default: {
      const type = String((info as { type?: unknown }).type ?? 'Unknown');
      return {
        kind: 'custom',
        title: type,
        summary: `${type} transaction (not shown in detail by this app)`,
        warnings: [],
      };
    }
  }
}
