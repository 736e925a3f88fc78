// DeFi vault deposits and withdrawals (ERC-4626 deposit / redeem) in words, naming the vault.
import type { VaultDeposit, VaultRedeem } from '../../../gateway';
import { shortenAddress } from '../format';
import type { DescribeContext, TxDescription } from './txDescription';
import {
  addressOf,
  amountText,
  rawAmountOf,
  recordOf,
  textOf,
  tokenAmountOf,
  tokenOf,
  untrustedTokenWarnings,
} from './txInfoFields';

/** The vault's name, else its short checksummed address, else `a vault`. */
export function vaultLabel(vaultInfo: unknown): string {
  const vault = recordOf(vaultInfo);
  const address = addressOf(vault?.address);
  return textOf(vault?.name) ?? (address ? shortenAddress(address) : 'a vault');
}

function describeVault(
  info: VaultDeposit | VaultRedeem,
  context: DescribeContext,
  deposit: boolean,
): TxDescription | null {
  const record = recordOf(info);
  if (!record) return null;
  const token = tokenOf(record.tokenInfo);
  const raw = rawAmountOf(record.value);
  if (!token || raw === null) return null;
  const amount = tokenAmountOf(raw, token, context.maxFractionDigits);
  const vault = vaultLabel(record.vaultInfo);
  return {
    kind: 'vault',
    title: deposit ? 'Vault deposit' : 'Vault withdrawal',
    summary: deposit
      ? `Deposit ${amountText(amount)} to ${vault}`
      : `Redeem ${amountText(amount)} from ${vault}`,
    amount,
    counterparty: addressOf(recordOf(record.vaultInfo)?.address) ?? undefined,
    warnings: untrustedTokenWarnings(record.tokenInfo),
  };
}

/** A deposit into a vault; null when the token or amount is unreadable. */
export function describeVaultDeposit(
  info: VaultDeposit,
  context: DescribeContext,
): TxDescription | null {
  return describeVault(info, context, true);
}

/** A withdrawal (redeem) from a vault; null when the token or amount is unreadable. */
export function describeVaultRedeem(
  info: VaultRedeem,
  context: DescribeContext,
): TxDescription | null {
  return describeVault(info, context, false);
}
