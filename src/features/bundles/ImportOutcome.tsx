// What an import did, in words: which signatures were added, what was left out or ignored, or
// the conflict with what this device holds; and the way to the review.
import { Link } from '../../router';
import type { ChainInfo } from '../../gateway';
import type { ImportBundleOutcome } from '../../session/bundles/importBundle';
import { heldBundleLink } from '../../session/bundles/bundleLinks';
import { formatSafeParam } from '../../session/routes/links';

/** Props of ImportOutcome. */
export interface ImportOutcomeProps {
  outcome: ImportBundleOutcome;
  /** The bundle's chain as the gateway's chain list names it; null when unknown here. */
  chain: ChainInfo | null;
}

/** The result of one import. */
export function ImportOutcome({ outcome, chain }: ImportOutcomeProps) {
  if (outcome.status === 'conflict') {
    const { conflict } = outcome;
    return (
      <div className="state-panel error" role="alert" data-testid="bundle-conflict">
        <p className="state-title">This bundle conflicts with one this device holds</p>
        <p>{conflict.message}</p>
        <p>
          Held: <code className="hash">{conflict.heldHash}</code>
          <br />
          Imported: <code className="hash">{conflict.incomingHash || 'another Safe'}</code>
        </p>
        <p>Nothing was merged. Ask the sender which transaction the owners mean to sign.</p>
      </div>
    );
  }
  const { bundle, hash, added, rejected, isNew, ignoredFields } = outcome;
  const safeParam = chain ? formatSafeParam(chain.shortName, bundle.safe) : null;
  return (
    <div className="state-panel" role="status" data-testid="bundle-imported">
      <p className="state-title">
        {isNew
          ? `Bundle imported with ${added.length} signature${added.length === 1 ? '' : 's'}`
          : added.length > 0
            ? `${added.length} signature${added.length === 1 ? '' : 's'} added to the bundle held here`
            : 'Nothing new: this device already holds these signatures'}
      </p>
      <p>
        Safe <code className="address">{bundle.safe}</code> on{' '}
        {chain ? chain.chainName : `chain ${bundle.chainId}`}
        {bundle.kind === 'transaction' ? `, nonce ${bundle.transaction.nonce}` : ', a message'}. It
        now holds {bundle.signatures.length} signature{bundle.signatures.length === 1 ? '' : 's'};
        none is trusted until the review proves it.
      </p>
      {!isNew && added.length > 0 && (
        <ul>
          {added.map((signer) => (
            <li key={signer}>
              Added: <code className="address">{signer}</code>
            </li>
          ))}
        </ul>
      )}
      {rejected.length > 0 && (
        <p className="warning">
          Left out {rejected.length} signature{rejected.length === 1 ? '' : 's'} that do not come
          from the signer they name: {rejected.map((r) => r.signer).join(', ')}.
        </p>
      )}
      {ignoredFields.length > 0 && (
        <p className="hint" data-testid="bundle-ignored-fields">
          This bundle has fields this version of the app does not know; they were ignored:{' '}
          {ignoredFields.join(', ')}.
        </p>
      )}
      {safeParam ? (
        <Link className="button primary" to={heldBundleLink(safeParam, bundle.kind, hash)}>
          {bundle.kind === 'transaction' ? 'Review the transaction' : 'Review the message'}
        </Link>
      ) : (
        <p className="warning">
          This app does not know chain {bundle.chainId}, so it cannot review it.
        </p>
      )}
    </div>
  );
}
