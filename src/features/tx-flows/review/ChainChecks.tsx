// The Safe as the chain reports it, beside every review: owners, threshold, nonce, version.
import type { Finding, SafeChainState } from '../../../safe';
import type { SourceReport } from '../../../session/review/useSafeChainState';
import type { ReadySafe } from '../../shared/RequireSafe';
import { ChainSources } from '../../shared/transactions/ChainSources';

/** Props of ChainChecks. */
export interface ChainChecksProps {
  safe: ReadySafe;
  state: SafeChainState | null;
  /** Why the chain could not be read (null while reading or once read). */
  problem: string | null;
  version: string | null;
  /** The proxy runs an official singleton's code. */
  official: boolean;
  /** Where a further RPC source disagreed at the same block: nothing may be signed then. */
  disagreements: readonly Finding[];
  /** Every RPC source asked, primary first. */
  sources: SourceReport[];
}

/** The chain's owners, threshold, nonce and version, or why they are not known. */
export function ChainChecks({
  safe,
  state,
  problem,
  version,
  official,
  disagreements,
  sources,
}: ChainChecksProps) {
  return (
    <>
      <h3>Chain checks</h3>
      {state ? (
        <dl className="params" data-testid="new-tx-chain">
          <dt>Owners (on chain)</dt>
          <dd>{state.owners.join(', ')}</dd>
          <dt>Threshold (on chain)</dt>
          <dd>
            {state.threshold} of {state.owners.length}
          </dd>
          <dt>Nonce (on chain)</dt>
          <dd>{state.nonce.toString()}</dd>
          <dt>Version (on chain)</dt>
          <dd>
            {version ?? 'unknown'}
            {official
              ? ' (official singleton)'
              : ' — not an official Safe singleton: check before signing'}
          </dd>
        </dl>
      ) : (
        <p className={problem ? 'field-error' : 'hint'} role={problem ? 'alert' : 'status'}>
          {problem
            ? `The chain could not be read (${problem}): nothing can be signed without it.`
            : 'Reading the Safe from the chain…'}
        </p>
      )}
      {disagreements.length > 0 && (
        <div className="field-error" role="alert" data-testid="new-tx-sources-disagree">
          The RPCs disagree about this Safe; nothing can be signed until they agree:
          <ul>
            {disagreements.map((finding) => (
              <li key={finding.path} data-code={finding.code}>
                {finding.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ChainSources sources={sources} />
      {state && state.chainId !== safe.chainId && (
        <p className="field-error" role="alert">
          The RPC answers for chain {state.chainId}, not {safe.chainId}: choose the right RPC in
          Settings.
        </p>
      )}
    </>
  );
}
