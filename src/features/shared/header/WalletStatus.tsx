// The header's wallet part on every screen: "Connect wallet" (a dialog), or the connected account as
// one chip (identicon, address-book name or short checksummed address, and whether it owns the open
// Safe), and a switch when the wallet is on another network. The chip opens the same dialog to
// disconnect. When the dialog closes, focus lands on whichever of the two is there now.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { safeInfoQueryOptions } from '../../../query/options';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { useWalletSession } from '../../../session/wallet/useWalletSession';
import type { WalletConnection } from '../../../wallet/session';
import { QR_WALLET_RDNS } from '../../../wallet/wallet-ids';
import { useAddressBook } from '../address-book/useAddressBook';
import { Dialog } from '../Dialog';
import { GeneratedIcon } from '../GeneratedIcon';
import { shortenAddress } from '../format';
import type { ReadySafe } from '../RequireSafe';
import { useCurrentSafe } from '../useCurrentSafe';
import { SwitchNetwork } from './SwitchNetwork';

// The connect panel (wallet list, WalletConnect, account picker) loads when the dialog opens.
const ConnectWallet = lazy(() => import('../wallet/ConnectWallet'));
// The QR wallet's signature dialog, loaded only while that wallet is connected.
const QrSignatureDialog = lazy(() => import('../qr/QrSignatureDialog'));

/** The wallet status and connect/disconnect dialog. */
export function WalletStatus() {
  const { connection } = useWalletSession();
  const current = useCurrentSafe();
  const safe = current.status === 'ready' ? current : null;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  const owners = useOwners(safe);

  return (
    <div className="wallet-status" ref={rootRef}>
      {connection ? (
        <>
          <ConnectedAccount connection={connection} safe={safe} onOpen={() => setOpen(true)} />
          {safe && connection.chainId !== null && connection.chainId !== safe.chainId && (
            <SwitchNetwork provider={connection.detail.provider} chain={safe.chain} />
          )}
        </>
      ) : (
        <button
          type="button"
          className="button primary"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          Connect wallet
        </button>
      )}
      {connection?.detail.info.rdns === QR_WALLET_RDNS && (
        <Suspense fallback={null}>
          <QrSignatureDialog />
        </Suspense>
      )}
      {open && (
        <Dialog
          title={connection ? 'Wallet' : 'Connect a wallet'}
          onClose={close}
          // Connecting or disconnecting replaced the button that opened the dialog.
          returnFocus={() => rootRef.current?.querySelector<HTMLElement>('button') ?? null}
        >
          <Suspense fallback={<p role="status">Loading wallets…</p>}>
            <ConnectWallet onConnected={close} owners={owners} />
          </Suspense>
        </Dialog>
      )}
    </div>
  );
}

function ConnectedAccount({
  connection,
  safe,
  onOpen,
}: {
  connection: WalletConnection;
  safe: ReadySafe | null;
  onOpen: () => void;
}) {
  // Names come from the open Safe's chain, else the wallet's own chain.
  const { nameOf } = useAddressBook(safe?.chainId ?? connection.chainId ?? undefined);
  const name = nameOf(connection.address);
  const short = shortenAddress(connection.address);
  return (
    <button
      type="button"
      className="wallet-chip"
      aria-haspopup="dialog"
      title={connection.address}
      onClick={onOpen}
      data-testid="wallet-account"
    >
      <GeneratedIcon
        className="wallet-identicon"
        text={name ?? short.slice(2)}
        seed={connection.address}
      />
      <span className="wallet-chip-text">
        <span className="visually-hidden">Wallet: </span>
        {name ? (
          <span className="wallet-name">{name}</span>
        ) : (
          <span className="address">{short}</span>
        )}
        {name && <span className="visually-hidden"> {short}</span>}
        {safe && <Ownership address={connection.address} safe={safe} />}
      </span>
    </button>
  );
}

function Ownership({ address, safe }: { address: string; safe: ReadySafe }) {
  const client = useGatewayClient();
  const info = useQuery(safeInfoQueryOptions(client, safe));
  if (!info.data) return null;
  const owner = info.data.owners.some(
    (entry) => entry.value.toLowerCase() === address.toLowerCase(),
  );
  return (
    <span className={owner ? 'wallet-role owner' : 'wallet-role'}>
      <span className="visually-hidden">, </span>
      <span data-testid="wallet-ownership">{owner ? 'Owner' : 'Not an owner'}</span>
    </span>
  );
}

const NO_SAFE = { chainId: '0', safeAddress: '0x0000000000000000000000000000000000000000' };

/** Lower-cased owners of the open Safe, or null without a Safe or before they are read. */
function useOwners(safe: ReadySafe | null): ReadonlySet<string> | null {
  const client = useGatewayClient();
  // Without a Safe the query is off; its key still needs a valid address to be built.
  const info = useQuery({
    ...safeInfoQueryOptions(client, safe ?? NO_SAFE),
    enabled: safe !== null,
  });
  const owners = safe ? info.data?.owners : undefined;
  return useMemo(
    () => (owners ? new Set(owners.map((owner) => owner.value.toLowerCase())) : null),
    [owners],
  );
}
