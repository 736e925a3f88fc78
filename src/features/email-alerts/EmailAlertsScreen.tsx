// Settings → E-mail alerts: per Safe and signer (the connected account, which must own the Safe as
// the chain reports it; the gateway's owner list only stands in when the chain cannot be read).
import { useQuery } from '@tanstack/react-query';
import { safeInfoQueryOptions } from '../../query/options';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useSafeChainState } from '../../session/review/useSafeChainState';
import { useSafeParam } from '../../session/routes/useSafeParam';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import { AddressView } from '../shared/AddressView';
import { RequireSafe, type ReadySafe } from '../shared/RequireSafe';
import { LoadingState } from '../shared/StatePanels';
import { EmailAlertsPanel } from './EmailAlertsPanel';
import './email-alerts.css';

/** The E-mail alerts screen. */
export function EmailAlertsScreen() {
  const safeParam = useSafeParam();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">E-mail alerts</h1>
      {safeParam ? (
        <RequireSafe>{(safe) => <SafeEmailAlerts safe={safe} />}</RequireSafe>
      ) : (
        <p className="hint">
          No Safe is selected: open one from the welcome screen to set up its e-mail alerts.
        </p>
      )}
    </section>
  );
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function SafeEmailAlerts({ safe }: { safe: ReadySafe }) {
  const wallet = useWalletSession();
  const client = useGatewayClient();
  const { check } = useSafeChainState(safe.chain, safe.safeAddress);
  const unchecked = check?.status === 'unchecked';
  const info = useQuery({ ...safeInfoQueryOptions(client, safe), enabled: unchecked });
  const signer = wallet.address;

  let body;
  if (!signer) {
    body = (
      <p className="hint" role="status">
        Connect a wallet that owns this Safe: alerts are set per owner, and each change is signed by
        that owner.
      </p>
    );
  } else if (check === null || (unchecked && info.isPending)) {
    body = <LoadingState label="Checking that the connected account owns this Safe…" />;
  } else {
    const owners =
      check.status === 'checked'
        ? check.state.owners
        : (info.data?.owners ?? []).map((o) => o.value);
    const isOwner = owners.some((owner) => sameAddress(owner, signer));
    body = (
      <>
        {unchecked && (
          <p className="hint" role="status">
            The chain could not be read ({check.reason}); the owners below are the gateway’s list.
          </p>
        )}
        {isOwner ? (
          <EmailAlertsPanel
            key={`${safe.chainId}:${safe.safeAddress}:${signer}`}
            target={{ chainId: safe.chainId, safeAddress: safe.safeAddress, signer }}
          />
        ) : (
          <p className="hint" role="status" data-testid="email-alerts-not-owner">
            The connected account {signer} is not an owner of this Safe. Connect an owner’s account
            to set up its e-mail alerts.
          </p>
        )}
      </>
    );
  }

  return (
    <section className="card stack email-alerts-card" aria-labelledby="email-alerts-title">
      <h2 id="email-alerts-title">Your alerts on this Safe</h2>
      {signer && (
        <p>
          Signer: <AddressView address={signer} chain={safe.chain} />
        </p>
      )}
      <p className="hint">
        The gateway e-mails verified addresses when a transaction of this Safe awaits confirmations
        and when one is ready to execute.
      </p>
      {body}
    </section>
  );
}
