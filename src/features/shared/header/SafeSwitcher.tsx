// The header's Safe part on every screen: the open Safe (its address-book name, else its short
// checksummed address, over its chain) as a button that opens a list of other Safes — recent ones on this device and those the
// connected wallet owns — and "All Safes", back to the welcome list. Escape or a click elsewhere
// closes the list and focus returns to the button.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../router';
import type { ChainInfo } from '../../../gateway';
import { allOwnedSafesQueryOptions } from '../../../query/options';
import { recentSafesQueryOptions } from '../../../query/options/recentSafes';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { ROUTES, formatSafeParam, homeLink } from '../../../session/routes/links';
import { useSafeParam } from '../../../session/routes/useSafeParam';
import { useWalletSession } from '../../../session/wallet/useWalletSession';
import { useAddressBook } from '../address-book/useAddressBook';
import { checksumAddress, shortenAddress } from '../format';
import { useChains } from '../useChains';
import { useCurrentSafe } from '../useCurrentSafe';

/** The Safe switcher button and its list. */
export function SafeSwitcher() {
  const current = useCurrentSafe();
  const param = useSafeParam();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const safe = current.status === 'ready' ? current : null;
  const { nameOf } = useAddressBook(safe?.chainId);
  const name = safe ? nameOf(safe.safeAddress) : undefined;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const closeAndFocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      className="safe-switcher"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          closeAndFocus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="safe-switcher-button"
        aria-expanded={open}
        aria-controls={listId}
        title={safe?.safeParam ?? param ?? undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="safe-switcher"
      >
        {safe ? (
          <>
            <span className="safe-switcher-title">
              <span className="visually-hidden">Open Safe: </span>
              {name ? (
                <span className="safe-name">{name}</span>
              ) : (
                <span className="address">{shortenAddress(safe.safeAddress)}</span>
              )}
            </span>
            <span className="safe-switcher-sub">
              <span className="safe-chain">{safe.chain.chainName}</span>
              {name && (
                <span className="named-address">
                  {' '}
                  <span className="address">{shortenAddress(safe.safeAddress)}</span>
                </span>
              )}
              <span className="visually-hidden">. Switch Safe</span>
            </span>
          </>
        ) : param ? (
          <span className="safe-switcher-title alone">
            <span className="visually-hidden">Open Safe: </span>
            <span className="address">{param}</span>
            <span className="visually-hidden">. Switch Safe</span>
          </span>
        ) : (
          <span className="safe-switcher-title alone">Choose a Safe</span>
        )}
        <span aria-hidden="true" className="caret">
          ▾
        </span>
      </button>
      {open && (
        <div id={listId} className="safe-switcher-panel card stack">
          <RecentSafeLinks currentParam={safe?.safeParam ?? null} onChoose={closeAndFocus} />
          <OwnedSafeLinks currentParam={safe?.safeParam ?? null} onChoose={closeAndFocus} />
          <Link className="button" to={ROUTES.welcome} onClick={() => setOpen(false)}>
            All Safes
          </Link>
        </div>
      )}
    </div>
  );
}

interface ListProps {
  currentParam: string | null;
  onChoose: () => void;
}

function SafeLink({
  chainId,
  shortName,
  address,
  chainName,
  currentParam,
  onChoose,
}: {
  chainId: string;
  shortName: string;
  address: string;
  chainName: string | undefined;
  currentParam: string | null;
  onChoose: () => void;
}) {
  const { nameOf } = useAddressBook(chainId);
  const param = formatSafeParam(shortName, checksumAddress(address));
  const name = nameOf(address);
  const current = param === currentParam;
  return (
    <li>
      <Link
        to={homeLink(param)}
        aria-current={current ? 'page' : undefined}
        onClick={onChoose}
        title={param}
      >
        {name && <span className="safe-name">{name}</span>}{' '}
        <span className="safe-chain">{chainName ?? shortName}</span>{' '}
        <span className="address">{shortenAddress(address)}</span>
      </Link>
    </li>
  );
}

function RecentSafeLinks({ currentParam, onChoose }: ListProps) {
  const query = useQuery(recentSafesQueryOptions());
  const { chains } = useChains();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <p id={headingId} className="list-heading">
        Recent Safes
      </p>
      {query.isError ? (
        <p className="hint">Recent Safes cannot be read on this device.</p>
      ) : !query.data ? (
        <p role="status">Loading…</p>
      ) : query.data.length === 0 ? (
        <p className="hint">No Safe opened on this device yet.</p>
      ) : (
        <ul className="plain-list" data-testid="switcher-recent">
          {query.data.map((safe) => (
            <SafeLink
              key={`${safe.chainId}:${safe.address}`}
              chainId={safe.chainId}
              shortName={safe.shortName}
              address={safe.address}
              chainName={chains.find((chain) => chain.chainId === safe.chainId)?.chainName}
              currentParam={currentParam}
              onChoose={onChoose}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnedSafeLinks({ currentParam, onChoose }: ListProps) {
  const { address } = useWalletSession();
  const client = useGatewayClient();
  const { chains } = useChains();
  const headingId = useId();
  const query = useQuery({
    ...allOwnedSafesQueryOptions(client, address ?? ''),
    enabled: Boolean(address),
  });
  if (!address) return null;
  const entries = query.data ? ownedEntries(query.data, chains) : [];
  return (
    <section aria-labelledby={headingId}>
      <p id={headingId} className="list-heading">
        Safes of the connected wallet
      </p>
      {query.isError ? (
        <p className="hint">These Safes could not be loaded. Try again later.</p>
      ) : !query.data ? (
        <p role="status">Looking for Safes…</p>
      ) : entries.length === 0 ? (
        <p className="hint">The connected wallet owns no Safe this gateway knows.</p>
      ) : (
        <ul className="plain-list" data-testid="switcher-owned">
          {entries.map(({ chain, address: safeAddress }) => (
            <SafeLink
              key={`${chain.chainId}:${safeAddress}`}
              chainId={chain.chainId}
              shortName={chain.shortName}
              address={safeAddress}
              chainName={chain.chainName}
              currentParam={currentParam}
              onChoose={onChoose}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Owned Safes per chain, flattened; chains this gateway no longer serves are left out. */
function ownedEntries(
  data: Record<string, string[]>,
  chains: readonly ChainInfo[],
): { chain: ChainInfo; address: string }[] {
  return Object.entries(data).flatMap(([chainId, safes]) => {
    const chain = chains.find((c) => c.chainId === chainId);
    return chain ? safes.map((address) => ({ chain, address })) : [];
  });
}
