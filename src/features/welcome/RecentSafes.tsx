// Safes opened on this device (IndexedDB), newest first, each under its address-book name (else its
// short checksummed address) with its chain, and a way to forget it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatSafeParam, homeLink } from '../../session/routes/links';
import { forgetSafeData } from '../../query/persist/forgetSafe';
import { removeRecentSafe } from '../../storage/recentSafes';
import type { RecentSafe } from '../../storage/recentSafes';
import { useAddressBook } from '../shared/address-book/useAddressBook';
import { checksumAddress, shortenAddress } from '../shared/format';
import { useChains } from '../shared/useChains';
import { recentSafesQueryOptions } from '../../query/options/recentSafes';

/** The recent Safes panel (nothing when there are none). */
export function RecentSafes() {
  const queryClient = useQueryClient();
  const query = useQuery(recentSafesQueryOptions());
  const safes = query.data ?? [];
  if (query.isError) {
    return (
      <p className="hint" role="status">
        Recent Safes cannot be read on this device.
      </p>
    );
  }
  if (safes.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="recent-title">
      <h2 id="recent-title">Recent Safes</h2>
      <ul className="plain-list" data-testid="recent-safes">
        {safes.map((safe) => (
          <RecentSafeItem
            key={`${safe.chainId}:${safe.address}`}
            safe={safe}
            onForget={() =>
              void Promise.all([
                removeRecentSafe(safe.chainId, safe.address),
                // Forgetting also drops what was saved of it for offline use.
                forgetSafeData(queryClient, {
                  chainId: safe.chainId,
                  safeAddress: safe.address,
                }),
              ]).then(() =>
                queryClient.invalidateQueries({ queryKey: recentSafesQueryOptions().queryKey }),
              )
            }
          />
        ))}
      </ul>
    </section>
  );
}

function RecentSafeItem({ safe, onForget }: { safe: RecentSafe; onForget: () => void }) {
  const { nameOf } = useAddressBook(safe.chainId);
  const { chains } = useChains();
  const address = checksumAddress(safe.address);
  const param = formatSafeParam(safe.shortName, address);
  const name = nameOf(safe.address);
  const chainName = chains.find((chain) => chain.chainId === safe.chainId)?.chainName;
  return (
    <li className="row-actions recent-safe">
      <Link to={homeLink(param)} title={param} className="recent-safe-link">
        <span className="recent-safe-name">{name ?? shortenAddress(address)}</span>{' '}
        <span className="hint">
          {chainName ?? safe.shortName}
          {name && <> · {shortenAddress(address)}</>}
        </span>
        <span className="visually-hidden"> ({param})</span>
      </Link>
      <span className="hint">opened {new Date(safe.lastOpened).toLocaleDateString()}</span>
      <button type="button" className="button" aria-label={`Forget ${param}`} onClick={onForget}>
        Forget
      </button>
    </li>
  );
}
