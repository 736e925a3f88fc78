// The end of a new-transaction flow: where the proposal is, and the link where the other owners
// confirm it.
import { Link } from '../../../router';
import { bundleTxLink } from '../../../session/bundles/bundleLinks';
import { linkHref, txDetailsLink } from '../../../session/routes/links';
import type { ReadySafe } from '../../shared/RequireSafe';
import type { DeliveryOutcome } from '../txFlows';
import { useFocusOnMount } from './useFocusOnMount';

/** Words for where a proposal is. */
export const PROPOSAL_WORDS: Record<DeliveryOutcome, string> = {
  sent: 'The transaction was proposed: sent to the gateway. The other owners can now confirm it.',
  queued:
    'The transaction is signed and saved on this device; it is proposed as soon as the gateway can be reached.',
  failed: 'The transaction is saved on this device, but the gateway refused it (see the outbox).',
};

/** The result: where the proposal is and the link where the other owners confirm it. */
export function ProposalResult({
  safe,
  safeTxHash,
  outcome,
  onAnother,
  anotherLabel = 'New transaction',
}: {
  safe: ReadySafe;
  safeTxHash: string;
  outcome: DeliveryOutcome;
  onAnother: () => void;
  /** The second button's words ("New transaction", "Close"). */
  anotherLabel?: string;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="stack" aria-labelledby="new-tx-result-title">
      <h2 id="new-tx-result-title" ref={heading} tabIndex={-1}>
        Proposed
      </h2>
      <p
        className={outcome === 'failed' ? 'field-error' : 'notice success'}
        data-testid="flow-result"
        role="status"
      >
        {PROPOSAL_WORDS[outcome]}
      </p>
      <p className="hint address">safeTxHash {safeTxHash}</p>
      <div className="row-actions">
        <Link className="button primary" to={linkHref(txDetailsLink(safe.safeParam, safeTxHash))}>
          Open the transaction
        </Link>
        <button type="button" className="button" onClick={onAnother}>
          {anotherLabel}
        </button>
      </div>
      {outcome !== 'sent' && (
        <p className="hint">
          Other owners need not wait for the gateway:{' '}
          <Link to={linkHref(bundleTxLink(safe.safeParam, safeTxHash))}>
            share it as a signed bundle
          </Link>{' '}
          (a file, a link or a QR code) for them to review, confirm or execute.
        </p>
      )}
    </section>
  );
}
