// Assets → Tokens: every balance with its exact amount (raw integer string + decimals, bigint
// arithmetic, never a float), its price and value in the chosen currency, and the fiat total.
import { useQuery } from '@tanstack/react-query';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { Balance } from '../../gateway';
import { balancesQueryOptions } from '../../query/options';
import { safeHttpUrl } from '../shared/explorerLink';
import { formatFiat, formatTokenAmountParts } from '../shared/format';
import { QueryState } from '../shared/QueryState';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { CurrencySelect } from '../shared/settings/CurrencySelect';
import { useCurrency } from '../shared/settings/useCurrency';
import { EmptyState } from '../shared/StatePanels';

/** The Assets screen (tokens). */
export function BalancesScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Assets</h1>
      <RequireSafe>{(safe) => <Balances safe={safe} />}</RequireSafe>
    </section>
  );
}

function Balances({ safe }: { safe: ReadySafe }) {
  const client = useGatewayClient();
  const { currency } = useCurrency();
  const balances = useQuery(balancesQueryOptions(client, { ...safe, currency }));
  return (
    <>
      <div className="row-actions">
        <CurrencySelect />
      </div>
      <QueryState
        query={balances}
        loadingLabel="Loading balances…"
        errorTitle="Balances could not be loaded"
        what="the balances"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="No tokens yet">
            <p>This Safe holds no tokens. Send some to its address to see them here.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="section">
              <span className="hint">Total value</span>
              <br />
              <strong className="big-number" data-testid="fiat-total">
                {formatFiat(data.fiatTotal, currency)}
              </strong>
            </p>
            <table className="data-table" aria-label="Token balances">
              <thead>
                <tr>
                  <th scope="col">Token</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col" className="num">
                    Price
                  </th>
                  <th scope="col" className="num">
                    Value
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <BalanceRow key={item.tokenInfo.address} item={item} currency={currency} />
                ))}
              </tbody>
            </table>
          </>
        )}
      </QueryState>
    </>
  );
}

function BalanceRow({ item, currency }: { item: Balance; currency: string }) {
  const { tokenInfo } = item;
  const logo = safeHttpUrl(tokenInfo.logoUri);
  let amount: { text: string; exact: string };
  try {
    amount = formatTokenAmountParts(item.balance, tokenInfo.decimals, { maxFractionDigits: 8 });
  } catch {
    // A malformed amount is shown as received rather than hiding the token.
    amount = { text: item.balance, exact: item.balance };
  }
  return (
    <tr>
      <th scope="row">
        <span className="token-cell">
          {logo ? (
            <img className="token-logo" src={logo} alt="" loading="lazy" width="24" height="24" />
          ) : (
            <span className="token-logo" aria-hidden="true" />
          )}
          <span>
            {tokenInfo.name} <span className="hint">{tokenInfo.symbol}</span>
          </span>
        </span>
      </th>
      <td className="num" title={`${amount.exact} ${tokenInfo.symbol}`}>
        <span className="visually-hidden">Amount: </span>
        {amount.text} {tokenInfo.symbol}
        {amount.text !== amount.exact && (
          <span className="visually-hidden"> (exactly {amount.exact})</span>
        )}
      </td>
      <td className="num">
        <span className="visually-hidden">Price: </span>
        {formatFiat(item.fiatConversion, currency)}
      </td>
      <td className="num">
        <span className="visually-hidden">Value: </span>
        {formatFiat(item.fiatBalance, currency)}
      </td>
    </tr>
  );
}
