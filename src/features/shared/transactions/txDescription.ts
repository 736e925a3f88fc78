// The shape of a transaction in words, shared by the spec kinds (describe.ts) and the gateway-only
// kinds (swaps, staking, vaults), so rows, details, CSV export and tests read one text.
import type { AddressInfo, NativeCurrency } from '../../../gateway';
import { shortenAddress } from '../format';

/** What kind of transaction a row shows; picks the icon. */
export type TxKind =
  | 'incoming'
  | 'outgoing'
  | 'transfer'
  | 'settings'
  | 'custom'
  | 'batch'
  | 'rejection'
  | 'creation'
  | 'swap'
  | 'stake'
  | 'vault';

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
  /** Moved value, when there is one (the sold amount of a swap). */
  amount?: TxAmount;
  /** Counterparty address (transfers, custom calls, swap receivers, vaults). */
  counterparty?: string;
  /** Things to warn about (imitation token, untrusted token, unknown decimals, unread fields). */
  warnings: string[];
}

/** What describing needs besides `txInfo`. */
export interface DescribeContext {
  /** The chain's native coin; defaults to 18 decimals and the word "native coin". */
  nativeCurrency?: Pick<NativeCurrency, 'symbol' | 'decimals'> | null;
  /** Fraction digits shown in `amount.text` (all digits stay in `amount.exact`). */
  maxFractionDigits?: number;
  /** Not executed yet: an outgoing transfer reads "Send …" (history reads "Sent …"). */
  queued?: boolean;
  /** A chain's name by id, for chains a transaction names besides its own (bridges). */
  chainNameOf?: (chainId: string) => string | undefined;
}

/** The name this device gives every owner of the open Safe (see localNames.ts). */
export const OWNER_NAME = 'owner';

/** A name when the gateway knows one, else the shortened checksummed address. */
export function addressLabel(address: AddressInfo | null | undefined): string {
  if (!address) return 'unknown address';
  const short = shortenAddress(address.value);
  return address.name ? `${address.name} (${short})` : short;
}

/**
 * {@link addressLabel} for an address the sentence already calls an owner ("Add owner …"): the
 * generic name "owner" is left out, so it never reads "owner owner (0x…)".
 */
export function ownerLabel(address: AddressInfo | null | undefined): string {
  if (address?.name?.trim().toLowerCase() === OWNER_NAME)
    return addressLabel({ ...address, name: null });
  return addressLabel(address);
}
