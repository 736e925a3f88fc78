// "On chain": the owners, threshold, nonce and version the chain itself reports (over the RPC
// chosen in Settings), with every value the gateway states differently marked as a disagreement.
import type { ChainInfo, SafeInfo } from '../../gateway';
import { compareChainState } from '../../safe';
import { useSafeChainState } from '../../session/review/useSafeChainState';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import { AddressView } from '../shared/AddressView';
import { ChainSources } from '../shared/transactions/ChainSources';

/** Props of ChainTruth. */
export interface ChainTruthProps {
  chain: ChainInfo;
  safeAddress: string;
  /** The gateway's view, compared with the chain's. */
  info: SafeInfo;
}

/** The "On chain" card's contents: the Safe as the chain has it, where the gateway differs. */
export function ChainTruth({ chain, safeAddress, info }: ChainTruthProps) {
  const { check, rpc, sources } = useSafeChainState(chain, safeAddress);
  const connected = useWalletSession().address?.toLowerCase() ?? null;
  let body;
  if (!check) {
    body = <p role="status">Reading the Safe from the chain…</p>;
  } else if (check.status === 'unchecked') {
    body = (
      <p role="alert" data-testid="chain-truth-unchecked">
        Not read from the chain ({check.reason}). Until it is, nothing shown here is checked and
        signing stays blocked.
      </p>
    );
  } else {
    const { state } = check;
    // Two RPCs that disagree come first: then even the chain's own answer is in doubt.
    const disagreements = [
      ...(check.disagreements ?? []),
      ...compareChainState(info, chain.chainId, state),
    ];
    body = (
      <>
        {disagreements.length > 0 ? (
          <div className="verdict mismatch" role="alert" data-testid="chain-disagreement">
            <span aria-hidden="true">✕</span>
            <span>
              {check.disagreements?.length
                ? 'The RPCs disagree about this Safe.'
                : 'The gateway disagrees with the chain.'}{' '}
              Do not sign until this is resolved:
              <ul>
                {disagreements.map((finding) => (
                  <li key={`${finding.code}-${finding.path}`} data-code={finding.code}>
                    {finding.message}
                  </li>
                ))}
              </ul>
            </span>
          </div>
        ) : (
          <p data-testid="chain-agreement">The gateway agrees with the chain.</p>
        )}
        <dl className="params">
          <div>
            <dt>Threshold</dt>
            <dd data-testid="chain-threshold">
              {state.threshold} of {state.owners.length}
            </dd>
          </div>
          <div>
            <dt>Nonce</dt>
            <dd data-testid="chain-nonce">{state.nonce.toString()}</dd>
          </div>
          <div>
            <dt>Version</dt>
            <dd>{state.version ?? 'unknown'}</dd>
          </div>
          <div>
            <dt>Owners</dt>
            <dd>
              <ul className="confirmation-list" aria-label="Owners on chain">
                {state.owners.map((owner) => (
                  <li key={owner}>
                    <AddressView
                      address={owner}
                      chain={chain}
                      you={owner.toLowerCase() === connected}
                    />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </>
    );
  }
  return (
    <>
      {/* Above the body, which grows when the chain answers: the line does not jump then. */}
      {rpc && <p className="hint">Read via {rpc.name} (change it in Settings).</p>}
      {body}
      <ChainSources sources={sources} />
    </>
  );
}
