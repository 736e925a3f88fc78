// Connect a wallet: lists EIP-6963 wallets; a wallet with several local accounts (the devnet test
// signer) gets an account choice first. Shows the connected account with a Disconnect button.
import { useId, useState } from 'react';
import type { EIP6963ProviderDetail } from '../../../wallet/types';
import { describeError } from '../../../session/errors/describeError';
import { AddressView } from '../AddressView';
import { useAnnouncedWallets } from '../../../session/wallet/useAnnouncedWallets';
import { useWalletSession } from '../../../session/wallet/useWalletSession';
import { hasAccountPicker } from '../../../wallet/session';

/** The connect-wallet panel. */
export function ConnectWallet() {
  const wallets = useAnnouncedWallets();
  const { connection, connect: connectWallet, disconnect: disconnectWallet } = useWalletSession();
  const [picking, setPicking] = useState<EIP6963ProviderDetail | null>(null);
  const [account, setAccount] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const pickerId = useId();

  async function connect(detail: EIP6963ProviderDetail, chosen?: string) {
    setBusy(true);
    setError(undefined);
    try {
      await connectWallet(detail, chosen);
      setPicking(null);
    } catch (cause) {
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
          <button type="button" className="button" onClick={disconnectWallet}>
            Disconnect
          </button>
        </div>
      </div>
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
              Owner #{index} {address}
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
      {wallets.length === 0 ? (
        <p className="hint">
          No browser wallet found. Install or unlock a wallet extension, or type an owner address
          below.
        </p>
      ) : (
        <ul className="plain-list" aria-label="Wallets">
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
        </ul>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
