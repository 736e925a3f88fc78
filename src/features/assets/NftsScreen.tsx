// Assets → NFTs: the Safe's collectibles from the v2 pages (v1 fallback in the query options),
// in a grid. Images load lazily and only from http(s) URLs; every image has alt text; a card without
// an image shows the collection logo, else a generated placeholder.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import type { ChainInfo, Collectible } from '../../gateway';
import { collectiblesQueryOptions } from '../../query/options';
import { describeError } from '../../session/errors/describeError';
import { AddressView } from '../shared/AddressView';
import { QueryState } from '../shared/QueryState';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { EmptyState } from '../shared/StatePanels';
import { NftImage } from './NftImage';
import './assets.css';

/** The NFTs screen. */
export function NftsScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">NFTs</h1>
      <RequireSafe>{(safe) => <Nfts safe={safe} />}</RequireSafe>
    </section>
  );
}

function Nfts({ safe }: { safe: ReadySafe }) {
  const client = useGatewayClient();
  const query = useInfiniteQuery(collectiblesQueryOptions(client, safe));
  const items = useMemo(
    () => query.data?.pages.flatMap((page) => page.results) ?? [],
    [query.data],
  );
  return (
    <QueryState
      query={query}
      loadingLabel="Loading NFTs…"
      errorTitle="NFTs could not be loaded"
      what="the NFTs"
      isEmpty={() => items.length === 0}
      empty={
        <EmptyState title="No NFTs yet">
          <p>NFTs sent to this Safe appear here.</p>
        </EmptyState>
      }
    >
      {() => (
        <>
          <ul className="nft-grid" aria-label="NFTs">
            {items.map((item) => (
              <NftCard key={`${item.address}:${item.id}`} item={item} chain={safe.chain} />
            ))}
          </ul>
          {query.hasNextPage && query.isFetchNextPageError && !query.isFetchingNextPage && (
            <div className="load-more" role="alert">
              <p className="field-error">
                More NFTs could not be loaded: {describeError(query.error)}
              </p>
            </div>
          )}
          {query.hasNextPage && (
            <div className="load-more">
              <button
                type="button"
                className="button"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage
                  ? 'Loading more…'
                  : query.isFetchNextPageError
                    ? 'Try again'
                    : 'Load more'}
              </button>
            </div>
          )}
        </>
      )}
    </QueryState>
  );
}

function NftCard({ item, chain }: { item: Collectible; chain: ChainInfo }) {
  const collection = `${item.tokenName || item.tokenSymbol || 'Token'} #${item.id}`;
  const title = item.name || collection;
  return (
    <li className="nft-card">
      <NftImage item={item} title={title} />
      <strong>{title}</strong>
      {/* The collection line only when the title is not already it. */}
      {title !== collection && <span className="hint">{collection}</span>}
      <AddressView address={item.address} chain={chain} copy={false} />
    </li>
  );
}
