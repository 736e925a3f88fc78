// Details rows of DeFi vault deposits and redeems: the vault (name, checksummed address, its own
// description, dashboard link if http(s)), the exact amount, rates, fee and rewards.
import { vaultLabel } from '../shared/transactions/describeVaults';
import { recordOf, textOf, tokenOf } from '../shared/transactions/txInfoFields';
import { DetailRows, exactAmount, percentText, type DetailSection } from './detailRows';

/** The details section of a vault deposit or redeem, or null when `info` is not an object. */
export function vaultDetails(info: unknown): DetailSection | null {
  const record = recordOf(info);
  if (!record) return null;
  const deposit = record.type === 'VaultDeposit';
  const vault = recordOf(record.vaultInfo);
  const token = tokenOf(record.tokenInfo);
  const rows = new DetailRows();
  rows
    .text('Vault', vaultLabel(record.vaultInfo))
    .address('Vault address', vault?.address)
    .text('About the vault', textOf(vault?.description))
    .link('Vault dashboard', vault?.dashboardUri, 'Open the vault dashboard')
    .amount(deposit ? 'Deposit' : 'Redeem', record.value, token);
  if (token) rows.address('Token', token.address, token.name || token.symbol);
  rows
    .text('Base reward rate', percentText(record.baseNrr))
    .text('Extra rewards rate', percentText(record.additionalRewardsNrr))
    .text('Performance fee', percentText(record.fee, true))
    .amount('Current reward', record.currentReward, token)
    .amount('Expected yearly reward', record.expectedAnnualReward, token)
    .amount('Expected monthly reward', record.expectedMonthlyReward, token);
  const extras = Array.isArray(record.additionalRewards) ? record.additionalRewards : [];
  for (const extra of extras) {
    const reward = recordOf(extra);
    const rewardToken = tokenOf(reward?.tokenInfo);
    const claimable = exactAmount(reward?.claimable, rewardToken);
    const rate = percentText(reward?.nrr);
    if (rewardToken && claimable) {
      rows.text(
        `Extra reward in ${rewardToken.symbol || rewardToken.name}`,
        `${claimable} claimable${rate ? ` (${rate})` : ''}`,
        true,
      );
    }
  }
  return { heading: deposit ? 'Vault deposit' : 'Vault withdrawal', rows: rows.rows };
}
