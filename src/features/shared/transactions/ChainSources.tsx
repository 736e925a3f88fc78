// Which RPC sources answered the chain reads and how each compared with the one the review used:
// the signer sees whether the owners and nonce came from an RPC the gateway does not control.
import type { SourceReport } from '../../../session/review/useSafeChainState';

const WORDS: Record<SourceReport['status'], string> = {
  primary: 'answered; the review uses it',
  agrees: 'agrees at the same block',
  disagrees: 'disagrees at the same block',
  behind: 'not compared',
  failed: 'did not answer',
  reading: 'reading…',
};

/** The list of sources asked (nothing when none was). */
export function ChainSources({ sources }: { sources: readonly SourceReport[] | undefined }) {
  if (!sources?.length) return null;
  return (
    <ul className="hint" aria-label="RPC sources" data-testid="chain-sources">
      {sources.map((source) => (
        <li
          key={`${source.kind}:${source.name}`}
          data-source-kind={source.kind}
          data-source-status={source.status}
        >
          {source.name}: {WORDS[source.status]}
          {source.detail ? ` (${source.detail})` : ''}
        </li>
      ))}
    </ul>
  );
}
