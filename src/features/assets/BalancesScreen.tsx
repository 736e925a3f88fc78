// Assets → Tokens: every balance with its exact amount (raw integer string + decimals, bigint
// arithmetic, never a float), its price and value in the chosen currency, and the fiat total of the
// tokens shown. Untrusted and spam tokens are hidden until the user asks for them, look-alikes show
// their contract address, and the list renders only the rows in view (Safes hold 900+ tokens).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { ChainInfo } from '../../gateway';
import { balancesByTrustQueryOptions, type BalancesByTrust } from '../../query/options';
import { formatFiat } from '../shared/format';
import { QueryState } from '../shared/QueryState';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { CurrencySelect } from '../shared/settings/CurrencySelect';
import { useCurrency } from '../shared/settings/useCurrency';
import { EmptyState } from '../shared/StatePanels';
import { VirtualList } from '../shared/VirtualList';
import { BalanceRow } from './BalanceRow';
import { TokenFilters } from './TokenFilters';
import { classifyBalances, visibleTokens } from './tokenRows';
import { useTokenFilter } from './useTokenFilter';
import './assets.css';

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
  const balances = useQuery(balancesByTrustQueryOptions(client, { ...safe, currency }));
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
        isEmpty={(data) => data.all.items.length === 0}
        empty={
          <EmptyState title="No tokens yet">
            <p>This Safe holds no tokens. Send some to its address to see them here.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <TokenBalances
            data={data}
            currency={currency}
            chain={safe.chain}
            safeParam={safe.safeParam}
          />
        )}
      </QueryState>
    </>
  );
}

/** Props of TokenBalances. */
export interface TokenBalancesProps {
  data: BalancesByTrust;
  currency: string;
  chain: ChainInfo;
  /** The open Safe's `?safe=` value, for each row's "Send". */
  safeParam?: string;
}

/** The total, the list choices and the virtualised list of tokens (exported for tests). */
export function TokenBalances({ data, currency, chain, safeParam }: TokenBalancesProps) {
  const { filter, setFilter, saveError } = useTokenFilter();
  const rows = useMemo(
    () => classifyBalances(data, chain.nativeCurrency),
    [data, chain.nativeCurrency],
  );
  const visible = useMemo(() => visibleTokens(rows, filter), [rows, filter]);
  return (
    <>
      <p className="section">
        <span className="hint">Total value</span>
        <br />
        <strong className="big-number" data-testid="fiat-total">
          {formatFiat(visible.fiatTotal, currency)}
        </strong>
        {visible.hiddenCount > 0 && !filter.showHidden && (
          <>
            <br />
            <span className="hint">Hidden tokens are not counted.</span>
          </>
        )}
      </p>
      <TokenFilters filter={filter} visible={visible} onChange={setFilter} saveError={saveError} />
      {/* Column headings for wide screens; each figure also carries its own label. */}
      <div className="balance-row balance-head" aria-hidden="true">
        <span>Token</span>
        <span>Amount</span>
        <span>Price</span>
        <span>Value</span>
        {safeParam && <span />}
      </div>
      <VirtualList
        items={visible.rows}
        label="Token balances"
        getKey={(row) => row.item.tokenInfo.address}
        estimateSize={64}
        renderItem={(row) => (
          <BalanceRow row={row} currency={currency} chain={chain} safeParam={safeParam} />
        )}
      />
    </>
  );
}
