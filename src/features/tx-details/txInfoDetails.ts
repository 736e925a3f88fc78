// The details section of a `txInfo` kind beyond the spec's four. Swaps, bridges, staking and vaults
// get their own rows; an unknown kind, or a known one the app cannot read, shows what the gateway
// sent (its sentence and the raw summary as text) so nothing is hidden and nothing throws.
import { describeGatewayKind, txInfoTypeLabel } from '../shared/transactions/describeGatewayTxInfo';
import type { DescribeContext } from '../shared/transactions/txDescription';
import { humanDescriptionOf, recordOf } from '../shared/transactions/txInfoFields';
import { DetailRows, jsonText, type DetailSection } from './detailRows';
import { lifiDetails } from './lifiDetails';
import { orderDetails } from './orderDetails';
import { stakingDetails } from './stakingDetails';
import { vaultDetails } from './vaultDetails';

// Enough for any real summary; a hostile gateway cannot make the screen render megabytes.
const MAX_RAW_LENGTH = 20_000;

function familyDetails(info: unknown, context: DescribeContext): DetailSection | null {
  switch (recordOf(info)?.type) {
    case 'SwapOrder':
    case 'SwapTransfer':
    case 'TwapOrder':
      return orderDetails(info);
    case 'Swap':
    case 'SwapAndBridge':
      return lifiDetails(info, context);
    case 'NativeStakingDeposit':
    case 'NativeStakingValidatorsExit':
    case 'NativeStakingWithdraw':
      return stakingDetails(info, context);
    case 'VaultDeposit':
    case 'VaultRedeem':
      return vaultDetails(info);
    default:
      return null;
  }
}

/** What the gateway sent, for kinds this app cannot show in full. */
function rawTxInfoDetails(info: unknown): DetailSection {
  const raw = jsonText(info);
  const rows = new DetailRows()
    .text('Kind', txInfoTypeLabel(info), true)
    .text('Gateway description', humanDescriptionOf(info) ?? 'None')
    .text('Note', 'This app cannot show this summary in full: check the transaction data')
    .block(
      'Summary as sent',
      raw && raw.length > MAX_RAW_LENGTH ? `${raw.slice(0, MAX_RAW_LENGTH)}\n…` : raw,
    );
  return { heading: 'Summary from the gateway', rows: rows.rows };
}

/**
 * The details section of a `txInfo` outside the spec's kinds: the family's rows when its tokens and
 * amounts can be read, else {@link rawTxInfoDetails}.
 */
export function txInfoDetails(info: unknown, context: DescribeContext = {}): DetailSection {
  if (describeGatewayKind(info, context)) {
    try {
      const section = familyDetails(info, context);
      if (section) return section;
    } catch {
      // The rows read every field defensively; this only catches what they could not foresee.
    }
  }
  return rawTxInfoDetails(info);
}
