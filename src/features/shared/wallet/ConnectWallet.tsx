// Connect a wallet: every EIP-6963 wallet (or `window.ethereum` when none announces), WalletConnect
// (or why it is unavailable), an air-gapped QR wallet (ERC-4527, its account scanned), and for a
// wallet with several local accounts (the devnet test signer) an account choice first, each account marked by whether it owns the open Safe (owners handed in by
// the header); run as a Safe App, "The Safe that opened this app" (the host's Safe).
// Connected, it shows the account with a Disconnect button. Loaded lazily: the welcome screen and
// the header import it on demand, so it never weighs on the first route.
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import type { EIP6963ProviderDetail } from '../../../wallet/types';
import { describeError } from '../../../session/errors/describeError';
import { AddressView } from '../AddressView';
import { useAnnouncedWallets } from '../../../session/wallet/useAnnouncedWallets';
import { useSafeAppHostWallet } from '../../../session/wallet/useSafeAppHostWallet';
import { useWalletSession } from '../../../session/wallet/useWalletSession';
import { disconnectWallet, walletConnectAvailability } from '../../../session/wallet/walletConnect';
import { hasAccountPicker } from '../../../wallet/session';
import { injectedWalletDetail, walletsToOffer } from '../../../wallet/injected';
import { useChains } from '../useChains';

const WalletConnectPairing = lazy(() => import('./WalletConnectPairing'));
const QrWalletConnect = lazy(() => import('./QrWalletConnect'));

/** Props of ConnectWallet. */
export interface ConnectWalletProps {
  /** Called once a wallet connected (the header's dialog closes then). */
  onConnected?: () => void;
  /** Lower-cased owners of the open Safe (the chain's, as the app reads them): the account picker
   * marks each account as owner or not; null or absent without an open Safe. */
  owners?: ReadonlySet<string> | null;
  /** Where the WalletConnect project id comes from (tests pass their own). */
  walletConnectProjectId?: string | undefined;
}

/** The connect-wallet panel. */
export default function ConnectWallet({
  onConnected,
  owners = null,
  walletConnectProjectId,
}: ConnectWalletProps) {
  const announced = useAnnouncedWallets();
  // Run as a Safe App, the Safe that opened it comes first: it is why the app was opened there.
  const hostSafe = useSafeAppHostWallet();
  const wallets = useMemo(
    () => [...(hostSafe ? [hostSafe] : []), ...walletsToOffer(announced, injectedWalletDetail())],
    [announced, hostSafe],
  );
  const walletConnect = walletConnectAvailability(
    walletConnectProjectId === undefined ? undefined : { walletConnectProjectId },
  );
  const { chains } = useChains();
  const { connection, connect: connectWallet } = useWalletSession();
  const [picking, setPicking] = useState<EIP6963ProviderDetail | null>(null);
  const [pairing, setPairing] = useState(false);
  const [scanningQrWallet, setScanningQrWallet] = useState(false);
  // EIP-6963 wallets announce in useAnnouncedWallets' effect, just after the first render. The
  // QR wallet entry (always enabled) waits for that pass, so that the dialog's focus lands on the
  // first announced wallet rather than on the entry that happened to be there first.
  const [announcementsAsked, setAnnouncementsAsked] = useState(false);
  useEffect(() => setAnnouncementsAsked(true), []);
  const [account, setAccount] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const pickerId = useId();
  const walletConnectNoteId = useId();

  async function connect(detail: EIP6963ProviderDetail, chosen?: string) {
    setBusy(true);
    setError(undefined);
    try {
      await connectWallet(detail, chosen);
      setPicking(null);
      onConnected?.();
    } catch (cause) {
      // A rejection (4001) or any failure leaves nothing connected and nothing remembered.
      setError(describeError(cause));
    } finally {
      setBusy(false);
    }
  }

  if (connection) {
    return (
      <div className="stack">
        <p>
          Connected with <strong>{connection.detail.info.name}</strong> as
        </p>
        <AddressView address={connection.address} short={false} explorer={false} />
        <div className="row-actions">
          <button type="button" className="button" onClick={() => disconnectWallet()}>
            Disconnect
          </button>
        </div>
      </div>
    );
  }

  if (pairing && walletConnect.available) {
    return (
      <Suspense fallback={<p role="status">Loading WalletConnect…</p>}>
        <WalletConnectPairing
          projectId={walletConnect.projectId}
          chains={chains}
          onConnected={() => {
            setPairing(false);
            onConnected?.();
          }}
          onCancel={() => setPairing(false)}
        />
      </Suspense>
    );
  }

  if (scanningQrWallet) {
    return (
      <Suspense fallback={<p role="status">Loading the QR scanner…</p>}>
        <QrWalletConnect
          onConnected={() => {
            setScanningQrWallet(false);
            onConnected?.();
          }}
          onCancel={() => setScanningQrWallet(false)}
        />
      </Suspense>
    );
  }

  if (picking && hasAccountPicker(picking.provider)) {
    const accounts = picking.provider.accounts;
    return (
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void connect(picking, account || accounts[0]);
        }}
      >
        <label htmlFor={pickerId}>Account in {picking.info.name}</label>
        <select id={pickerId} value={account} onChange={(event) => setAccount(event.target.value)}>
          {accounts.map((address, index) => (
            <option key={address} value={address}>
              {accountLabel(address, index, owners)}
            </option>
          ))}
        </select>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="row-actions">
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? 'Connecting…' : 'Connect'}
          </button>
          <button type="button" className="button" onClick={() => setPicking(null)}>
            Cancel
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="stack">
      {wallets.length === 0 && (
        <p className="hint">
          No browser wallet found. Install or unlock a wallet extension, or use WalletConnect with a
          wallet app.
        </p>
      )}
      <ul className="plain-list wallet-list" aria-label="Wallets">
        {wallets.map((detail) => (
          <li key={detail.info.uuid}>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                if (hasAccountPicker(detail.provider)) {
                  setAccount(detail.provider.accounts[0] ?? '');
                  setPicking(detail);
                } else void connect(detail);
              }}
            >
              <img src={detail.info.icon} alt="" width="20" height="20" />
              Connect {detail.info.name}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="button"
            disabled={busy || !walletConnect.available}
            aria-describedby={walletConnect.available ? undefined : walletConnectNoteId}
            onClick={() => {
              setError(undefined);
              setPairing(true);
            }}
          >
            Connect with WalletConnect
          </button>
          {!walletConnect.available && (
            <p id={walletConnectNoteId} className="hint" data-testid="walletconnect-unavailable">
              {walletConnect.reason}
            </p>
          )}
        </li>
        {announcementsAsked && (
          <li>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                setError(undefined);
                setScanningQrWallet(true);
              }}
            >
              Connect a QR wallet (air-gapped)
            </button>
          </li>
        )}
      </ul>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** "Account 2: 0x… — owner of this Safe": the picker's words for one local account. */
export function accountLabel(
  address: string,
  index: number,
  owners: ReadonlySet<string> | null,
): string {
  const base = `Account ${index}: ${address}`;
  if (!owners) return base;
  return owners.has(address.toLowerCase())
    ? `${base} — owner of this Safe`
    : `${base} — not an owner`;
}
