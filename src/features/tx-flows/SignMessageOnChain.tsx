// "Sign on chain" for an off-chain message: a Safe transaction that delegatecalls the official
// SignMessageLib for the Safe's version (never the address the gateway's chain config names),
// through the same review, simulation and allow-list as every transaction, at a nonce chosen from
// the chain and the queue. The library's code must be on this chain.
import { useMemo, useState } from 'react';
import type { SafeMessage } from '../../gateway';
import {
  buildSignMessageCall,
  chooseSignMessageLib,
  hashSafeMessageContent,
  officialSignMessageLibs,
  type SafeMessageContent,
} from '../../safe';
import type { ReadySafe } from '../shared/RequireSafe';
import { ProposalResult } from './new/ProposalResult';
import { useChainFacts } from './new/useChainFacts';
import { reviewVersion } from './review/reviewVersion';
import { TxReview } from './review/TxReview';
import { useLibraryCode } from './review/useLibraryCode';
import type { DeliveryOutcome } from './txFlows';

/** Props of SignMessageOnChain. */
export interface SignMessageOnChainProps {
  safe: ReadySafe;
  /** The message (a gateway message, or an app's message not yet on the gateway). */
  message: Pick<SafeMessage, 'message' | 'messageHash'>;
  onClose: () => void;
  /** Who asked for it, when an app did ("Asked by <app> (<origin>)."). */
  requestedBy?: string;
  /** Called once proposed instead of showing the result (an app host answers its app). */
  onProposed?: (result: { safeTxHash: string; outcome: DeliveryOutcome }) => void;
}

/** The review (then the result) of signing `message` on chain through SignMessageLib. */
export function SignMessageOnChain({
  safe,
  message,
  onClose,
  requestedBy,
  onProposed,
}: SignMessageOnChainProps) {
  const { state, problem } = useChainFacts(safe);
  const { version } = reviewVersion(state);
  const official = useMemo(() => (version ? officialSignMessageLibs(version) : []), [version]);
  const code = useLibraryCode(safe, official);
  const choice = chooseSignMessageLib({
    version,
    gatewayAddress: safe.chain.contractAddresses?.signMessageLibAddress ?? null,
    hasCode: code.hasCode,
  });
  const contentHash = hashSafeMessageContent(message.message as SafeMessageContent);
  // Shown (and simulated) at the official address even while blocked, so the review says what an
  // honest transaction would be; blocked, it is never signed.
  const library = choice.status === 'ok' ? choice.address : official[0];
  const call = useMemo(
    () => (library ? buildSignMessageCall({ signMessageLib: library, contentHash }) : null),
    [library, contentHash],
  );
  const [result, setResult] = useState<{ safeTxHash: string; outcome: DeliveryOutcome } | null>(
    null,
  );

  if (result) {
    return (
      <ProposalResult
        safe={safe}
        safeTxHash={result.safeTxHash}
        outcome={result.outcome}
        onAnother={onClose}
        anotherLabel="Close"
      />
    );
  }
  if (!call) {
    const blocked = choice.status === 'blocked' ? choice.findings[0]?.message : null;
    return (
      <div className="stack" data-testid="sign-on-chain">
        <p className={blocked || problem ? 'field-error' : 'hint'} role="status">
          {blocked
            ? `${blocked}.`
            : problem
              ? `The chain could not be read (${problem}): nothing can be signed without it.`
              : 'Reading the Safe from the chain…'}
        </p>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    );
  }
  const blockers = [
    ...(choice.status === 'blocked' ? choice.findings.map((f) => `${f.message}.`) : []),
    ...(choice.status === 'checking' && code.problem
      ? [`The code of SignMessageLib could not be read (${code.problem}).`]
      : []),
  ];
  const short = `${message.messageHash.slice(0, 10)}…`;
  return (
    <TxReview
      safe={safe}
      title="Review: sign the message on chain"
      origin={`${requestedBy ? `${requestedBy} ` : ''}Built by Countersign: a delegatecall to the official SignMessageLib ${library} for Safe ${version}, which marks the message as signed by the Safe once executed.`}
      summaries={[`Sign message ${short} on chain through SignMessageLib`]}
      call={call}
      blockers={blockers}
      checking={choice.status === 'checking' ? 'Checking SignMessageLib on chain…' : null}
      label={`On-chain signature of message ${short}`}
      backLabel="Cancel"
      onBack={onClose}
      onProposed={onProposed ?? setResult}
    />
  );
}
