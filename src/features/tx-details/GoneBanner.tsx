// Says that the open transaction no longer exists as a queued transaction: deleted by its
// proposer, or replaced by another transaction executed at its nonce. Nothing can be signed.
import { Link } from '../../router';
import type { TransactionGone } from '../../session/lifecycle/useTransactionLifecycle';
import { useEndGoneItems } from '../../session/outbox/useEndGoneItems';
import { txDetailsLink } from '../../session/routes/links';
import { OutboxList } from '../tx-flows/OutboxList';
import type { ReadySafe } from '../shared/RequireSafe';

/** Props of GoneBanner. */
export interface GoneBannerProps {
  gone: TransactionGone;
  safe: ReadySafe;
  /** The gone transaction's safeTxHash, for this device's outbox items of it. */
  safeTxHash: string | null;
}

/** The banner of a deleted or replaced transaction, with this device's items for it. */
export function GoneBanner({ gone, safe, safeTxHash }: GoneBannerProps) {
  useEndGoneItems({ chainId: safe.chainId, safe: safe.safeAddress, safeTxHash }, gone);
  return (
    <section
      className="details-section"
      aria-labelledby="tx-gone-title"
      data-testid="tx-gone"
      data-kind={gone.kind}
    >
      <div className="verdict mismatch" role="alert">
        <span aria-hidden="true">⊘</span>
        <span>
          <strong id="tx-gone-title">
            {gone.kind === 'deleted' ? 'Deleted by its proposer' : 'Replaced'}
          </strong>
          {gone.kind === 'deleted' ? (
            ': the gateway no longer has this transaction. It cannot be signed or executed.'
          ) : (
            <>
              {`: nonce ${gone.nonce} was executed as `}
              {gone.byTxHash ? (
                <Link to={txDetailsLink(safe.safeParam, gone.byTxHash)}>
                  transaction {gone.byTxHash}
                </Link>
              ) : (
                'another transaction'
              )}
              . This one can never execute.
            </>
          )}
        </span>
      </div>
      {safeTxHash && (
        <OutboxList chainId={safe.chainId} safeAddress={safe.safeAddress} hash={safeTxHash} />
      )}
    </section>
  );
}
