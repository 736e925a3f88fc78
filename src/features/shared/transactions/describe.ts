// Every `txInfo` in words. Pure (no React) so lists, details, CSV export and tests share one text.
import {
  settingsChangeTypeOf,
  type AddressInfo,
  type Creation,
  type Custom,
  type SettingsChange,
  type SettingsInfo,
  type TransactionInfo,
  type Transfer,
} from '../../../gateway';
import { formatTokenAmountParts, shortenAddress, toDecimalString } from '../format';
import { describeGatewayTxInfo, fallbackTxDescription } from './describeGatewayTxInfo';
import {
  addressLabel,
  ownerLabel,
  type DescribeContext,
  type TxAmount,
  type TxDescription,
} from './txDescription';

// The description types live beside the gateway-only kinds' describers; re-exported for callers.
export { addressLabel, ownerLabel };
export type { DescribeContext, TxAmount, TxDescription, TxKind } from './txDescription';

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
    // A queued transfer has not happened yet: it is an instruction ("Send"), history a fact ("Sent").
    const verb = context.queued ? 'Send' : 'Sent';
    return {
      kind: 'outgoing',
      title: verb,
      summary: `${verb} ${what} to ${addressLabel(info.recipient)}`,
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
        summary: `Add owner ${ownerLabel(owner)} and set the threshold to ${threshold}`,
      };
    }
    case 'REMOVE_OWNER': {
      const { owner, threshold } = info as Extract<SettingsInfo, { type: 'REMOVE_OWNER' }>;
      return {
        title: 'Remove owner',
        summary: `Remove owner ${ownerLabel(owner)} and set the threshold to ${threshold}`,
      };
    }
    case 'SWAP_OWNER': {
      const { oldOwner, newOwner } = info as Extract<SettingsInfo, { type: 'SWAP_OWNER' }>;
      return {
        title: 'Replace owner',
        summary: `Replace owner ${ownerLabel(oldOwner)} with ${ownerLabel(newOwner)}`,
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

function describeSpecOrGateway(info: TransactionInfo, context: DescribeContext): TxDescription {
  switch (info.type) {
    case 'Transfer':
      return describeTransfer(info, context);
    case 'SettingsChange':
      return describeSettingsChange(info);
    case 'Custom':
      return describeCustom(info, context);
    case 'Creation':
      return describeCreation(info);
    default:
      return describeGatewayTxInfo(info, context);
  }
}

/**
 * Describes any `txInfo` in words. Swaps, staking and vaults are described beside this file; a kind
 * this app does not know, or one with fields missing, falls back to the gateway's
 * `humanDescription` or its raw type and never throws (one odd row must not take a list down).
 */
export function describeTxInfo(
  info: TransactionInfo,
  context: DescribeContext = {},
): TxDescription {
  try {
    return describeSpecOrGateway(info, context);
  } catch {
    return fallbackTxDescription(info);
  }
}
