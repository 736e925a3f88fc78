// The wallet is on another network than the open Safe: say so and offer to switch (adding the
// network first when the wallet does not know it, 4902). A refusal or failure is put in words and
// changes nothing: the wallet stays where it was and the button can be tried again.
import { useState } from 'react';
import type { ChainInfo } from '../../../gateway';
import type { EIP1193Provider } from '../../../wallet/types';
import { describeProviderError } from '../../../wallet/errors';
import { switchChain } from '../../../wallet/switch-chain';

/** Props of SwitchNetwork. */
export interface SwitchNetworkProps {
  provider: EIP1193Provider;
  /** The open Safe's chain. */
  chain: ChainInfo;
}

/** "Wrong network" notice with a Switch button. */
export function SwitchNetwork({ provider, chain }: SwitchNetworkProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ title: string; action: string }>();

  async function onSwitch() {
    setBusy(true);
    setError(undefined);
    try {
      // The chain registry loads only when a switch is asked for, not with the header.
      const { addChainParameter } = await import('./addChainParameter');
      await switchChain(provider, addChainParameter(chain));
    } catch (cause) {
      setError(describeProviderError(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="switch-network">
      <span className="badge warn" data-testid="wrong-network">
        Wallet on another network
      </span>
      <button type="button" className="button" disabled={busy} onClick={() => void onSwitch()}>
        {busy ? 'Switching…' : `Switch to ${chain.chainName}`}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error.title} {error.action}
        </p>
      )}
    </div>
  );
}
