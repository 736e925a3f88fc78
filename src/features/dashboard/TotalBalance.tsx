// Home's total balance in the chosen currency, with a way to the tokens behind it.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from '../../router';
import { balancesByTrustQueryOptions } from '../../query/options';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { ROUTES, withSafe } from '../../session/routes/links';
import { formatFiat } from '../shared/format';
import type { ReadySafe } from '../shared/RequireSafe';
import { useCurrency } from '../shared/settings/useCurrency';
import { homeTotal } from './homeTotal';

/** The total-balance card. */
export function TotalBalance({ safe }: { safe: ReadySafe }) {
  const client = useGatewayClient();
  const { currency } = useCurrency();
  const balances = useQuery(balancesByTrustQueryOptions(client, { ...safe, currency }));
  const nativeCurrency = safe.chain.nativeCurrency;
  const total = useMemo(
    () => (balances.data ? homeTotal(balances.data, nativeCurrency) : null),
    [balances.data, nativeCurrency],
  );
  return (
    <section className="card" aria-labelledby="total-title">
      <h2 id="total-title">Total balance</h2>
      {total ? (
        <>
          <p className="big-number" data-testid="home-total">
            {formatFiat(total.fiatTotal, currency)}
          </p>
          {total.hidden > 0 && (
            <p className="hint">
              {total.hidden === 1
                ? '1 hidden token is not counted.'
                : `${total.hidden} hidden tokens are not counted.`}
            </p>
          )}
        </>
      ) : balances.isError ? (
        <p role="alert">Could not load the balances. {balances.error.message}</p>
      ) : (
        <p role="status">Loading…</p>
      )}
      <Link to={withSafe(ROUTES.balances, safe.safeParam)}>See the assets</Link>
    </section>
  );
}
