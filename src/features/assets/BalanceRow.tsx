// One token of the Tokens list: icon, name and symbol (as text), its trust marks, the contract
// address where the name alone could mislead, and three labelled figures. The labels are visible on
// phones (the column headers are not there) and read by screen readers everywhere. "Send" opens the
// new-transaction form with the token chosen.
import type { ReactNode } from 'react';
import { Link } from '../../router';
import { linkHref, newTransactionLink } from '../../session/routes/links';
import type { ChainInfo } from '../../gateway';
import { AddressView } from '../shared/AddressView';
import { formatFiat, formatTokenAmountParts } from '../shared/format';
import { TokenIcon } from '../shared/TokenIcon';
import { tokenMarks } from '../shared/tokens/tokenTrust';
import { showsAddress, type TokenRow } from './tokenRows';

/** Props of BalanceRow. */
export interface BalanceRowProps {
  row: TokenRow;
  currency: string;
  chain: ChainInfo;
  /** The open Safe's `?safe=` value: with it the row offers "Send". */
  safeParam?: string;
}

/** The "Send" link of a token: coins and ERC-20 tokens have a form; anything else has none. */
function sendLink(safeParam: string, row: TokenRow): string | null {
  const { type, address } = row.item.tokenInfo;
  if (type === 'NATIVE_TOKEN') return linkHref(newTransactionLink(safeParam, 'send-native'));
  if (type === 'ERC20') return linkHref(newTransactionLink(safeParam, 'send-erc20', address));
  return null;
}

/** Renders one balance. */
export function BalanceRow({ row, currency, chain, safeParam }: BalanceRowProps) {
  const { item } = row;
  const marks = tokenMarks(row);
  const { tokenInfo } = item;
  const send = safeParam ? sendLink(safeParam, row) : null;
  let amount: { text: string; exact: string };
  try {
    amount = formatTokenAmountParts(item.balance, tokenInfo.decimals, { maxFractionDigits: 8 });
  } catch {
    // A malformed amount is shown as received rather than hiding the token.
    amount = { text: item.balance, exact: item.balance };
  }
  return (
    <div className="balance-row" data-token={tokenInfo.address}>
      <div className="balance-token">
        <TokenIcon
          logoUri={tokenInfo.logoUri}
          symbol={tokenInfo.symbol}
          address={tokenInfo.address}
        />
        <div className="balance-token-text">
          <span className="token-name">
            {tokenInfo.name} <span className="hint">{tokenInfo.symbol}</span>
          </span>
          {marks.length > 0 && (
            <span className="token-marks">
              {marks.map((mark) => (
                <span key={mark} className="badge warn">
                  {mark}
                </span>
              ))}
            </span>
          )}
          {showsAddress(row) && (
            <span className="token-address">
              <span className="hint">Contract</span>
              <AddressView address={tokenInfo.address} chain={chain} short={false} />
            </span>
          )}
        </div>
      </div>
      <Figure label="Amount" title={`${amount.exact} ${tokenInfo.symbol}`}>
        <span className="figure-number">{amount.text}</span>{' '}
        <span className="figure-unit">{tokenInfo.symbol}</span>
        {amount.text !== amount.exact && (
          <span className="visually-hidden"> (exactly {amount.exact})</span>
        )}
      </Figure>
      <Figure label="Price">
        <span className="figure-number">{formatFiat(item.fiatConversion, currency)}</span>
      </Figure>
      <Figure label="Value">
        <span className="figure-number">{formatFiat(item.fiatBalance, currency)}</span>
      </Figure>
      {send && (
        <Link className="button balance-send" to={send} aria-label={`Send ${tokenInfo.symbol}`}>
          Send
        </Link>
      )}
    </div>
  );
}

function Figure({
  label,
  title,
  children,
}: {
  label: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className="balance-figure" title={title}>
      <span className="figure-label">{label} </span>
      <span className="figure-value">{children}</span>
    </div>
  );
}
