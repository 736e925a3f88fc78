// The Safes of an owner — the connected wallet's account or a typed address — from both gateway
// calls: on the chosen chain, and on every chain.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from '../../router';
import type { ChainInfo } from '../../gateway';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { formatSafeParam, homeLink } from '../../session/routes/links';
import { allOwnedSafesQueryOptions, ownedSafesQueryOptions } from '../../query/options/safe';
import { validateAddressInput } from '../shared/address-book/validateAddress';
import { AddressView } from '../shared/AddressView';
import { QueryState } from '../shared/QueryState';
import { EmptyState } from '../shared/StatePanels';
import { useWalletSession } from '../../session/wallet/useWalletSession';

/** Props of OwnedSafes. */
export interface OwnedSafesProps {
  chains: readonly ChainInfo[];
}

/** The "Safes of an owner" panel. */
export function OwnedSafes({ chains }: OwnedSafesProps) {
  const { connection } = useWalletSession();
  const inputId = useId();
  const chainSelectId = useId();
  const [value, setValue] = useState('');
  const [owner, setOwner] = useState<string>();
  const [error, setError] = useState<string>();
  const [chainId, setChainId] = useState('');
  const effectiveChain = chainId || chains[0]?.chainId || '';

  // A newly connected account is looked up at once.
  useEffect(() => {
    if (connection) {
      setOwner(connection.address);
      setValue(connection.address);
    }
  }, [connection]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateAddressInput(value);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    setOwner(result.address);
  }

  return (
    <section className="card stack" aria-labelledby="owned-title">
      <h2 id="owned-title">Safes of an owner</h2>
      {!connection && (
        <p className="hint">Connect a wallet at the top of the screen to list its Safes here.</p>
      )}
      <form className="stack" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Owner address</label>
        <input
          id={inputId}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button">
          Find Safes
        </button>
      </form>
      {owner && (
        <>
          <div className="form-row">
            <label htmlFor={chainSelectId}>Show Safes on chain</label>
            <select
              id={chainSelectId}
              value={effectiveChain}
              onChange={(event) => setChainId(event.target.value)}
            >
              {chains.map((chain) => (
                <option key={chain.chainId} value={chain.chainId}>
                  {chain.chainName}
                </option>
              ))}
            </select>
          </div>
          {effectiveChain && <OnChain owner={owner} chainId={effectiveChain} chains={chains} />}
          <OtherChains owner={owner} chains={chains} shownChainId={effectiveChain} />
        </>
      )}
    </section>
  );
}

function SafeLinks({ safes, chain }: { safes: readonly string[]; chain: ChainInfo | undefined }) {
  if (!chain) return <p className="hint">This gateway does not serve this chain any more.</p>;
  return (
    <ul className="plain-list">
      {safes.map((address) => (
        <li key={address} className="owned-safe">
          <Link to={homeLink(formatSafeParam(chain.shortName, address))}>
            <span aria-hidden="true">Open</span>
            <span className="visually-hidden">
              Open {formatSafeParam(chain.shortName, address)}
            </span>
          </Link>
          <AddressView address={address} chain={chain} explorer={false} />
        </li>
      ))}
    </ul>
  );
}

function OnChain({
  owner,
  chainId,
  chains,
}: {
  owner: string;
  chainId: string;
  chains: readonly ChainInfo[];
}) {
  const client = useGatewayClient();
  const query = useQuery(ownedSafesQueryOptions(client, { chainId, ownerAddress: owner }));
  const chain = chains.find((c) => c.chainId === chainId);
  return (
    <section aria-labelledby="on-chain-title" data-testid="owned-on-chain">
      <h3 id="on-chain-title">On {chain?.chainName ?? `chain ${chainId}`}</h3>
      <QueryState
        query={query}
        loadingLabel="Looking for Safes…"
        errorTitle="Safes could not be loaded"
        what="this owner’s Safes"
        isEmpty={(data) => data.safes.length === 0}
        empty={<EmptyState title="No Safes on this chain for this owner" />}
      >
        {(data) => <SafeLinks safes={data.safes} chain={chain} />}
      </QueryState>
    </section>
  );
}

/** The owner's Safes on every chain but the one listed above (each Safe is listed once). */
function OtherChains({
  owner,
  chains,
  shownChainId,
}: {
  owner: string;
  chains: readonly ChainInfo[];
  shownChainId: string;
}) {
  const client = useGatewayClient();
  const query = useQuery(allOwnedSafesQueryOptions(client, owner));
  const others = (data: Record<string, string[]>) =>
    Object.entries(data).filter(([chainId, safes]) => chainId !== shownChainId && safes.length > 0);
  return (
    <section aria-labelledby="all-chains-title" data-testid="owned-all-chains">
      <h3 id="all-chains-title">On other chains</h3>
      <QueryState
        query={query}
        loadingLabel="Looking for Safes on every chain…"
        errorTitle="Safes could not be loaded"
        what="this owner’s Safes"
        isEmpty={(data) => others(data).length === 0}
        empty={<EmptyState title="No Safes on other chains for this owner" />}
      >
        {(data) =>
          others(data).map(([chainId, safes]) => {
            const chain = chains.find((c) => c.chainId === chainId);
            return (
              <div key={chainId}>
                <h4>{chain?.chainName ?? `Chain ${chainId}`}</h4>
                <SafeLinks safes={safes} chain={chain} />
              </div>
            );
          })
        }
      </QueryState>
    </section>
  );
}
