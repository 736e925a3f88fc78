// Safes opened on this device (IndexedDB), newest first, each under its address-book name (else its
// short checksummed address) with its chain, and a way to forget it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../router';
import { formatSafeParam, homeLink } from '../../session/routes/links';
import { forgetSafeData } from '../../query/persist/forgetSafe';
import { removeRecentSafe } from '../../storage/recentSafes';
import type { RecentSafe } from '../../storage/recentSafes';
import { addressBookQueryOptions } from '../../query/options/addressBook';
import { shortenHex } from '../shared/format/address';
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
  // The address book's query, not useAddressBook: the welcome screen is the first route and needs
  // no writes. The address is stored checksummed (from the opened Safe).
  const book = useQuery(addressBookQueryOptions(safe.chainId));
  const { chains } = useChains();
  const address = safe.address;
  const param = formatSafeParam(safe.shortName, address);
  const name = book.data?.find(
    (entry) => entry.address.toLowerCase() === address.toLowerCase(),
  )?.name;
  const chainName = chains.find((chain) => chain.chainId === safe.chainId)?.chainName;
  return (
    <li className="row-actions recent-safe">
      <Link to={homeLink(param)} title={param} className="recent-safe-link">
        <span className="recent-safe-name">{name ?? shortenHex(address)}</span>{' '}
        <span className="hint">
          {chainName ?? safe.shortName}
          {name && <> · {shortenHex(address)}</>}
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
