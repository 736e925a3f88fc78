// The bundles this device holds, newest first, each a link to its review.
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../router';
import type { ChainInfo } from '../../gateway';
import { heldBundlesQueryOptions } from '../../query/options/bundles';
import { describeError } from '../../session/errors/describeError';
import { heldBundleLink } from '../../session/bundles/bundleLinks';
import { formatSafeParam } from '../../session/routes/links';

/** Props of HeldBundles. */
export interface HeldBundlesProps {
  chains: readonly ChainInfo[];
}

/** The list of held bundles. */
export function HeldBundles({ chains }: HeldBundlesProps) {
  const query = useQuery(heldBundlesQueryOptions());
  const records = query.data;
  return (
    <section className="card stack" aria-labelledby="held-bundles-title">
      <h2 id="held-bundles-title">Bundles on this device</h2>
      {query.error ? (
        <p role="alert">The bundles could not be read: {describeError(query.error)}</p>
      ) : !records ? (
        <p className="hint">Reading…</p>
      ) : records.length === 0 ? (
        <p className="hint">None yet. Bundles you import or share are kept here.</p>
      ) : (
        <ul className="stack" data-testid="held-bundles">
          {records.map((record) => {
            const chain = chains.find((c) => c.chainId === record.chainId);
            const what =
              record.kind === 'transaction' ? `Transaction, nonce ${record.nonce}` : 'Message';
            const summary = `${what} · ${record.signatureCount} signature${record.signatureCount === 1 ? '' : 's'}`;
            return (
              <li key={record.id}>
                <code className="address">{record.safe}</code> on{' '}
                {chain?.chainName ?? `chain ${record.chainId}`}: {summary}
                {chain && (
                  <>
                    {' '}
                    <Link
                      to={heldBundleLink(
                        formatSafeParam(chain.shortName, record.safe),
                        record.kind,
                        record.hash,
                      )}
                    >
                      Review
                    </Link>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
