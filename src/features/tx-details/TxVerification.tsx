// The verification panel of a multisig transaction: computed on this device from the gateway's
// data and the Safe as the chain reports it (over the RPC chosen in Settings), with the signing
// gate's answer in words.
import type { ChainInfo, TransactionDetails } from '../../gateway';
import { signingGateOf } from '../../session/review/signingGate';
import type { TransactionReview } from '../../session/review/useTransactionReview';
import { ChainSources } from '../shared/transactions/ChainSources';
import { VerificationPanel } from '../shared/transactions/VerificationPanel';
import { formatAsOfTime } from '../shared/AsOf';
import { useOnlineStatus } from '../../session/network/online';

/** Props of TxVerification. */
export interface TxVerificationProps {
  details: TransactionDetails;
  review: TransactionReview;
  chain: ChainInfo;
  /** Deleted or replaced since it was loaded: nothing may be signed. */
  gone?: boolean;
}

/** Shows the verification of a transaction and whether it may be signed. */
export function TxVerification({ details, review, chain, gone = false }: TxVerificationProps) {
  const gate = gone
    ? { status: 'blocked' as const, reason: 'This transaction is no longer in the queue.' }
    : signingGateOf(details, review);
  const executed = details.executedAt != null;
  const online = useOnlineStatus();
  // Offline, the review runs on the chain state last read: say how old it is.
  const readAt = review.status === 'done' && !online ? review.chainReadAt : undefined;
  return (
    <VerificationPanel
      result={review.status === 'done' ? review.result : null}
      hashName="safeTxHash"
      executed={executed}
      collapsible
      structHashName="Message hash (SafeTx struct hash)"
      pendingLabel={review.status === 'checking' ? review.label : undefined}
      unavailable={
        review.status === 'unavailable'
          ? `Not verified: ${review.reason}. Do not sign until they are.`
          : null
      }
    >
      {review.status === 'done' && (
        <>
          <p className="hint" data-testid="chain-rpc">
            {review.rpc && readAt ? (
              <>
                Owners, threshold, nonce and implementation from the chain as of{' '}
                <time dateTime={new Date(readAt).toISOString()}>{formatAsOfTime(readAt)}</time> (
                {chain.chainName} via {review.rpc.name}); this device is offline, so they may have
                changed since.
              </>
            ) : review.rpc ? (
              `Owners, threshold, nonce and implementation read from ${chain.chainName} via ${review.rpc.name}.`
            ) : (
              `Not read from the chain: choose an RPC for ${chain.chainName} in Settings.`
            )}
          </p>
          {review.safeFromChain && (
            <p className="hint" data-testid="safe-from-chain">
              The gateway gave no settings for this Safe, so the review works from the chain alone:
              owners, threshold, nonce and version as read there; modules and guard were not read.
            </p>
          )}
          <ChainSources sources={review.sources} />
        </>
      )}
      {!executed && (
        <p className="signing-gate" data-testid="signing-gate" data-status={gate.status}>
          <strong>
            {gate.status === 'ok'
              ? 'Signing allowed: '
              : gate.status === 'checking'
                ? 'Signing waits: '
                : 'Signing blocked: '}
          </strong>
          {gate.reason}
        </p>
      )}
    </VerificationPanel>
  );
}
