// Safes opened on this device (IndexedDB), newest first, each with a way to forget it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatSafeParam, homeLink } from '../../session/routes/links';
import { forgetSafeData } from '../../query/persist/forgetSafe';
import { removeRecentSafe } from '../../storage/recentSafes';
import { shortenHex } from '../shared/format';
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
        {safes.map((safe) => {
          const param = formatSafeParam(safe.shortName, safe.address);
          return (
            <li key={param} className="row-actions">
              <Link to={homeLink(param)} title={param}>
                <span aria-hidden="true">
                  {safe.shortName}:{shortenHex(safe.address)}
                </span>
                <span className="visually-hidden">Open {param}</span>
              </Link>
              <span className="hint">opened {new Date(safe.lastOpened).toLocaleDateString()}</span>
              <button
                type="button"
                className="button"
                aria-label={`Forget ${param}`}
                onClick={() =>
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
              >
                Forget
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
